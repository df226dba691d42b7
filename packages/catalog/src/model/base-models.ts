// A model's place in the model tree: the models it was made from, and how. The Hub writes each
// base model into the record's tags twice, `base_model:<id>` and `base_model:<relation>:<id>`,
// from the card's `base_model` and `base_model_relation`; the second form is what its listing's
// `other=base_model:finetune:<id>` links filter on.
import type { ModelRecord } from "./model-record-types";

/** How a model was made from a base model, as the Hub's tags and `base_model_relation` spell it. */
export const BASE_MODEL_RELATIONS = ["finetune", "adapter", "quantized", "merge"] as const;

export type BaseModelRelation = (typeof BASE_MODEL_RELATIONS)[number];

/** One model this one was made from; `relation` is absent when the record does not say. */
export interface BaseModel {
  id: string;
  relation?: BaseModelRelation;
}

const TAG_PREFIX = "base_model:";

export function isBaseModelRelation(value: unknown): value is BaseModelRelation {
  return typeof value === "string" && (BASE_MODEL_RELATIONS as readonly string[]).includes(value);
}

/** The tag every model made from `id` in this way carries (`base_model:finetune:Qwen/Qwen2.5-7B`). */
export function baseModelTag(relation: BaseModelRelation, id: string): string {
  return `${TAG_PREFIX}${relation}:${id}`;
}

/**
 * The models `model` was made from, each once, in the record's order. The Hub's relation tags
 * come first and, when there are any, alone: they are the Hub's reading of the card, and what the
 * base models' own counts of derived models are counted from, so the two directions agree (a card
 * edited since the tags were taken can name others). Without them, the card's `base_model` ids,
 * with its `base_model_relation` when that is one of the Hub's, then any plain `base_model:<id>`
 * tag the card does not name (an imported repository folder's).
 */
export function baseModelsOf(model: Pick<ModelRecord, "tags" | "cardData">): BaseModel[] {
  const related = new Map<string, BaseModelRelation>();
  const plain: string[] = [];
  for (const tag of model.tags) {
    if (!tag.startsWith(TAG_PREFIX)) continue;
    const rest = tag.slice(TAG_PREFIX.length);
    const colon = rest.indexOf(":");
    const relation = colon > 0 ? rest.slice(0, colon) : undefined;
    if (isBaseModelRelation(relation)) {
      const id = rest.slice(colon + 1);
      if (id && !related.has(id)) related.set(id, relation);
    } else if (rest) plain.push(rest);
  }
  if (related.size) return [...related].map(([id, relation]) => ({ id, relation }));
  const cardRelation = model.cardData?.base_model_relation;
  const relation = isBaseModelRelation(cardRelation) ? cardRelation : undefined;
  const card = [...new Set(model.cardData?.base_model)];
  const bases: BaseModel[] = card.map((id) => (relation ? { id, relation } : { id }));
  for (const id of new Set(plain)) if (!card.includes(id)) bases.push({ id });
  return bases;
}
