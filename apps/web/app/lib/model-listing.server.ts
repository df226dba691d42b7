import {
  baseModelsOf,
  formatParameterCount,
  isPipelineType,
  LANGUAGE_NAMES,
  LISTED_LOCAL_APPS,
  LOCAL_APPS,
  PIPELINES,
  type PipelineType,
  taskFilters,
} from "@modelhub/catalog";
import { PICKABLE_MEMORY_SIZES_GB } from "@modelhub/catalog/hardware";
import {
  facetCountMap,
  isKnownLocalApp,
  type ModelQuery,
  type ModelSummary,
  PROVIDER_ID,
  SIDEBAR_ROW_BOUND,
  type Store,
} from "@modelhub/store";
import { withAvailableSort } from "./catalogue-sorts";
import { catalogueSortsOf } from "./catalogue-sorts.server";
import { providerLabel } from "./inference-view.server";
import type { ListingData, ResultCardData } from "./listing-data";
import {
  ANY_PROVIDER,
  activeFilters,
  providerFacetOptions,
  sortOptions,
  taskFacetGroups,
} from "./listing-facets";
import {
  ignoredModelFilterNotices,
  ignoredSortNotice,
  noticesOf,
  quotedFromUrl,
  unknownFilterNotice,
} from "./listing-notices";
import { loadListingOr400, withPagingAndSnapshot } from "./listing-page.server";
import {
  type ListField,
  type ListingParams,
  listingHref,
  readListingParams,
  storeSortKey,
} from "./listing-params";
import {
  languageOptions,
  licenseOptions,
  modelKindOptions,
  parameterRangeLabel,
  parameterRangeOptions,
} from "./model-card-facets";
import { licenseId, parseParameterBounds } from "./model-filter-params";
import {
  derivedTagCounts,
  LIBRARIES,
  libraryOptions,
  localAppOptions,
  sidebarSections,
} from "./model-sidebar.server";
import { DERIVED_MODELS_HEADING } from "./model-tree-words";

/** Results per listing page. */
export const PAGE_SIZE = 30;

/** The display name of a task id, when the catalogue knows it. */
export function taskName(id: string | undefined): string | undefined {
  return id && isPipelineType(id) ? PIPELINES[id as PipelineType].name : undefined;
}

/** The display name of a library id, when the catalogue knows it. */
export function libraryLabel(id: string | undefined): string | undefined {
  return id && Object.hasOwn(LIBRARIES, id) ? LIBRARIES[id]?.prettyLabel : undefined;
}

/** The display name of a local app id a listing can filter by, when the catalogue knows it. */
function appLabel(id: string): string | undefined {
  return isKnownLocalApp(id) ? LOCAL_APPS[id].prettyLabel : undefined;
}

/** The label of an active provider, app or tag filter's chip. */
function listValueLabel(field: ListField, id: string): string {
  if (field === "apps") return `Runs in ${appLabel(id) ?? id}`;
  if (field === "tags") return tagFilterLabel(id);
  if (field === "languages") return LANGUAGE_NAMES[id] ?? id;
  if (field === "licenses") return `License: ${licenseId(id)}`;
  return id === ANY_PROVIDER ? "Served by any provider" : `Served by ${providerLabel(id)}`;
}

/**
 * Keeps the provider and app filters the store can use and says what was left out: a value that
 * is not a provider id, or an app this hub cannot tell (the API answers those with a 400; a page
 * shows the listing without them). "all" with other providers is just "all".
 */
export function checkListFilters(params: ListingParams): { params: ListingParams; notices: string[] } {
  const notices: string[] = [];
  const checked: ListingParams = { ...params };
  delete checked.providers;
  delete checked.apps;
  const providers = (params.providers ?? []).filter((provider) => {
    const ok = provider === ANY_PROVIDER || PROVIDER_ID.test(provider);
    if (!ok)
      notices.push(`Ignored the inference provider ${quotedFromUrl(provider)}: it is not a provider id.`);
    return ok;
  });
  if (providers.length) checked.providers = providers.includes(ANY_PROVIDER) ? [ANY_PROVIDER] : providers;
  const apps = (params.apps ?? []).filter((app) => {
    const ok = isKnownLocalApp(app);
    if (!ok) {
      const known = LISTED_LOCAL_APPS.map((id) => LOCAL_APPS[id].prettyLabel);
      notices.push(
        `Ignored the local app ${quotedFromUrl(app)}: this hub can filter by ${known.slice(0, -1).join(", ")} and ${known.at(-1)}.`,
      );
    }
    return ok;
  });
  if (apps.length) checked.apps = apps;
  return { params: checked, notices };
}

