// The URL of a listing is its whole state: search, author, task, library, inference providers,
// local apps, tags, languages, licenses, parameter count, gating, sort and page cursor live in the
// query string, so every view works without JavaScript and can be shared as a link.

import type { DatasetTagFilters } from "@modelhub/store";
import {
  DATASET_FILTER_PARAMS,
  type DatasetFilterParam,
  parseTagFilter,
  tagFilterParam,
} from "./dataset-filter-params";
import { LICENSE_TAG_PREFIX, MODEL_FILTER_PARAM, parseParameterBounds } from "./model-filter-params";

/**
 * Sort choices as they appear in the URL (`?sort=`), in menu order. Relevance orders a search's
 * matches, and is offered only while searching (decision 100).
 */
export const SORT_OPTIONS = [
  { id: "relevance", label: "Most relevant", key: "relevance", searchOnly: true },
  { id: "trending", label: "Trending", key: "trendingScore" },
  { id: "downloads", label: "Most downloads", key: "downloads" },
  { id: "likes", label: "Most likes", key: "likes" },
  { id: "created", label: "Recently created", key: "createdAt" },
  { id: "modified", label: "Recently updated", key: "lastModified" },
  { id: "num_parameters", label: "Most parameters", key: "num_parameters", modelsOnly: true },
] as const;

export type SortId = (typeof SORT_OPTIONS)[number]["id"];
export type StoreSortKey = (typeof SORT_OPTIONS)[number]["key"];

export const DEFAULT_SORT: SortId = "trending";

/**
 * The order a listing opens in: trending, unless no entry of the catalogue has a trending score
 * (an imported dump may carry none), where it would be an arbitrary order; then most downloads.
 */
export function defaultSortFor(highestTrendingScore: number | undefined): SortId {
  return highestTrendingScore !== undefined && highestTrendingScore > 0 ? DEFAULT_SORT : "downloads";
}

/** The state of a listing as read from its URL. */
export interface ListingParams {
  search: string;
  /** The owner whose repositories are listed (`author`, the Hub's name); a model page's owner link. */
  author?: string;
  /** Task id filter (`pipeline_tag` on models, `task_categories` on datasets). */
  task?: string;
  /** Library filter. */
  library?: string;
  /**
   * Models: inference providers of which one must serve the model (`inference_provider=a,b`, the
   * Hub's name; "all": any provider). As read from the URL: ids are checked by the loader.
   */
  providers?: string[];
  /** Models: local apps of which one must run the model (`apps=llama.cpp`), as read from the URL. */
  apps?: string[];
  /**
   * Models: tags every listed model carries, from the Hub's `other` and `filter` parameters (its
   * model tree links are `other=base_model:finetune:<id>`), as the API reads `filter`.
   */
  tags?: string[];
  /**
   * Models: a memory size in GB the smallest GGUF quant must fit in (`fits=24GB`), as the loader
   * checked it (see parseMemoryGb).
   */
  fits?: number;
  /** Models: language codes every listed model is tagged with (`language=fr`). */
  languages?: string[];
  /** Models: license tags every listed model carries (`license=license:mit`; a bare id is read as its tag). */
  licenses?: string[];
  /** Models: a parameter-count range as `num_parameters` writes it ("min:1B,max:3B"), checked. */
  numParameters?: string;
  /** Models: gated models only (true) or ungated ones only (false). */
  gated?: boolean;
  /** Models: only models that name no base model. */
  baseModelsOnly?: boolean;
  /** A `num_parameters` or `gated` the URL gave that the listing could not read, by parameter name. */
  ignoredModelFilters?: { name: string; value: string }[];
  sort: SortId;
  /** A `fits` the URL gave that is no memory size (the listing shows every model instead). */
  ignoredFits?: string;
  /** A `sort` the URL named that is no sort of the listing's (it shows `defaultSort` instead). */
  ignoredSort?: string;
  /** The sort used when the URL names none (left out of the listing's links). */
  defaultSort: SortId;
  /** Opaque store cursor of the page shown; absent on the first page. */
  cursor?: string;
  /**
   * Datasets: the facet filters in the Hub's form (`modality`, `size_categories`, `format`,
   * `language`, `license`; `task_categories` and `library` too when they list several values).
   */
  tagFilters?: DatasetTagFilters;
  /** Datasets: facet parameters that could not be read, with why (the listing leaves them out). */
  ignoredTagFilters?: [DatasetFilterParam, string][];
}

