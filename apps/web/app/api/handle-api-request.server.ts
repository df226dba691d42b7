import {
  DatabaseConnectionError,
  type DatasetEntry,
  type DatasetSummary,
  InvalidCursorError,
  InvalidQueryError,
  type ModelEntry,
  type ModelSummary,
  type Page,
  type Store,
} from "@modelhub/store";
import { type ApiAnswer, answerToResponse, errorAnswer, jsonAnswer } from "./api-answer.server";
import { ApiError, badParameter, databaseUnavailable } from "./api-error.server";
import { librariesJson, tasksJson } from "./catalog-json.server";
import { commitSha } from "./commit-sha.server";
import {
  DATASET_EXPANDABLE,
  DATASET_FULL_FIELDS,
  DATASET_INFO_FIELDS,
  DATASET_LIST_FIELDS,
  DATASET_SUMMARY_FIELDS,
  datasetJson,
} from "./dataset-json.server";
import {
  parseDatasetListParams,
  parseExpand,
  parseModelListParams,
  parseSpaceListParams,
} from "./list-params.server";
import {
  MODEL_EXPANDABLE,
  MODEL_FULL_FIELDS,
  MODEL_INFO_FIELDS,
  MODEL_LIST_FIELDS,
  MODEL_LOOKUP_FIELDS,
  MODEL_SUMMARY_FIELDS,
  modelJson,
} from "./model-json.server";
import { snippetsJson } from "./snippets-json.server";
import {
  SPACE_EXPANDABLE,
  SPACE_FULL_FIELDS,
  SPACE_INFO_FIELDS,
  SPACE_LIST_FIELDS,
  spaceJson,
} from "./space-json.server";

/** A matched API route: runs against the store and the request URL. */
type Handler = (store: Store, url: URL) => Promise<ApiAnswer>;

/**
 * Answers the JSON API (compatible with the Hub's; README.md lists what it refuses): `/api/models`,
 * `/api/models/{id}` (and `/revision/{rev}`), `/api/models/{id}/snippets`, `/api/datasets`,
 * `/api/datasets/{id}`, `/api/spaces`, `/api/spaces/{id}` (and `/revision/{rev}`), `/api/tasks`, `/api/libraries`. Undefined for paths that are not these
 * routes, so the caller can fall through to its own. Pure apart from reading the store.
 */
export async function answerApiRequest(
  store: Store,
  method: string,
  url: URL,
): Promise<ApiAnswer | undefined> {
  if (!url.pathname.startsWith("/api/")) return undefined;
  const handler = route(url.pathname.slice("/api/".length));
  if (!handler) return undefined;
  if (method === "OPTIONS") return preflightAnswer();
  const answer = await answerRoute(store, method, url, handler);
  Object.assign(answer.headers, CROSS_ORIGIN_HEADERS);
  return answer;
}

/**
 * Lets pages on other origins read the API, as the Hub's does (huggingface.js in a browser): it is
 * public and read-only, and reads no cookies. The client pages through `Link` and reads the
 * Hub's error code, which a browser hides from it unless they are exposed.
 */
export const CROSS_ORIGIN_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "Link, X-Error-Code",
};

/** The answer to a browser's preflight: GET and HEAD, with a token (Authorization) or any header. */
function preflightAnswer(): ApiAnswer {
  return {
    status: 204,
    headers: {
      ...CROSS_ORIGIN_HEADERS,
      "access-control-allow-methods": "GET, HEAD",
      // "*" covers every header but Authorization, which must be named.
      "access-control-allow-headers": "Authorization, *",
      "access-control-max-age": "86400",
    },
    body: "",
  };
}

async function answerRoute(store: Store, method: string, url: URL, handler: Handler): Promise<ApiAnswer> {
  try {
    if (method !== "GET" && method !== "HEAD") {
      throw new ApiError(405, `method ${method} is not allowed; this API is read-only`);
    }
    return await handler(store, url);
  } catch (error) {
    if (error instanceof ApiError) return errorAnswer(error);
    if (error instanceof InvalidCursorError) return errorAnswer(badParameter("cursor", error.message));
    if (error instanceof InvalidQueryError) return errorAnswer(badParameter(error.field, error.message));
    if (error instanceof DatabaseConnectionError) return errorAnswer(databaseUnavailable());
    throw error;
  }
}

