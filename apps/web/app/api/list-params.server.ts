import { isPipelineType, LISTED_LOCAL_APPS } from "@modelhub/catalog";
import type {
  DatasetQuery,
  ListingSort,
  ModelQuery,
  SortDirection,
  SpaceQuery,
  SpaceSortKey,
} from "@modelhub/store";
import { isKnownLocalApp, MAX_PAGE_SIZE, PROVIDER_ID } from "@modelhub/store";
import { readDatasetTagFilters } from "../lib/dataset-filter-params";
import { FITS_PARAM, parseMemoryGb } from "../lib/listing-params";
import { licenseId, MODEL_FILTER_PARAM, parseParameterBounds } from "../lib/model-filter-params";
import { badParameter } from "./api-error.server";

/** How list items are shaped: which optional fields the client asked for. */
export interface ListOutput {
  /** `full=true`: every field but the config and the card's markdown. */
  full: boolean;
  /** `config=true`: include `config`. */
  config: boolean;
  /** `cardData=true` (models): include `cardData`, as huggingface_hub's `list_models(cardData=True)` asks. */
  cardData: boolean;
  /** `expand` fields: when given, items hold `_id`, `id` and exactly these fields. */
  expand?: string[];
}

/**
 * The Hub's `sort` values and the store sort each means, and `relevance`, ours (decision 100): a
 * search's best matches first.
 */
const SORTS: Record<string, ListingSort> = {
  relevance: "relevance",
  downloads: "downloads",
  likes: "likes",
  trending: "trendingScore",
  trendingScore: "trendingScore",
  createdAt: "createdAt",
  lastModified: "lastModified",
};

/**
 * The Hub's `sort` values for spaces (which have no downloads) and the store sort each means, and
 * `relevance` (a search's best matches first, each tier by likes).
 */
const SPACE_SORTS: Record<string, SpaceSortKey> = {
  relevance: "relevance",
  likes: "likes",
  trending: "trendingScore",
  trendingScore: "trendingScore",
  createdAt: "createdAt",
  lastModified: "lastModified",
};

/** The sorts of model listings: the common ones, and by parameter count. */
const MODEL_SORTS: Record<string, ListingSort> = { ...SORTS, num_parameters: "num_parameters" };

/**
 * Hub filters only model listings take here: dataset and space listings refuse them rather than
 * silently ignore them.
 */
const MODEL_ONLY_FILTERS = ["other", "gated"];

const MAX_SEARCH_LENGTH = 256;

function single(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value === null ? undefined : value;
}

/**
 * A boolean flag: true, 1 or an empty value mean yes; false or 0 mean no. Case does not matter:
 * Python's huggingface_hub sends `full=True` (requests writes a bool as Python spells it).
 */
export function parseFlag(params: URLSearchParams, name: string): boolean {
  const value = single(params, name)?.toLowerCase();
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "" || value === "true" || value === "1") return true;
  throw badParameter(name, `expected true or false, got ${JSON.stringify(single(params, name))}`);
}

/** The `expand` (or `expand[]`) fields, each checked against the allowed names. */
export function parseExpand(params: URLSearchParams, allowed: ReadonlySet<string>): string[] | undefined {
  const values = [...params.getAll("expand"), ...params.getAll("expand[]")];
  if (values.length === 0) return undefined;
  const fields = values.flatMap((value) => value.split(",")).filter((field) => field !== "");
  for (const field of fields) {
    if (!allowed.has(field)) throw badParameter("expand", `unknown field ${JSON.stringify(field)}`);
  }
  return [...new Set(fields)];
}