/** The query-string name of the task filter of each listing (the Hub's names). */
export const TASK_PARAM = { models: "pipeline_tag", datasets: "task_categories" } as const;

export type ListingKind = keyof typeof TASK_PARAM;

/** The query-string names of the model listing's list filters (the Hub's names). */
export const LIST_PARAM = {
  providers: "inference_provider",
  apps: "apps",
  tags: "other",
  languages: MODEL_FILTER_PARAM.languages,
  licenses: MODEL_FILTER_PARAM.licenses,
} as const;

/** The list filters a model listing's URL holds, in the order its links write them. */
const LIST_FIELDS = ["providers", "apps", "tags", "languages", "licenses"] as const;

/** The query-string name of the model listing's hardware filter: `fits=24GB`. */
export const FITS_PARAM = "fits";

/**
 * A memory size as `fits` gives it ("24GB", "24 GB", "24gb" or "24"), in GB; undefined for
 * anything else.
 */
export function parseMemoryGb(value: string): number | undefined {
  const match = /^(\d{1,5}(?:\.\d{1,2})?)\s*(?:GB)?$/iu.exec(value.trim());
  const gb = match ? Number(match[1]) : Number.NaN;
  return gb > 0 ? gb : undefined;
}

/** Another name the Hub gives the tag filter (the API's), read as `other`. */
const TAG_PARAM_ALIAS = "filter";

/** The most values a list filter keeps from a URL (there are a few dozen providers). */
export const MAX_LIST_VALUES = 32;

/** The filters whose value is a list (providers and apps: any of its values matches; the others: all). */
export type ListField = keyof typeof LIST_PARAM;

/**
 * A list filter's values: repeated parameters and comma-separated values alike, trimmed, without
 * empties or repeats, at most MAX_LIST_VALUES; undefined when none.
 */
function readList(query: URLSearchParams, ...names: string[]): string[] | undefined {
  const values = names
    .flatMap((name) => query.getAll(name))
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "");
  const unique = [...new Set(values)].slice(0, MAX_LIST_VALUES);
  return unique.length ? unique : undefined;
}

/**
 * The sort a URL's `sort` names: a menu id (`created`) or the API's name for it (`createdAt`, as in
 * a link written for `/api/models`); undefined for neither.
 */
export function sortIdOf(value: string, kind: ListingKind = "models"): SortId | undefined {
  return SORT_OPTIONS.find(
    (option) =>
      (option.id === value || option.key === value) && (kind === "models" || !("modelsOnly" in option)),
  )?.id;
}

/** A `gated` value as the Hub's clients send it (true, True, 1; false, False, 0); undefined otherwise. */
function readGated(value: string): boolean | undefined {
  const lower = value.toLowerCase();
  if (lower === "true" || lower === "1") return true;
  if (lower === "false" || lower === "0") return false;
  return undefined;
}

