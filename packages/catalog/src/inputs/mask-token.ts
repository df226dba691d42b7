// The mask token a fill-mask example uses.

import type { ModelRecord } from "../model/model-record";

/** BERT-style mask token: the default. */
export const BERT_MASK_TOKEN = "[MASK]";

/** RoBERTa-style mask token. */
export const ROBERTA_MASK_TOKEN = "<mask>";

/** Model types (config.json `model_type`) whose tokenizers use `<mask>`. */
const ROBERTA_STYLE_MODEL_TYPES: ReadonlySet<string> = new Set([
  "bart",
  "camembert",
  "data2vec-text",
  "longformer",
  "luke",
  "mbart",
  "mpnet",
  "roberta",
  "roberta-prelayernorm",
  "xlm-roberta",
  "xlm-roberta-xl",
  "xmod",
]);

/**
 * The model's own mask token when it declares one (kept byte for byte), otherwise a guess from
 * its model type (`<mask>` for the RoBERTa family, `[MASK]` for everything else).
 */
export function maskTokenOf(model: ModelRecord): string {
  if (model.mask_token !== undefined) return model.mask_token;
  const modelType = model.config?.model_type;
  return modelType !== undefined && ROBERTA_STYLE_MODEL_TYPES.has(modelType)
    ? ROBERTA_MASK_TOKEN
    : BERT_MASK_TOKEN;
}
