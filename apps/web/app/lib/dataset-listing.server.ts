import {
  DATASET_LIBRARIES,
  isPipelineType,
  PIPELINES,
  type PipelineType,
  taskFilters,
} from "@modelhub/catalog";
import {
  type CountsWithin,
  type DatasetQuery,
  type DatasetSummary,
  type Store,
  TASK_CATEGORY_TAG_PREFIX,
} from "@modelhub/store";
import { withAvailableSort } from "./catalogue-sorts";
import { catalogueSortsOf } from "./catalogue-sorts.server";
import {
  datasetTagChips,
  datasetTagSections,
  datasetTagSidebarSections,
} from "./dataset-tag-sections.server";
import type { ListingData, ResultCardData } from "./listing-data";
import { activeFilters, facetOption, sortOptions, taskFacetGroups } from "./listing-facets";
import { ignoredSortNotice, noticesOf, quotedFromUrl, unknownFilterNotice } from "./listing-notices";
import { loadListingOr400, withPagingAndSnapshot } from "./listing-page.server";
import { type ListingParams, readListingParams, storeSortKey } from "./listing-params";
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

/** Says that a sidebar section's counts are not narrowed by the filters in effect. */
export const WHOLE_CATALOGUE_NOTE =
  "Counts are for the whole catalogue: too many datasets match to count them here.";

/** The dataset listing: a listing plus what its sidebar's counts cover when they are not narrowed. */
export interface DatasetListingData extends ListingData {
  countsNotes: { tasks?: string; libraries?: string };
}

/** Facet counts by value (the prefix removed), and whether they are narrowed by the query. */
interface SidebarCounts {
  counts: Map<string, number>;
  withinQuery: boolean;
}

function byValue(counts: readonly { value: string; count: number }[], prefix: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const { value, count } of counts) {
    if (value.startsWith(prefix) && value.length > prefix.length)
      values.set(value.slice(prefix.length), count);
  }
  return values;
}

/**
 * The sidebar's counts, in one store call (decision 101), each within the other filters in
 * effect: a task's count is what the listing shows with that task instead of the selected one
 * (same search, library and facets), a library's likewise, and each facet section's (see
 * datasetTagSidebarSections). Sections within the same filters share one read of the matches.
 */
async function sidebarCounts(
  store: Store,
  params: ListingParams,
  filter: DatasetQuery,
): Promise<{ tasks: SidebarCounts; libraries: SidebarCounts; tagSections: CountsWithin[] }> {
  const { task_categories: taskList, library: libraryList, ...others } = filter.filters ?? {};
  const narrowed = (filters: DatasetQuery["filters"]) =>
    Object.keys(filters ?? {}).length ? { filters } : {};
  // Without a task or library selected, each section counts within the page's own filter.
  const { taskCategory: _task, filters: _taskFilters, ...withoutTask } = filter;
  const { tags: _library, filters: _libraryFilters, ...withoutLibrary } = filter;
  const taskQuery: DatasetQuery =
    filter.taskCategory === undefined && !taskList
      ? filter
      : { ...withoutTask, ...narrowed({ ...others, ...(libraryList ? { library: libraryList } : {}) }) };
  const libraryQuery: DatasetQuery =
    filter.tags === undefined && !libraryList
      ? filter
      : { ...withoutLibrary, ...narrowed({ ...others, ...(taskList ? { task_categories: taskList } : {}) }) };
  const [tasks, libraries, ...tagSections] = await store.datasets.sidebarCounts([
    { query: taskQuery, prefixes: [TASK_CATEGORY_TAG_PREFIX] },
    { query: libraryQuery, prefixes: [LIBRARY_TAG_PREFIX] },
    ...datasetTagSidebarSections(params, filter),
  ]);
  const of = (counts: CountsWithin | undefined, prefix: string): SidebarCounts => ({
    counts: byValue(counts?.counts ?? [], prefix),
    withinQuery: counts?.withinQuery ?? true,
  });
  return {
    tasks: of(tasks, TASK_CATEGORY_TAG_PREFIX),
    libraries: of(libraries, LIBRARY_TAG_PREFIX),
    tagSections,
  };
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
export async function loadDatasetListing(store: Store, url: URL): Promise<DatasetListingData> {
  const sorts = await catalogueSortsOf(
    store,
    "datasets",
    async (sort) => (await store.datasets.list({ sort, direction: "desc", limit: 1 })).items[0],
  );
  const params = withAvailableSort(readListingParams("datasets", url.searchParams, sorts.defaultSort), sorts);
  const filter: DatasetQuery = {};
  if (params.search) filter.search = params.search;
  if (params.author) filter.author = params.author;
  if (params.task) filter.taskCategory = params.task;
  if (params.library) filter.tags = [`${LIBRARY_TAG_PREFIX}${params.library}`];
  if (params.tagFilters) filter.filters = params.tagFilters;
  let countsNotes: DatasetListingData["countsNotes"] = {};
  const listing = await loadListingOr400(async () => {
    const page = await store.datasets.list({
      ...filter,
      sort: storeSortKey(params.sort),
      direction: "desc",
      limit: PAGE_SIZE,
      ...(params.cursor ? { cursor: params.cursor } : {}),
    });
    const counts = await sidebarCounts(store, params, filter);
    countsNotes = {
      ...(counts.tasks.withinQuery ? {} : { tasks: WHOLE_CATALOGUE_NOTE }),
      ...(counts.libraries.withinQuery ? {} : { libraries: WHOLE_CATALOGUE_NOTE }),
    };
    // Narrowed, only libraries some matching dataset uses are offered (and the selected one).
    const libraries = [...counts.libraries.counts.keys()];
    if (params.library && !libraries.includes(params.library)) libraries.push(params.library);
    // A catalogue whose datasets name no library (the bundled sample's) offers no such filter.
    const namesLibraries =
      libraries.length > 0 ||
      (await store.datasets.facetCounts("tag", { prefix: LIBRARY_TAG_PREFIX, limit: 1 })).length > 0;
    const tagSections = await datasetTagSections(store, params, counts.tagSections);
    const total = await store.datasets.total(filter);
    const listing: ListingData = {
      kind: "datasets",
      params,
      total: total.count,
      ...(total.exact ? {} : { totalIsFloor: true }),
      items: page.items.map(datasetCard),
      taskGroups: taskFacetGroups("datasets", params, taskFilters("datasets"), counts.tasks.counts),
      ...(namesLibraries
        ? {
            libraries: libraries.map((id) =>
              facetOption(
                "datasets",
                params,
                "library",
                id,
                datasetLibraryLabel(id),
                counts.libraries.counts.get(id) ?? 0,
              ),
            ),
          }
        : {}),
      ...(tagSections.length ? { tagSections } : {}),
      sortOptions: sortOptions("datasets", params, sorts.unavailable),
      activeFilters: [
        ...activeFilters("datasets", params, { task: params.task ? taskName(params.task) : undefined }),
        ...datasetTagChips(params),
      ],
    };
    const notices = noticesOf(
      ignoredSortNotice(params, "datasets"),
      unknownFilterNotice("datasets", "task", params.task, isPipelineType, listing.total),
      unknownFilterNotice(
        "datasets",
        "library",
        params.library,
        (id) => Object.hasOwn(LIBRARIES, id),
        listing.total,
      ),
      ...(params.ignoredTagFilters ?? []).map(
        ([name, problem]) => `Ignored the filter ${quotedFromUrl(name)}: ${problem}.`,
      ),
    );
    if (notices.length) listing.notices = notices;
    return withPagingAndSnapshot(store, listing, page.nextCursor);
  });
  return { ...listing, countsNotes };
}
