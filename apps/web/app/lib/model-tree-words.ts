// How the model tree is worded, on model pages and on the listing's chips for its links. Keyed by
// the Hub's relation names (`base_model:<relation>:<id>` tags); plain data for server and browser.
import type { BaseModelRelation } from "@modelhub/catalog";

/** What this model is of its base models, as a heading over them ("Fine-tune of"). */
export const BASE_MODELS_HEADING: Readonly<Record<BaseModelRelation, string>> = {
  finetune: "Fine-tune of",
  adapter: "Adapter for",
  quantized: "Quantization of",
  merge: "Merge of",
};

/** The models made from one model in one way, before its id ("Fine-tunes of Qwen/Qwen2.5-7B"). */
export const DERIVED_MODELS_HEADING: Readonly<Record<BaseModelRelation, string>> = {
  finetune: "Fine-tunes of",
  adapter: "Adapters for",
  quantized: "Quantizations of",
  merge: "Merges of",
};

/** A count of models made from this one in one way ("1 fine-tune", "30 merges"). */
export function derivedModelsCount(relation: BaseModelRelation, count: number): string {
  const [one, many] = DERIVED_MODEL_NOUNS[relation];
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

const DERIVED_MODEL_NOUNS: Readonly<Record<BaseModelRelation, readonly [string, string]>> = {
  finetune: ["fine-tune", "fine-tunes"],
  adapter: ["adapter", "adapters"],
  quantized: ["quantization", "quantizations"],
  merge: ["merge", "merges"],
};