function parsePaging<Sort extends string>(
  params: URLSearchParams,
  sorts: Record<string, Sort> = SORTS as Record<string, Sort>,
) {
  const sortValue = single(params, "sort");
  const sort = sortValue === undefined ? undefined : sorts[sortValue];
  if (sortValue !== undefined && !sort) {
    throw badParameter("sort", `expected one of ${Object.keys(sorts).join(", ")}`);
  }
  const directionValue = single(params, "direction");
  let direction: SortDirection | undefined;
  if (directionValue === "-1" || directionValue === "desc") direction = "desc";
  else if (directionValue === "1" || directionValue === "asc") direction = "asc";
  else if (directionValue !== undefined)
    throw badParameter("direction", "expected -1 (descending) or 1 (ascending)");
  const limitValue = single(params, "limit");
  let limit: number | undefined;
  if (limitValue !== undefined) {
    limit = /^\d{1,7}$/.test(limitValue) ? Number(limitValue) : Number.NaN;
    if (!(limit >= 1 && limit <= MAX_PAGE_SIZE)) {
      throw badParameter("limit", `expected an integer from 1 to ${MAX_PAGE_SIZE}`);
    }
  }
  const cursor = single(params, "cursor");
  if (cursor === "") throw badParameter("cursor", "empty");
  return { sort, direction, limit, cursor };
}

function parseCommonFilters(params: URLSearchParams, unsupported: readonly string[] = []) {
  for (const name of unsupported) {
    if (params.has(name)) throw badParameter(name, "this filter is not supported by this server");
  }
  const search = single(params, "search");
  if (search !== undefined && search.length > MAX_SEARCH_LENGTH) {
    throw badParameter("search", `longer than ${MAX_SEARCH_LENGTH} characters`);
  }
  const author = single(params, "author");
  if (author === "") throw badParameter("author", "empty");
  // `other` is the Hub's models page's name for tags (`other=base_model:finetune:<id>`).
  const tags = [...params.getAll("filter"), ...params.getAll("other")]
    .flatMap((value) => value.split(","))
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
  return { search, author, tags };
}

/** Comma-separated values of a repeatable parameter, trimmed, without empties; undefined when absent. */
function listParameter(params: URLSearchParams, name: string): string[] | undefined {
  if (!params.has(name)) return undefined;
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "");
  if (!values.length) throw badParameter(name, "empty");
  return values;
}

/**
 * `inference_provider`: providers of which one must serve the model ("all": any). Any well-formed provider id
 * is accepted (imported records may name providers this server has no snippets for); one that
 * serves nothing here simply matches no model.
 */
function parseInferenceProviders(params: URLSearchParams): string[] | undefined {
  const providers = listParameter(params, "inference_provider");
  const bad = providers?.find((provider) => !PROVIDER_ID.test(provider));
  if (bad !== undefined)
    throw badParameter("inference_provider", `not a provider id: ${JSON.stringify(bad)}`);
  return providers;
}

/** `apps`: local apps of which one must run the model; an app the catalogue lacks is a 400. */
function parseApps(params: URLSearchParams): string[] | undefined {
  const apps = listParameter(params, "apps");
  const unknown = apps?.find((app) => !isKnownLocalApp(app));
  if (unknown !== undefined) {
    throw badParameter(
      "apps",
      `unknown app ${JSON.stringify(unknown)}; this server can tell ${LISTED_LOCAL_APPS.join(", ")}`,
    );
  }
  return apps;
}

/** `fits`: a memory size the smallest GGUF quant must fit in ("24GB"); anything else is a 400. */
function parseFits(params: URLSearchParams): number | undefined {
  const value = single(params, FITS_PARAM);
  if (value === undefined) return undefined;
  const gb = parseMemoryGb(value);
  if (gb === undefined)
    throw badParameter(FITS_PARAM, `not a memory size in GB: ${JSON.stringify(value)} (e.g. "24GB")`);
  return gb;
}

/** `num_parameters`: "min:1B,max:3B", either bound left out; anything else is a 400. */
function parseNumParameters(params: URLSearchParams): { min?: number; max?: number } | undefined {
  const value = single(params, MODEL_FILTER_PARAM.numParameters);
  if (value === undefined) return undefined;
  const bounds = parseParameterBounds(value);
  if (typeof bounds === "string") throw badParameter(MODEL_FILTER_PARAM.numParameters, bounds);
  return bounds;
}

