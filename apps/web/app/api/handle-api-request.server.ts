import {
  type DatasetRecord,
  type DatasetSummary,
  InvalidCursorError,
  InvalidQueryError,
  type ModelSummary,
  type Page,
  type Store,
  type StoredModel,
} from "@modelhub/store";
import { ApiError, badParameter, errorResponse, jsonResponse } from "./api-error.server";
import { librariesJson, tasksJson } from "./catalog-json.server";
import {
  DATASET_EXPANDABLE,
  DATASET_FULL_FIELDS,
  DATASET_INFO_FIELDS,
  DATASET_LIST_FIELDS,
  DATASET_SUMMARY_FIELDS,
  datasetJson,
} from "./dataset-json.server";
import { parseDatasetListParams, parseExpand, parseModelListParams } from "./list-params.server";
import {
  MODEL_EXPANDABLE,
  MODEL_FULL_FIELDS,
  MODEL_INFO_FIELDS,
  MODEL_LIST_FIELDS,
  MODEL_LOOKUP_FIELDS,
  MODEL_RAW_FIELDS,
  MODEL_SUMMARY_FIELDS,
  modelJson,
} from "./model-json.server";
import { snippetsJson } from "./snippets-json.server";

/** A matched API route: runs against the store and the request URL. */
type Handler = (store: Store, url: URL) => Response;

/**
 * Answers the JSON API (DESIGN.md's contract, compatible with the Hub's): `/api/models`,
 * `/api/models/{id}` (and `/revision/{rev}`), `/api/models/{id}/snippets`, `/api/datasets`,
 * `/api/datasets/{id}`, `/api/tasks`, `/api/libraries`. Resolves to undefined for paths that are
 * not these routes, so the caller can fall through to its own. Pure apart from reading the store.
 */
export async function handleApiRequest(store: Store, request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/api/")) return undefined;
  const handler = route(url.pathname.slice("/api/".length));
  if (!handler) return undefined;
  try {
    if (request.method !== "GET" && request.method !== "HEAD") {
      throw new ApiError(405, `method ${request.method} is not allowed; this API is read-only`);
    }
    const response = handler(store, url);
    return request.method === "HEAD" ? new Response(null, response) : response;
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    if (error instanceof InvalidCursorError) return errorResponse(badParameter("cursor", error.message));
    if (error instanceof InvalidQueryError) return errorResponse(badParameter(error.field, error.message));
    throw error;
  }
}

/** Splits `owner/name[/revision/REV]` (or a legacy bare `name`) into the id and what follows. */
function repoPath(segments: string[]): { id: string; tail: string[] } | undefined {
  if (segments.length === 0 || segments.some((segment) => segment === "")) return undefined;
  const [first = "", second, ...rest] = segments;
  // A bare legacy id is followed directly by "revision/<rev>".
  if (second === "revision" && rest.length === 1) return { id: first, tail: [second, ...rest] };
  if (second === undefined) return { id: first, tail: [] };
  return { id: `${first}/${second}`, tail: rest };
}

