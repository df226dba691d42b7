import { type ListingRequest, searchWords } from "../listing/listing-conditions";
import { tagFilterConditions } from "../listing/tag-filters";
import { TASK_CATEGORY_TAG_PREFIX } from "./dataset-record";
import type { DatasetQuery } from "./dataset-repository";

/**
 * A dataset query's conditions: the task category and the facet filters are tags; the search,
 * words for ids and authors.
 */
export function datasetRequest(query: DatasetQuery): ListingRequest {
  const filtered = tagFilterConditions(query.filters ?? {});
  const tags = [...(query.tags ?? []), ...filtered.tags];
  if (query.taskCategory !== undefined) tags.unshift(`${TASK_CATEGORY_TAG_PREFIX}${query.taskCategory}`);
  return {
    conditions: {
      equals: query.author === undefined ? [] : [["author", query.author]],
      tags: [...new Set(tags)],
      anyTags: filtered.anyTags,
      empty: false,
    },
    words: searchWords(query.search),
    fullText: query.fullText === true,
  };
}