/** Reads the filters on a model card's metadata into `params`, noting values it could not read. */
function readModelCardFilters(query: URLSearchParams, params: ListingParams): void {
  const ignored: { name: string; value: string }[] = [];
  const languages = readList(query, LIST_PARAM.languages);
  if (languages) params.languages = languages;
  const licenses = readList(query, LIST_PARAM.licenses)
    ?.map((value) => (value.startsWith(LICENSE_TAG_PREFIX) ? value : `${LICENSE_TAG_PREFIX}${value}`))
    .filter((tag) => tag !== LICENSE_TAG_PREFIX);
  if (licenses?.length) params.licenses = [...new Set(licenses)];
  const range = query.get(MODEL_FILTER_PARAM.numParameters)?.trim();
  if (range) {
    if (typeof parseParameterBounds(range) === "string")
      ignored.push({ name: MODEL_FILTER_PARAM.numParameters, value: range });
    else params.numParameters = range;
  }
  const gatedValue = query.get(MODEL_FILTER_PARAM.gated)?.trim();
  if (gatedValue) {
    const gated = readGated(gatedValue);
    if (gated === undefined) ignored.push({ name: MODEL_FILTER_PARAM.gated, value: gatedValue });
    else params.gated = gated;
  }
  if (readGated(query.get(MODEL_FILTER_PARAM.baseModelsOnly)?.trim() ?? "")) params.baseModelsOnly = true;
  if (ignored.length) params.ignoredModelFilters = ignored;
}

/**
 * Reads a listing's state from its query string; an unknown sort falls back to the default, which
 * is "downloads" for a search.
 */
export function readListingParams(
  kind: ListingKind,
  query: URLSearchParams,
  defaultSort: SortId = DEFAULT_SORT,
): ListingParams {
  const named = query.get("sort")?.trim();
  const sort = named ? sortIdOf(named, kind) : undefined;
  const search = (query.get("search") ?? "").trim().slice(0, 200);
  // A search lists its best matches first unless the visitor picks another order (decision 100).
  const listingDefault: SortId = search ? "relevance" : defaultSort;
  // Without a search there is nothing to be relevant to: the listing's own order, and a notice.
  const usable = sort === "relevance" && !search ? undefined : sort;
  const params: ListingParams = { search, sort: usable ?? listingDefault, defaultSort: listingDefault };
  if (named && !usable) params.ignoredSort = named;
  const author = query.get("author")?.trim();
  if (author) params.author = author;
  if (kind === "datasets") readDatasetFacets(query, params);
  else {
    const task = query.get(TASK_PARAM[kind])?.trim();
    if (task) params.task = task;
    const library = query.get("library")?.trim();
    if (library) params.library = library;
  }
  if (kind === "models") {
    for (const field of ["providers", "apps"] as const) {
      const values = readList(query, LIST_PARAM[field]);
      if (values) params[field] = values;
    }
    const tags = readList(query, LIST_PARAM.tags, TAG_PARAM_ALIAS);
    if (tags) params.tags = tags;
    readModelCardFilters(query, params);
    const fits = query.get(FITS_PARAM)?.trim();
    if (fits) {
      const gb = parseMemoryGb(fits);
      if (gb === undefined) params.ignoredFits = fits;
      else params.fits = gb;
    }
  }
  const cursor = query.get("cursor");
  if (cursor) params.cursor = cursor;
  return params;
}

/**
 * A dataset URL's facet parameters, in the Hub's form or bare: one task or library is the listing's
 * task or library (`task_categories=task_categories:translation`), several are tag filters.
 */
function readDatasetFacets(query: URLSearchParams, params: ListingParams): void {
  const filters: DatasetTagFilters = {};
  const ignored: [DatasetFilterParam, string][] = [];
  for (const prefix of DATASET_FILTER_PARAMS) {
    const occurrences = query.getAll(prefix).filter((value) => value.trim() !== "");
    if (!occurrences.length) continue;
    const parsed = parseTagFilter(prefix, occurrences);
    if ("problem" in parsed) {
      ignored.push([prefix, parsed.problem]);
      continue;
    }
    const [only, ...others] = parsed.filter.values;
    if (prefix === "task_categories" && only !== undefined && !others.length) params.task = only;
    else if (prefix === "library" && only !== undefined && !others.length) params.library = only;
    else filters[prefix] = parsed.filter;
  }
  if (Object.keys(filters).length) params.tagFilters = filters;
  if (ignored.length) params.ignoredTagFilters = ignored;
}

