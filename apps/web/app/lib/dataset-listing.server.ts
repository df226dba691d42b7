import {
  DATASET_LIBRARIES,
  isPipelineType,
  PIPELINES,
  type PipelineType,
  taskFilters,
} from "@modelhub/catalog";
import { type DatasetQuery, type DatasetSummary, facetCountMap, type Store } from "@modelhub/store";
import type { ListingData, ResultCardData } from "./listing-data";
import { activeFilters, facetOption, sortOptions, taskFacetGroups } from "./listing-facets";
import { loadListingOr400, withPagingAndSnapshot } from "./listing-page.server";
import { defaultSortFor, readListingParams, storeSortKey } from "./listing-params";
import { PAGE_SIZE } from "./model-listing.server";

/** Tag prefix under which datasets name the libraries that load them, e.g. `library:pandas`. */
export const LIBRARY_TAG_PREFIX = "library:";

const LIBRARIES: Readonly<Record<string, { prettyLabel: string }>> = DATASET_LIBRARIES;

/** Display name of a dataset library id (the catalogue's label, else the id). */
export function datasetLibraryLabel(id: string): string {
  return Object.hasOwn(LIBRARIES, id) ? (LIBRARIES[id]?.prettyLabel ?? id) : id;
}

function taskName(id: string): string {
  return isPipelineType(id) ? PIPELINES[id as PipelineType].name : id;
}

/** A dataset as a result card: its first task category and first library tag, when it has them. */
export function datasetCard(dataset: DatasetSummary): ResultCardData {
  const card: ResultCardData = {
    id: dataset.id,
    href: `/datasets/${dataset.id}`,
    downloads: dataset.downloads,
    likes: dataset.likes,
  };
  const task = dataset.taskCategories.find(isPipelineType);
  if (task) card.task = { id: task, name: taskName(task) };
  const library = dataset.tags
    .find((tag) => tag.startsWith(LIBRARY_TAG_PREFIX))
    ?.slice(LIBRARY_TAG_PREFIX.length);
  if (library) card.library = { id: library, label: datasetLibraryLabel(library) };
  if (dataset.lastModified) card.lastModified = dataset.lastModified;
  return card;
}

/** Everything the dataset listing at `url` shows, read from the store. Bad paging is a 400. */
export function loadDatasetListing(store: Store, url: URL): ListingData {
  const top = store.datasets.list({ sort: "trendingScore", direction: "desc", limit: 1 }).items[0];
  const params = readListingParams("datasets", url.searchParams, defaultSortFor(top?.trendingScore));
  const filter: DatasetQuery = {};
  if (params.search) filter.search = params.search;
  if (params.task) filter.taskCategory = params.task;
  if (params.library) filter.tags = [`${LIBRARY_TAG_PREFIX}${params.library}`];
  return loadListingOr400(() => {
    const page = store.datasets.list({
      ...filter,
      sort: storeSortKey(params.sort),
      direction: "desc",
      limit: PAGE_SIZE,
      ...(params.cursor ? { cursor: params.cursor } : {}),
    });
    // Dataset facet counts are kept for the whole catalogue (the store has no narrowed count).
    const taskCounts = facetCountMap(store.datasets.facetCounts("task_category"));
    const libraryCounts = new Map(
      store.datasets
        .facetCounts("tag", { prefix: LIBRARY_TAG_PREFIX })
        .map((facet) => [facet.value.slice(LIBRARY_TAG_PREFIX.length), facet.count] as const)
        .filter(([id]) => id !== ""),
    );
    const libraries = [...libraryCounts.keys()];
    if (params.library && !libraries.includes(params.library)) libraries.push(params.library);
    const listing: ListingData = {
      kind: "datasets",
      params,
      total: store.datasets.count(filter),
      items: page.items.map(datasetCard),
      taskGroups: taskFacetGroups("datasets", params, taskFilters("datasets"), taskCounts),
      libraries: libraries.map((id) =>
        facetOption("datasets", params, "library", id, datasetLibraryLabel(id), libraryCounts.get(id) ?? 0),
      ),
      sortOptions: sortOptions("datasets", params),
      activeFilters: activeFilters("datasets", params, {
        task: params.task ? taskName(params.task) : undefined,
      }),
    };
    return withPagingAndSnapshot(store, listing, page.nextCursor);
  });
}
