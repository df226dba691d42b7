import { asNonEmptyString, asRecord, normalizeSiblings } from "@modelhub/catalog";
import type { DatasetRecord, DatasetSummary } from "@modelhub/store";
import { commitSha } from "./commit-sha.server";
import { hubObjectId } from "./hub-object-id.server";

/**
 * Fields a client may name in `expand` for datasets (the Hub's, plus `downloadsAsOf` and `readme`).
 * Fields we have no data for (gitalyUid, usedStorage...) are accepted and left out; so are
 * `sha`, `siblings` and `citation` for a record imported without them.
 */
export const DATASET_EXPANDABLE = new Set([
  "author",
  "cardData",
  "citation",
  "createdAt",
  "description",
  "disabled",
  "downloads",
  "downloadsAllTime",
  "downloadsAsOf",
  "gated",
  "gitalyUid",
  "lastModified",
  "likes",
  "paperswithcode_id",
  "private",
  "readme",
  "resourceGroup",
  "sha",
  "siblings",
  "tags",
  "trendingScore",
  "usedStorage",
  "xetEnabled",
]);

/** Fields of a dataset list item by default. */
export const DATASET_LIST_FIELDS = [
  "author",
  "disabled",
  "gated",
  "lastModified",
  "likes",
  "trendingScore",
  "private",
  "downloads",
  "tags",
  "createdAt",
] as const;

/** Fields of `full=true` dataset list items. */
export const DATASET_FULL_FIELDS = [
  ...DATASET_LIST_FIELDS,
  "cardData",
  "description",
  "citation",
  "paperswithcode_id",
  "downloadsAsOf",
  "sha",
  "siblings",
] as const;

/** Fields of `GET /api/datasets/{id}`: those of a full list item. */
export const DATASET_INFO_FIELDS = DATASET_FULL_FIELDS;

/** Fields a DatasetSummary can answer without the full record. */
export const DATASET_SUMMARY_FIELDS: ReadonlySet<string> = new Set(DATASET_LIST_FIELDS);

/** Fields read from the record as imported (a DatasetRecord does not keep them). */
const FROM_RAW: Record<string, (raw: Record<string, unknown>) => unknown> = {
  sha: commitSha,
  siblings: (raw) => normalizeSiblings(raw.siblings),
  citation: (raw) => asNonEmptyString(raw.citation),
  // The Hub serves the card's id at the top level.
  paperswithcode_id: (raw) =>
    asNonEmptyString(raw.paperswithcode_id) ?? asNonEmptyString(asRecord(raw.cardData)?.paperswithcode_id),
};

/**
 * A dataset as the Hub's API returns it: `_id` and `id` first, then the given fields that have a
 * value. `raw` (the record as imported) supplies FROM_RAW's fields.
 */
export function datasetJson(
  dataset: DatasetSummary | DatasetRecord,
  fields: readonly string[],
  raw?: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { _id: hubObjectId("dataset", dataset.id), id: dataset.id };
  const values = dataset as Partial<DatasetRecord>;
  for (const field of fields) {
    let value: unknown;
    if (field === "downloads" || field === "likes" || field === "trendingScore") value = values[field] ?? 0;
    else if (field === "private") value = values.private ?? false;
    else if (field === "gated") value = values.gated ?? false;
    else if (field === "disabled") value = false;
    else if (Object.hasOwn(FROM_RAW, field)) value = raw && FROM_RAW[field]?.(raw);
    else value = (values as Record<string, unknown>)[field];
    if (value !== undefined) out[field] = value;
  }
  return out;
}
