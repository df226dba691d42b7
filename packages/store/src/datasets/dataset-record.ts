import {
  asBoolean,
  asCount,
  asDateString,
  asFiniteNumber,
  asNonEmptyString,
  asRecord,
  asString,
  asStringList,
  isValidRepoId,
  type JsonObject,
  toJsonValue,
} from "@modelhub/catalog";

/** The tag prefix the Hub uses for a dataset's task categories. */
export const TASK_CATEGORY_TAG_PREFIX = "task_categories:";

/** A dataset as the product reads it: the Hub API's dataset shape, every field but `id` optional. */
export interface DatasetRecord {
  /** `<owner>/<name>`, or a bare name for legacy canonical datasets. */
  id: string;
  author?: string;
  tags: string[];
  downloads?: number;
  likes?: number;
  trendingScore?: number;
  createdAt?: string;
  lastModified?: string;
  private?: boolean;
  gated?: boolean | string;
  /** Dataset-card front matter (license, task_categories, language, size_categories, pretty_name...). */
  cardData?: JsonObject;
  /** Short description, when the source has one. */
  description?: string;
  /** The dataset card's markdown (our extension). */
  readme?: string;
  /** The date the download count was taken, when the source said (sample data is a snapshot). */
  downloadsAsOf?: string;
}

/** Raised when a record cannot be a dataset at all (no usable id). */
export class InvalidDatasetRecordError extends Error {
  override name = "InvalidDatasetRecordError";
}

/**
 * Turns any parsed JSON into a DatasetRecord: fields of the wrong type are dropped. The task
 * categories of the card (`cardData.task_categories`) are added to the tags in the Hub's
 * `task_categories:<task>` form when missing.
 */
export function normalizeDatasetRecord(raw: unknown): DatasetRecord {
  return normalize(raw, true);
}

/**
 * normalizeDatasetRecord for a record a store already holds: its id was checked when it went in,
 * by the rules of that day (see normalizeStoredModelRecord).
 */
export function normalizeStoredDatasetRecord(raw: unknown): DatasetRecord {
  return normalize(raw, false);
}

function normalize(raw: unknown, checkId: boolean): DatasetRecord {
  const input = asRecord(raw);
  if (!input) throw new InvalidDatasetRecordError("a dataset record must be a JSON object");
  const id = asNonEmptyString(input.id);
  if (!id) throw new InvalidDatasetRecordError('a dataset record needs a string "id"');
  if (checkId && !isValidRepoId(id)) {
    throw new InvalidDatasetRecordError(`invalid dataset id ${JSON.stringify(id)}`);
  }
  const tags = asStringList(input.tags) ?? [];
  const dataset: DatasetRecord = { id, tags };
  // The id's owner, as for models (normalizeModelRecord); a bare id takes the record's own.
  const slash = id.indexOf("/");
  const author = slash > 0 ? id.slice(0, slash) : asNonEmptyString(input.author);
  if (author) dataset.author = author;
  const cardJson = asRecord(input.cardData) ? toJsonValue(input.cardData) : undefined;
  if (cardJson && typeof cardJson === "object" && !Array.isArray(cardJson)) {
    dataset.cardData = cardJson;
    for (const task of asStringList(cardJson.task_categories) ?? []) {
      const tag = `${TASK_CATEGORY_TAG_PREFIX}${task}`;
      if (!tags.includes(tag)) tags.push(tag);
    }
  }
  for (const key of ["downloads", "likes"] as const) {
    const value = asCount(input[key]);
    if (value !== undefined) dataset[key] = value;
  }
  const trendingScore = asFiniteNumber(input.trendingScore);
  if (trendingScore !== undefined) dataset.trendingScore = trendingScore;
  for (const key of ["createdAt", "lastModified", "downloadsAsOf"] as const) {
    const value = asDateString(input[key]);
    if (value !== undefined) dataset[key] = value;
  }
  const isPrivate = asBoolean(input.private);
  if (isPrivate !== undefined) dataset.private = isPrivate;
  if (typeof input.gated === "boolean" || typeof input.gated === "string") dataset.gated = input.gated;
  const description = asNonEmptyString(input.description);
  if (description) dataset.description = description;
  const readme = asString(input.readme);
  if (readme !== undefined) dataset.readme = readme;
  return dataset;
}

/** The task ids a dataset is categorised under (from its `task_categories:` tags). */
export function datasetTaskCategories(dataset: Pick<DatasetRecord, "tags">): string[] {
  return dataset.tags
    .filter((tag) => tag.startsWith(TASK_CATEGORY_TAG_PREFIX))
    .map((tag) => tag.slice(TASK_CATEGORY_TAG_PREFIX.length));
}