/** `gated`: true for gated models only, false for ungated ones only; absent for both. */
function parseGated(params: URLSearchParams): boolean | undefined {
  return params.has(MODEL_FILTER_PARAM.gated) ? parseFlag(params, MODEL_FILTER_PARAM.gated) : undefined;
}

/** `language` (codes, `fr`) and `license` (`license:mit` or `mit`): tags every model carries. */
function parseCardTags(params: URLSearchParams) {
  const languages = listParameter(params, MODEL_FILTER_PARAM.languages);
  const licenses = listParameter(params, MODEL_FILTER_PARAM.licenses)?.map(licenseId);
  if (licenses?.includes("")) throw badParameter(MODEL_FILTER_PARAM.licenses, "a license tag without its id");
  return { languages, licenses };
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** `GET /api/models` parameters as a store query and output options; throws a 400 ApiError. */
export function parseModelListParams(
  params: URLSearchParams,
  expandable: ReadonlySet<string>,
): { query: ModelQuery; output: ListOutput } {
  const pipelineTag = single(params, "pipeline_tag");
  if (pipelineTag !== undefined && !isPipelineType(pipelineTag)) {
    throw badParameter("pipeline_tag", `unknown task ${JSON.stringify(pipelineTag)}`);
  }
  const library = single(params, "library");
  if (library === "") throw badParameter("library", "empty");
  const query: ModelQuery = withoutUndefined({
    ...parseCommonFilters(params),
    pipelineTag,
    library,
    inferenceProviders: parseInferenceProviders(params),
    apps: parseApps(params),
    fitsMemoryGb: parseFits(params),
    ...parseCardTags(params),
    numParameters: parseNumParameters(params),
    gated: parseGated(params),
    baseModelsOnly: parseFlag(params, MODEL_FILTER_PARAM.baseModelsOnly) || undefined,
    ...parsePaging(params, MODEL_SORTS),
  });
  if (query.tags?.length === 0) delete query.tags;
  const output: ListOutput = {
    full: parseFlag(params, "full"),
    config: parseFlag(params, "config"),
    cardData: parseFlag(params, "cardData"),
  };
  const expand = parseExpand(params, expandable);
  if (expand) output.expand = expand;
  return { query, output };
}

/** `GET /api/datasets` parameters as a store query and output options; throws a 400 ApiError. */
export function parseDatasetListParams(
  params: URLSearchParams,
  expandable: ReadonlySet<string>,
): { query: DatasetQuery; output: ListOutput } {
  const query: DatasetQuery = withoutUndefined({
    ...parseCommonFilters(params, MODEL_ONLY_FILTERS),
    ...parsePaging(params),
  });
  if (query.tags?.length === 0) delete query.tags;
  // The listing page's facet parameters (`language=language:fr`, `size_categories=or:(…)`).
  const { filters, problems } = readDatasetTagFilters(params);
  const [problem] = problems;
  if (problem) throw badParameter(problem[0], problem[1]);
  if (Object.keys(filters).length) query.filters = filters;
  const output: ListOutput = { full: parseFlag(params, "full"), config: false, cardData: false };
  const expand = parseExpand(params, expandable);
  if (expand) output.expand = expand;
  return { query, output };
}

/** `GET /api/spaces` parameters as a store query and output options; throws a 400 ApiError. */
export function parseSpaceListParams(
  params: URLSearchParams,
  expandable: ReadonlySet<string>,
): { query: SpaceQuery; output: ListOutput } {
  const query: SpaceQuery = withoutUndefined({
    ...parseCommonFilters(params, MODEL_ONLY_FILTERS),
    ...parsePaging(params, SPACE_SORTS),
  });
  if (query.tags?.length === 0) delete query.tags;
  const output: ListOutput = { full: parseFlag(params, "full"), config: false, cardData: false };
  const expand = parseExpand(params, expandable);
  if (expand) output.expand = expand;
  return { query, output };
}
