import {
  isPipelineType,
  MODEL_LIBRARIES,
  PIPELINES,
  type PipelineType,
  taskFilters,
} from "@modelhub/catalog";
import { facetCountMap, type ModelQuery, type Store } from "@modelhub/store";
import type { ListingData, ResultCardData } from "./listing-data";
import { activeFilters, facetOption, sortOptions, taskFacetGroups } from "./listing-facets";
import { loadListingOr400, withPagingAndSnapshot } from "./listing-page.server";
import { defaultSortFor, type ListingParams, readListingParams, storeSortKey } from "./listing-params";

/** Results per listing page. */
export const PAGE_SIZE = 30;

const LIBRARIES: Readonly<Record<string, { prettyLabel: string; filter: boolean }>> = MODEL_LIBRARIES;

/** The display name of a task id, when the catalogue knows it. */
export function taskName(id: string | undefined): string | undefined {
  return id && isPipelineType(id) ? PIPELINES[id as PipelineType].name : undefined;
}

/** The display name of a library id, when the catalogue knows it. */
export function libraryLabel(id: string | undefined): string | undefined {
  return id && Object.hasOwn(LIBRARIES, id) ? LIBRARIES[id]?.prettyLabel : undefined;
}

/** A model as a result card. */
export function modelCard(model: {
  id: string;
  pipeline_tag?: string;
  library_name?: string;
  downloads?: number;
  likes?: number;
  lastModified?: string;
}): ResultCardData {
  const card: ResultCardData = {
    id: model.id,
    href: `/${model.id}`,
    downloads: model.downloads ?? 0,
    likes: model.likes ?? 0,
  };
  if (model.pipeline_tag)
    card.task = { id: model.pipeline_tag, name: taskName(model.pipeline_tag) ?? model.pipeline_tag };
  if (model.library_name) {
    card.library = { id: model.library_name, label: libraryLabel(model.library_name) ?? model.library_name };
  }
  if (model.lastModified) card.lastModified = model.lastModified;
  return card;
}

/** Everything the model listing at `url` shows, read from the store. Bad paging is a 400. */
export function loadModelListing(store: Store, url: URL): ListingData {
  const top = store.models.list({ sort: "trendingScore", direction: "desc", limit: 1 }).items[0];
  const params = readListingParams("models", url.searchParams, defaultSortFor(top?.trendingScore));
  const filter: ModelQuery = {};
  if (params.search) filter.search = params.search;
  if (params.task) filter.pipelineTag = params.task;
  if (params.library) filter.library = params.library;
  return loadListingOr400(() => {
    const page = store.models.list({
      ...filter,
      sort: storeSortKey(params.sort),
      direction: "desc",
      limit: PAGE_SIZE,
      ...(params.cursor ? { cursor: params.cursor } : {}),
    });
    const taskCounts = facetCountMap(
      params.search || params.library
        ? store.models.facetCountsWithin("pipeline_tag", { ...filter, pipelineTag: undefined }, 1000)
        : store.models.facetCounts("pipeline_tag"),
    );
    const libraryCounts = facetCountMap(
      params.search || params.task
        ? store.models.facetCountsWithin("library", { ...filter, library: undefined }, 1000)
        : store.models.facetCounts("library"),
    );
    const listing: ListingData = {
      kind: "models",
      params,
      total: store.models.count(filter),
      items: page.items.map(modelCard),
      taskGroups: taskFacetGroups("models", params, taskFilters("models"), taskCounts),
      libraries: libraryOptions(params, libraryCounts),
      sortOptions: sortOptions("models", params),
      activeFilters: activeFilters("models", params, {
        task: taskName(params.task),
        library: libraryLabel(params.library),
      }),
    };
    return withPagingAndSnapshot(store, listing, page.nextCursor);
  });
}

/** Libraries offered as filters: catalogue entries with the filter flag that some model uses. */
function libraryOptions(params: ListingParams, counts: ReadonlyMap<string, number>) {
  const options = Object.entries(LIBRARIES)
    .filter(([id, entry]) => entry.filter && ((counts.get(id) ?? 0) > 0 || params.library === id))
    .map(([id, entry]) =>
      facetOption("models", params, "library", id, entry.prettyLabel, counts.get(id) ?? 0),
    );
  return options.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en"));
}
