import type { ModelSummary, StoredModel } from "@modelhub/store";
import { commitSha } from "./commit-sha.server";
import { hubObjectId } from "./hub-object-id.server";

/** A model in any of the shapes the store returns. */
type AnyModel = ModelSummary | StoredModel;

/**
 * Fields a client may name in `expand` (the Hub's expandable model fields, plus ours:
 * `siblings`, `gguf`, `widgetData`, `mask_token`, `trendingScore`, `downloadsAsOf`, `readme`).
 * Fields we have no data for (gitalyUid, usedStorage...) are accepted and left out; so is `sha`
 * for a record imported without one.
 */
export const MODEL_EXPANDABLE = new Set([
  "author",
  "baseModels",
  "cardData",
  "childrenModelCount",
  "config",
  "createdAt",
  "disabled",
  "downloads",
  "downloadsAllTime",
  "downloadsAsOf",
  "evalResults",
  "gated",
  "gguf",
  "gitalyUid",
  "inference",
  "inferenceProviderMapping",
  "lastModified",
  "library_name",
  "likes",
  "mask_token",
  "model-index",
  "pipeline_tag",
  "private",
  "readme",
  "resourceGroup",
  "safetensors",
  "sha",
  "siblings",
  "spaces",
  "tags",
  "transformersInfo",
  "trendingScore",
  "usedStorage",
  "widgetData",
  "xetEnabled",
]);

/**
 * Fields a list item has by default (what the Hub lists without `full`), `modelId` last: the Hub
 * still sends that old name of `id`, and older scripts read it.
 */
export const MODEL_LIST_FIELDS = [
  "author",
  "likes",
  "trendingScore",
  "private",
  "gated",
  "downloads",
  "tags",
  "pipeline_tag",
  "library_name",
  "createdAt",
  "lastModified",
  "modelId",
] as const;

/**
 * Fields of `full=true` list items (config only with `config=true`): with `baseModels` and
 * `downloadsAsOf`, which the Hub lacks, a full listing holds all a record does (bar `spaces`, and a `model-index` beside the card's), so
 * that another Modelhub mirrors this one from its listings alone.
 */
export const MODEL_FULL_FIELDS = [
  ...MODEL_LIST_FIELDS,
  "disabled",
  "downloadsAllTime",
  "cardData",
  "transformersInfo",
  "widgetData",
  "mask_token",
  "siblings",
  "gguf",
  "safetensors",
  "inferenceProviderMapping",
  "sha",
  "baseModels",
  "downloadsAsOf",
] as const;

/** Fields of `GET /api/models/{id}` (the Hub's model info has `spaces` too). */
export const MODEL_INFO_FIELDS = [...MODEL_FULL_FIELDS, "config", "model-index", "spaces"] as const;

/** Fields a ModelSummary can answer without the full record. */
export const MODEL_SUMMARY_FIELDS: ReadonlySet<string> = new Set([...MODEL_LIST_FIELDS, "disabled"]);

/** Fields looked up apart from the model's record (one query for a whole page). */
export const MODEL_LOOKUP_FIELDS: ReadonlySet<string> = new Set(["spaces"]);

/** What modelJson reads besides the model: the record as imported and the spaces using the model. */
export interface ModelJsonSources {
  /** The record as imported: supplies `sha`, `baseModels` and a top-level `model-index`. */
  raw?: Record<string, unknown>;
  /** Ids of the spaces in the store that use the model (looked up when `spaces` is asked for). */
  spaces?: readonly string[];
}

/** The value of one field in the Hub's shape, or undefined to leave it out. */
function fieldValue(
  model: AnyModel,
  field: string,
  providerMappingAs: "list" | "record",
  { raw, spaces }: ModelJsonSources,
): unknown {
  // A summary simply lacks the record-only fields, which then read as undefined.
  const record: Partial<StoredModel> = model;
  switch (field) {
    case "modelId":
      return model.id;
    case "sha":
      return commitSha(raw);
    case "spaces":
      return spaces;
    case "downloads":
    case "likes":
    case "trendingScore":
      return model[field] ?? 0;
    case "private":
      return model.private ?? false;
    case "gated":
      return model.gated ?? false;
    case "disabled":
      return false;
    case "siblings":
      return record.siblings?.map((file) => (file.size === undefined ? { rfilename: file.rfilename } : file));
    case "model-index":
      return raw?.["model-index"] ?? record.cardData?.["model-index"];
    case "baseModels":
      return raw?.baseModels;
    case "inferenceProviderMapping": {
      const mapping = record.inferenceProviderMapping;
      if (!mapping) return undefined;
      return providerMappingAs === "record"
        ? mapping
        : Object.entries(mapping).map(([provider, entry]) => ({ provider, ...entry }));
    }
    default:
      return (model as unknown as Record<string, unknown>)[field];
  }
}

/**
 * A model as the Hub's API returns it: `_id` and `id` first, then the given fields that have a
 * value. The provider mapping is a list in listings and a record in model info, as on the Hub.
 * `sources` supplies what the model itself lacks (`sha`, `baseModels`, `spaces`).
 */
export function modelJson(
  model: AnyModel,
  fields: readonly string[],
  providerMappingAs: "list" | "record",
  sources: ModelJsonSources = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = { _id: hubObjectId("model", model.id), id: model.id };
  for (const field of fields) {
    const value = fieldValue(model, field, providerMappingAs, sources);
    if (value !== undefined) out[field] = value;
  }
  return out;
}
