import { GGUF_RUNNERS_TAG, INFERENCE_PROVIDER_TAG_PREFIX } from "./model-derived-tags";

/** When a bulk load leaves a tag's rows out of `model_tags` (see commonTagIds). */
export interface CommonTagRule {
  /** The share of the store's models a tag must be on. */
  share: number;
  /** The models the store must hold: below, tag rows are few and cheap to write. */
  fromModels: number;
}

/**
 * A tag on a tenth of a million-model store or more: its page of 30 models sorted by downloads
 * is found within the first 300 or so rows of the downloads index, each tested with a search of
 * its row's tag list, so tag rows save it little (decision 039).
 */
export const COMMON_TAGS: CommonTagRule = { share: 0.1, fromModels: 100_000 };

/**
 * Whether a tag can be left out of `model_tags`: a tag its model's row lists. The derived tags
 * (providers, local apps) are indexed for a model without being among its own tags.
 */
function rowListsTag(name: string): boolean {
  return !name.startsWith(INFERENCE_PROVIDER_TAG_PREFIX) && name !== GGUF_RUNNERS_TAG;
}

/**
 * The tag ids common enough (`rule`) to have no tag rows, from each id's rows (`counts`, indexed
 * by id) among `models` models.
 */
export function commonTagIds(
  counts: Int32Array,
  models: number,
  nameOf: (id: number) => string,
  rule: CommonTagRule = COMMON_TAGS,
): number[] {
  if (models < rule.fromModels) return [];
  const ids: number[] = [];
  for (let id = 0; id < counts.length; id++) {
    const count = counts[id] ?? 0;
    if (count > 0 && count >= rule.share * models && rowListsTag(nameOf(id))) ids.push(id);
  }
  return ids;
}
