import { asNonEmptyString, asRecord, asStringList, isValidRepoId } from "@modelhub/catalog";

/** A demo app (Space) the store knows about: sample spaces come from the task pages' lists. */
export interface SpaceRecord {
  /** `<owner>/<name>`. */
  id: string;
  author?: string;
  /** What the space does, in a sentence. */
  description?: string;
  /** Task ids the space demonstrates. */
  tasks: string[];
  /** Ids of the models the space uses (the Hub's `models` field of a space); absent when none are known. */
  models?: string[];
}

/** Raised when a record cannot be a space (no usable id). */
export class InvalidSpaceRecordError extends Error {
  override name = "InvalidSpaceRecordError";
}

/** Turns parsed JSON into a SpaceRecord; fields of the wrong type are dropped. */
export function normalizeSpaceRecord(raw: unknown): SpaceRecord {
  const input = asRecord(raw);
  const id = asNonEmptyString(input?.id);
  if (!input || !id || !isValidRepoId(id))
    throw new InvalidSpaceRecordError('a space record needs a valid "id"');
  const space: SpaceRecord = { id, tasks: [...new Set(asStringList(input.tasks) ?? [])] };
  const author = asNonEmptyString(input.author) ?? (id.includes("/") ? id.split("/")[0] : undefined);
  if (author) space.author = author;
  const description = asNonEmptyString(input.description);
  if (description) space.description = description;
  const models = [...new Set(asStringList(input.models) ?? [])].filter(isValidRepoId);
  if (models.length > 0) space.models = models;
  return space;
}