/**
 * What a tag filter's chip says: a model tree link's tag names its relation and base model; a
 * plain `base_model:<id>` tag, the models made from it in any way.
 */
function tagFilterLabel(tag: string): string {
  const base = baseModelsOf({ tags: [tag] })[0];
  if (!base) return `Tagged ${tag}`;
  return base.relation
    ? `${DERIVED_MODELS_HEADING[base.relation]} ${base.id}`
    : `Models made from ${base.id}`;
}

/** Says that a sidebar section's counts are not narrowed by the filters in effect. */
export const MODEL_WHOLE_CATALOGUE_NOTE =
  "Counts are for the whole catalogue: too many models match to count them here.";

/** Says that a sidebar section has no counts: too many models match, and the catalogue keeps none. */
export const MODEL_UNCOUNTED_NOTE = "Not counted: too many models match to count them here.";

/** Listed models as result cards, each with its parameter count when its record states one. */
export async function modelCards(store: Store, models: readonly ModelSummary[]): Promise<ResultCardData[]> {
  const counts = await store.models.parameterCounts(models.map((model) => model.id));
  return models.map((model) => modelCard(model, counts.get(model.id)));
}

/** A model as a result card. */
function modelCard(
  model: {
    id: string;
    pipeline_tag?: string;
    library_name?: string;
    downloads?: number;
    likes?: number;
    lastModified?: string;
  },
  parameters?: number,
): ResultCardData {
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
  if (parameters !== undefined)
    card.parameters = { count: parameters, label: `${formatParameterCount(parameters)} params` };
  if (model.lastModified) card.lastModified = model.lastModified;
  return card;
}

