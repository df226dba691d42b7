import type { ModelRecord } from "../../model/model-record";

/**
 * The one base model the model card names (`base_model`), for adapters whose config does not
 * name theirs; undefined when it names none or several (a merge, with no single base to load).
 */
export function cardBaseModel(model: ModelRecord): string | undefined {
  const bases = model.cardData?.base_model;
  return bases?.length === 1 ? bases[0] : undefined;
}