/** The store's sort key for a URL sort id. */
export function storeSortKey(sort: SortId): StoreSortKey {
  return SORT_OPTIONS.find((option) => option.id === sort)?.key ?? "trendingScore";
}

/** Changes to a listing's state: `undefined` (or an empty list) removes a filter. */
export type ListingChanges = {
  [K in "search" | "author" | "task" | "library" | "sort" | "cursor"]?: string | undefined;
} & { [K in ListField]?: readonly string[] | undefined } & {
  fits?: number | undefined;
  numParameters?: string | undefined;
  gated?: boolean | undefined;
  baseModelsOnly?: boolean | undefined;
  tagFilters?: DatasetTagFilters | undefined;
};

/**
 * The link to the listing with some state changed. Changing any filter drops the cursor (back to
 * page one); `undefined` removes a parameter; the default sort is left out of the URL.
 */
export function listingHref(kind: ListingKind, current: ListingParams, changes: ListingChanges): string {
  // A listing's sidebar writes a link for each of its hundreds of choices: each value is read where
  // it is, with no merged copy of the state, and the query is written as a string, not built in a
  // URLSearchParams (the same text, at a fraction of the cost).
  const next = <K extends keyof ListingChanges>(key: K): ListingChanges[K] =>
    key in changes ? changes[key] : key === "cursor" ? undefined : (current[key] as ListingChanges[K]);
  let query = "";
  const add = (name: string, value: string) => {
    query += `${query ? "&" : "?"}${name}=${queryValue(value)}`;
  };
  const search = next("search");
  if (search) add("search", search);
  const author = next("author");
  if (author) add("author", author);
  const task = next("task");
  if (task) add(TASK_PARAM[kind], task);
  const library = next("library");
  if (library) add("library", library);
  if (kind === "models") {
    for (const field of LIST_FIELDS) {
      const values = next(field);
      if (values?.length) add(LIST_PARAM[field], values.join(","));
    }
    const fits = next("fits");
    if (fits !== undefined) add(FITS_PARAM, `${fits}GB`);
    const numParameters = next("numParameters");
    if (numParameters) add(MODEL_FILTER_PARAM.numParameters, numParameters);
    const gated = next("gated");
    if (gated !== undefined) add(MODEL_FILTER_PARAM.gated, String(gated));
    if (next("baseModelsOnly")) add(MODEL_FILTER_PARAM.baseModelsOnly, "true");
  } else {
    const tagFilters = next("tagFilters");
    for (const prefix of DATASET_FILTER_PARAMS) {
      const filter = tagFilters?.[prefix];
      // A single task or library, written above, replaces a list of them.
      const written = (prefix === TASK_PARAM.datasets && task) || (prefix === "library" && library);
      if (filter?.values.length && !written) add(prefix, tagFilterParam(prefix, filter));
    }
  }
  const sort = next("sort");
  if (sort && sort !== current.defaultSort) add("sort", sort);
  const cursor = next("cursor");
  if (cursor) add("cursor", cursor);
  return `/${kind}${query}`;
}

/** A query value that URLSearchParams writes as it is, or with only `,` `:` `/` `(` `)` escaped. */
const PLAIN_QUERY_VALUE = /^[\w.*,:/()-]*$/;

/**
 * A query value as URLSearchParams writes it, but for commas, colons, slashes and parentheses:
 * they separate list values and are part of tags and ids, and left unescaped they read as the
 * Hub's links do (`other=base_model:finetune:Qwen/Qwen2.5-7B`, `num_parameters=min:1B,max:3B`).
 */
function queryValue(value: string): string {
  if (PLAIN_QUERY_VALUE.test(value)) return value;
  return new URLSearchParams([["", value]])
    .toString()
    .slice(1)
    .replaceAll("%2C", ",")
    .replaceAll("%3A", ":")
    .replaceAll("%2F", "/")
    .replaceAll("%28", "(")
    .replaceAll("%29", ")");
}