/** Everything the model listing at `url` shows, read from the store. Bad paging is a 400. */
export async function loadModelListing(store: Store, url: URL): Promise<ListingData> {
  const sorts = await catalogueSortsOf(
    store,
    "models",
    async (sort) => (await store.models.list({ sort, direction: "desc", limit: 1 })).items[0],
    { byParameters: true },
  );
  const { params, notices } = checkListFilters(
    withAvailableSort(readListingParams("models", url.searchParams, sorts.defaultSort), sorts),
  );
  const filter: ModelQuery = {};
  if (params.search) filter.search = params.search;
  if (params.author) filter.author = params.author;
  if (params.task) filter.pipelineTag = params.task;
  if (params.library) filter.library = params.library;
  if (params.providers) filter.inferenceProviders = params.providers;
  if (params.apps) filter.apps = params.apps;
  if (params.tags) filter.tags = params.tags;
  if (params.fits !== undefined) filter.fitsMemoryGb = params.fits;
  Object.assign(filter, modelCardFilter(params));
  return loadListingOr400(async () => {
    const { count: total, exact } = await store.models.total(filter);
    const page = await store.models.list({
      ...filter,
      sort: storeSortKey(params.sort),
      direction: "desc",
      limit: PAGE_SIZE,
      ...(params.cursor ? { cursor: params.cursor } : {}),
    });
    // Each section is counted within every filter but its own, so a count is what its link gives
    // (for a provider added to others: the models it serves among the other filters). Past the
    // store's bound, a section shows the whole catalogue's counts with a note (decision 095); a
    // section drops one filter, so it matches at least the page's models and, when those are past
    // the bound already, is not counted again.
    const bound = exact && total <= SIDEBAR_ROW_BOUND ? {} : { rowBound: 0 };
    const [tasks, libraries, providerTags, appTags, languages, licenses, parameters, gating, baseModels] =
      await store.models.sidebarCounts(sidebarSections(filter), bound);
    const taskCounts = facetCountMap(tasks.counts);
    const libraryCounts = facetCountMap(libraries.counts);
    const { providerCounts, appTagCounts, providersWithin, appsWithin } = derivedTagCounts(
      providerTags,
      appTags,
    );
    const kinds = [...gating.counts, ...baseModels.counts];
    const listing: ListingData = {
      kind: "models",
      params,
      total,
      ...(exact ? {} : { totalIsFloor: true }),
      items: await modelCards(store, page.items),
      taskGroups: taskFacetGroups("models", params, taskFilters("models"), taskCounts),
      libraries: libraryOptions(params, libraryCounts),
      providers: providerFacetOptions(params, providerCounts, providerLabel),
      localApps: localAppOptions(params, appTagCounts),
      hardwareFit: {
        baseHref: listingHref("models", params, { fits: undefined }),
        sizes: [...PICKABLE_MEMORY_SIZES_GB],
        ...(params.fits === undefined ? {} : { selected: params.fits }),
      },
      languages: languageOptions(params, languages.counts),
      licenses: licenseOptions(params, licenses.counts),
      parameterRanges: parameterRangeOptions(params, parameters),
      modelKinds: modelKindOptions(params, {
        counts: kinds,
        withinQuery: gating.withinQuery && baseModels.withinQuery,
      }),
      sortOptions: sortOptions("models", params, sorts.unavailable),
      activeFilters: activeFilters("models", params, {
        task: taskName(params.task),
        library: libraryLabel(params.library),
        listValue: listValueLabel,
        ...(params.numParameters ? { parameters: parameterRangeLabel(params.numParameters) } : {}),
      }),
    };
    const countsNotes = {
      ...(tasks.withinQuery ? {} : { tasks: MODEL_WHOLE_CATALOGUE_NOTE }),
      ...(libraries.withinQuery ? {} : { libraries: MODEL_WHOLE_CATALOGUE_NOTE }),
      ...(providersWithin ? {} : { providers: MODEL_WHOLE_CATALOGUE_NOTE }),
      ...(appsWithin ? {} : { apps: MODEL_WHOLE_CATALOGUE_NOTE }),
      ...(languages.withinQuery ? {} : { languages: MODEL_WHOLE_CATALOGUE_NOTE }),
      ...(licenses.withinQuery ? {} : { licenses: MODEL_WHOLE_CATALOGUE_NOTE }),
      ...(parameters.withinQuery ? {} : { parameters: MODEL_UNCOUNTED_NOTE }),
      ...(gating.withinQuery && baseModels.withinQuery ? {} : { modelKinds: MODEL_WHOLE_CATALOGUE_NOTE }),
    };
    if (Object.keys(countsNotes).length) listing.countsNotes = countsNotes;
    notices.push(
      ...noticesOf(
        ignoredSortNotice(params, "models"),
        params.ignoredFits === undefined
          ? undefined
          : `Ignored the memory size ${quotedFromUrl(params.ignoredFits)}: "fits" takes a size in GB, such as 24GB.`,
        unknownFilterNotice("models", "task", params.task, (id) => !!taskName(id), total),
        unknownFilterNotice("models", "library", params.library, (id) => !!libraryLabel(id), total),
      ),
      ...ignoredModelFilterNotices(params),
    );
    if (notices.length) listing.notices = notices;
    return withPagingAndSnapshot(store, listing, page.nextCursor);
  });
}

/** The store filters of a listing's language, license, parameter, gating and model tree state. */
function modelCardFilter(params: ListingParams): ModelQuery {
  const filter: ModelQuery = {};
  if (params.languages) filter.languages = params.languages;
  if (params.licenses) filter.licenses = params.licenses.map(licenseId);
  const bounds = params.numParameters === undefined ? undefined : parseParameterBounds(params.numParameters);
  if (bounds !== undefined && typeof bounds !== "string") filter.numParameters = bounds;
  if (params.gated !== undefined) filter.gated = params.gated;
  if (params.baseModelsOnly) filter.baseModelsOnly = true;
  // Sorted by parameter count, a listing holds the models that state one: its total and counts too.
  if (storeSortKey(params.sort) === "num_parameters") filter.sort = "num_parameters";
  return filter;
}
