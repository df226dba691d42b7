import {
  GGUF_RUNNERS_TAG,
  INFERENCE_PROVIDER_TAG_PREFIX,
  type Store,
  TASK_CATEGORY_TAG_PREFIX,
} from "@modelhub/store";
import { LIBRARY_TAG_PREFIX } from "./dataset-listing.server";

/**
 * What the first narrowed sidebars of the model and dataset listings count from, as steps that
 * read it ahead, so that a visitor's first search does not wait for it (decisions 068, 072): the
 * models' task column, their library column, the sets of their provider and GGUF-runner tags,
 * and the sets of the dataset tags whose counts the dataset sidebar shows. Each step says
 * whether it had anything to read.
 */
export function sidebarReadAheads(getStore: () => Store): (() => boolean)[] {
  return [
    () => getStore().models.prepareFacetCounts(["pipeline_tag"]),
    () => getStore().models.prepareFacetCounts(["library"]),
    () => getStore().models.prepareTagCounts([INFERENCE_PROVIDER_TAG_PREFIX, GGUF_RUNNERS_TAG]),
    () => getStore().datasets.prepareTagCounts([TASK_CATEGORY_TAG_PREFIX, LIBRARY_TAG_PREFIX]),
  ];
}