/** answerApiRequest for a Fetch Request (React Router's API route, tests, the benchmark). */
export async function handleApiRequest(store: Store, request: Request): Promise<Response | undefined> {
  const answer = await answerApiRequest(store, request.method, new URL(request.url));
  return answer && answerToResponse(answer, request.method);
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
  if (!segments) {
    return () => {
      throw new ApiError(400, `the path /api/${path} has a malformed percent-encoding`);
    };
  }
  const [collection, ...rest] = segments;
  if (rest.length === 0) {
    if (collection === "models") return listModels;
    if (collection === "datasets") return listDatasets;
    if (collection === "spaces") return listSpaces;
    if (collection === "tasks") return async (store) => jsonAnswer(await tasksJson(store));
    if (collection === "libraries") return async (store) => jsonAnswer(await librariesJson(store));
    return undefined;
  }
  if (collection !== "models" && collection !== "datasets" && collection !== "spaces") return undefined;
  if (collection === "models" && rest.length === 2 && rest[1] === "snippets") {
    // A model named "<owner>/snippets", else the snippets of a legacy bare id.
    const [name = ""] = rest;
    return async (store, url) =>
      (await store.models.has(`${name}/snippets`))
        ? await modelInfo(store, url, `${name}/snippets`, undefined)
        : await modelSnippets(store, url, name);
  }
  const repo = repoPath(rest);
  if (!repo) return undefined;
  if (collection === "models" && repo.tail.length === 1 && repo.tail[0] === "snippets") {
    return (store, url) => modelSnippets(store, url, repo.id);
  }
  // A revision may contain slashes (refs/pr/1) whether or not the client encoded them.
  const revision =
    repo.tail[0] === "revision" && repo.tail.length > 1 ? repo.tail.slice(1).join("/") : undefined;
  if (repo.tail.length > 0 && revision === undefined) return undefined;
  if (collection === "spaces") return (store, url) => spaceInfo(store, url, repo.id, revision);
  return collection === "models"
    ? (store, url) => modelInfo(store, url, repo.id, revision)
    : (store, url) => datasetInfo(store, url, repo.id, revision);
}

/**
 * The store keeps one revision of each repository: the head of `main`, named by "main" (or
 * "HEAD") or by its commit id when the imported record has one. Any other revision is a 404 with
 * the Hub's `X-Error-Code`, which huggingface_hub turns into RevisionNotFoundError.
 */
export function checkRevision(
  kind: "model" | "dataset" | "space",
  id: string,
  revision: string | undefined,
  raw: Record<string, unknown>,
) {
  if (revision === undefined || revision === "main" || revision === "HEAD") return;
  const sha = commitSha(raw);
  if (sha !== undefined && revision.toLowerCase() === sha) return;
  throw new ApiError(
    404,
    `revision ${JSON.stringify(revision)} of ${kind} ${JSON.stringify(id)} not found: this hub keeps only the head of main${sha ? ` (${sha})` : ""}`,
    { "x-error-code": "RevisionNotFound" },
  );
}

/** A 404 for an id the store does not have, with the Hub's `X-Error-Code`. */
export function notFound(kind: "model" | "dataset" | "space", id: string): ApiError {
  return new ApiError(404, `${kind} ${JSON.stringify(id)} not found`, { "x-error-code": "RepoNotFound" });
}

/** The answer of one page, with the Hub's `Link: <next>; rel="next"` header when more follow. */
function pageAnswer<T>(page: Page<T>, url: URL, toJson: (item: T) => unknown): ApiAnswer {
  const headers: Record<string, string> = {};
  if (page.nextCursor) {
    const next = new URL(url);
    next.searchParams.set("cursor", page.nextCursor);
    headers.link = `<${next.href}>; rel="next"`;
  }
  return jsonAnswer(page.items.map(toJson), { headers });
}

