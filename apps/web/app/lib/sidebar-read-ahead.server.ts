import { type Store, TASK_CATEGORY_TAG_PREFIX } from "@modelhub/store";
import { LIBRARY_TAG_PREFIX } from "./dataset-listing.server";

/**
 * Reads ahead what the first narrowed sidebars of the model and dataset listings count from, so
 * that a visitor's first search does not wait for it (decision 068): the models' task and library
 * columns, and the sets of the dataset tags whose counts the dataset sidebar shows. Returns
 * whether either had anything to read.
 */
export function readAheadSidebarCounts(store: Store): boolean {
  const models = store.models.prepareFacetCounts();
  const datasets = store.datasets.prepareTagCounts([TASK_CATEGORY_TAG_PREFIX, LIBRARY_TAG_PREFIX]);
  return models || datasets;
}