function decodeSegments(path: string): string[] | undefined {
  try {
    return path.split("/").map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

function route(path: string): Handler | undefined {
  const segments = decodeSegments(path.replace(/\/$/, ""));
  if (!segments) return undefined;
  const [collection, ...rest] = segments;
  if (rest.length === 0) {
    if (collection === "models") return listModels;
    if (collection === "datasets") return listDatasets;
    if (collection === "tasks") return (store) => jsonResponse(tasksJson(store));
    if (collection === "libraries") return (store) => jsonResponse(librariesJson(store));
    return undefined;
  }
  if (collection !== "models" && collection !== "datasets") return undefined;
  const repo = repoPath(rest);
  if (!repo) return undefined;
  if (collection === "models" && repo.tail.length === 1 && repo.tail[0] === "snippets") {
    return (store, url) => modelSnippets(store, url, repo.id);
  }
  const isInfo = repo.tail.length === 0 || (repo.tail.length === 2 && repo.tail[0] === "revision");
  if (!isInfo) return undefined;
  return collection === "models"
    ? (store, url) => modelInfo(store, url, repo.id)
    : (store, url) => datasetInfo(store, url, repo.id);
}

/** The response of one page, with the Hub's `Link: <next>; rel="next"` header when more follow. */
function pageResponse<T>(page: Page<T>, url: URL, toJson: (item: T) => unknown): Response {
  const headers: Record<string, string> = {};
  if (page.nextCursor) {
    const next = new URL(url);
    next.searchParams.set("cursor", page.nextCursor);
    headers.link = `<${next.href}>; rel="next"`;
  }
  return jsonResponse(page.items.map(toJson), { headers });
}

function listModels(store: Store, url: URL): Response {
  const { query, output } = parseModelListParams(url.searchParams, MODEL_EXPANDABLE);
  const fields: string[] = output.expand ?? [...(output.full ? MODEL_FULL_FIELDS : MODEL_LIST_FIELDS)];
  if (output.config && !fields.includes("config")) fields.push("config");
  const needsRecord = fields.some(
    (field) => !MODEL_SUMMARY_FIELDS.has(field) && !MODEL_LOOKUP_FIELDS.has(field),
  );
  const needsRaw = fields.some((field) => MODEL_RAW_FIELDS.has(field));
  // One read transaction: the page and what is looked up for it come from the same snapshot
  // even while an import commits.
  return store.transaction(() => {
    const page: Page<ModelSummary | StoredModel> = needsRecord
      ? store.models.listRecords(query)
      : store.models.list(query);
    // One lookup for the whole page, not one per model.
    const spaces = fields.includes("spaces")
      ? store.spaces.usingModels(page.items.map((model) => model.id))
      : undefined;
    return pageResponse(page, url, (model) =>
      modelJson(model, fields, "list", {
        raw: needsRaw ? store.models.getRaw(model.id) : undefined,
        spaces: spaces && (spaces.get(model.id) ?? []),
      }),
    );
  });
}

function modelInfo(store: Store, url: URL, id: string): Response {
  const fields = parseExpand(url.searchParams, MODEL_EXPANDABLE) ?? MODEL_INFO_FIELDS;
  return store.transaction(() => {
    const model = store.models.get(id);
    if (!model) throw new ApiError(404, `model ${JSON.stringify(id)} not found`);
    return jsonResponse(
      modelJson(model, fields, "record", {
        raw: store.models.getRaw(id),
        spaces: fields.includes("spaces") ? store.spaces.usingModel(id) : undefined,
      }),
    );
  });
}

function modelSnippets(store: Store, url: URL, id: string): Response {
  const model = store.models.get(id);
  if (!model) throw new ApiError(404, `model ${JSON.stringify(id)} not found`);
  return jsonResponse(snippetsJson(model, url.searchParams));
}

function listDatasets(store: Store, url: URL): Response {
  const { query, output } = parseDatasetListParams(url.searchParams, DATASET_EXPANDABLE);
  const fields: readonly string[] =
    output.expand ?? (output.full ? DATASET_FULL_FIELDS : DATASET_LIST_FIELDS);
  // `sha` comes from the record as imported, which the summary and the normalized record both lack.
  const raw = (id: string) => (fields.includes("sha") ? store.datasets.getRaw(id) : undefined);
  const toJson = (dataset: DatasetSummary | DatasetRecord) => datasetJson(dataset, fields, raw(dataset.id));
  return store.transaction(() => {
    const page: Page<DatasetSummary | DatasetRecord> = fields.every(
      (field) => DATASET_SUMMARY_FIELDS.has(field) || field === "sha",
    )
      ? store.datasets.list(query)
      : store.datasets.listRecords(query);
    return pageResponse(page, url, toJson);
  });
}

function datasetInfo(store: Store, url: URL, id: string): Response {
  const fields = parseExpand(url.searchParams, DATASET_EXPANDABLE) ?? DATASET_INFO_FIELDS;
  return store.transaction(() => {
    const dataset = store.datasets.get(id);
    if (!dataset) throw new ApiError(404, `dataset ${JSON.stringify(id)} not found`);
    return jsonResponse(datasetJson(dataset, fields, store.datasets.getRaw(id)));
  });
}