async function listModels(store: Store, url: URL): Promise<ApiAnswer> {
  const { query, output } = parseModelListParams(url.searchParams, MODEL_EXPANDABLE);
  const fields: string[] = output.expand ?? [...(output.full ? MODEL_FULL_FIELDS : MODEL_LIST_FIELDS)];
  if (output.config && !fields.includes("config")) fields.push("config");
  if (output.cardData && !fields.includes("cardData")) fields.push("cardData");
  // Anything beyond the listing columns (card data, files, sha...) is read from the stored record.
  const needsEntry = fields.some(
    (field) => !MODEL_SUMMARY_FIELDS.has(field) && !MODEL_LOOKUP_FIELDS.has(field),
  );
  const needsSpaces = fields.includes("spaces");
  const readPage = async (): Promise<ApiAnswer> => {
    const page: Page<ModelEntry | ModelSummary> = needsEntry
      ? await store.models.listEntries(query)
      : await store.models.list(query);
    const items = page.items.map((item) => ("raw" in item ? item : { model: item, raw: undefined }));
    // One lookup for the whole page, not one per model.
    const spaces = needsSpaces
      ? await store.spaces.usingModels(items.map(({ model }) => model.id))
      : undefined;
    return pageAnswer({ ...page, items }, url, ({ model, raw }) =>
      modelJson(model, fields, "list", { raw, spaces: spaces && (spaces.get(model.id) ?? []) }),
    );
  };
  // The page and the spaces looked up for it come from one snapshot even while an import commits;
  // a page read alone is one statement, consistent by itself.
  return needsSpaces ? await store.transaction(readPage) : await readPage();
}

function modelInfo(store: Store, url: URL, id: string, revision: string | undefined): Promise<ApiAnswer> {
  const fields = parseExpand(url.searchParams, MODEL_EXPANDABLE) ?? MODEL_INFO_FIELDS;
  return store.transaction(async () => {
    const entry = await store.models.getEntry(id);
    if (!entry) throw notFound("model", id);
    checkRevision("model", id, revision, entry.raw);
    return jsonAnswer(
      modelJson(entry.model, fields, "record", {
        raw: entry.raw,
        spaces: fields.includes("spaces") ? await store.spaces.usingModel(id) : undefined,
      }),
    );
  });
}

async function modelSnippets(store: Store, url: URL, id: string): Promise<ApiAnswer> {
  const model = await store.models.get(id);
  if (!model) throw notFound("model", id);
  return jsonAnswer(snippetsJson(model, url.searchParams));
}

async function listDatasets(store: Store, url: URL): Promise<ApiAnswer> {
  const { query, output } = parseDatasetListParams(url.searchParams, DATASET_EXPANDABLE);
  const fields: readonly string[] =
    output.expand ?? (output.full ? DATASET_FULL_FIELDS : DATASET_LIST_FIELDS);
  // `sha` comes from the record as imported, which the summary lacks.
  if (fields.every((field) => DATASET_SUMMARY_FIELDS.has(field))) {
    return pageAnswer(await store.datasets.list(query), url, (dataset: DatasetSummary) =>
      datasetJson(dataset, fields),
    );
  }
  return pageAnswer(await store.datasets.listEntries(query), url, ({ dataset, raw }: DatasetEntry) =>
    datasetJson(dataset, fields, raw),
  );
}

async function datasetInfo(
  store: Store,
  url: URL,
  id: string,
  revision: string | undefined,
): Promise<ApiAnswer> {
  const fields = parseExpand(url.searchParams, DATASET_EXPANDABLE) ?? DATASET_INFO_FIELDS;
  const entry = await store.datasets.getEntry(id);
  if (!entry) throw notFound("dataset", id);
  checkRevision("dataset", id, revision, entry.raw);
  return jsonAnswer(datasetJson(entry.dataset, fields, entry.raw));
}

async function listSpaces(store: Store, url: URL): Promise<ApiAnswer> {
  const { query, output } = parseSpaceListParams(url.searchParams, SPACE_EXPANDABLE);
  const fields = output.expand ?? (output.full ? SPACE_FULL_FIELDS : SPACE_LIST_FIELDS);
  return pageAnswer(await store.spaces.listPage(query), url, (space) => spaceJson(space, fields));
}

async function spaceInfo(
  store: Store,
  url: URL,
  id: string,
  revision: string | undefined,
): Promise<ApiAnswer> {
  const fields = parseExpand(url.searchParams, SPACE_EXPANDABLE) ?? SPACE_INFO_FIELDS;
  const space = await store.spaces.get(id);
  if (!space) throw notFound("space", id);
  checkRevision("space", id, revision, { sha: space.sha });
  return jsonAnswer(spaceJson(space, fields));
}
