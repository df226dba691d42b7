import type { SpaceRecord } from "@modelhub/store";
import { hubObjectId } from "./hub-object-id.server";

/**
 * Fields a client may name in `expand` for spaces (the Hub's, as `@huggingface/hub` asks for
 * them, plus the card's look at the top level as the Hub's space info has it, `readme`, and the
 * two a task page gives an app it names: `description` and `tasks`).
 * Fields we have no data for (gitalyUid, runtime, subdomain) are accepted and left out.
 */
export const SPACE_EXPANDABLE = new Set([
  "author",
  "cardData",
  "colorFrom",
  "colorTo",
  "createdAt",
  "datasets",
  "description",
  "disabled",
  "emoji",
  "gitalyUid",
  "lastModified",
  "likes",
  "models",
  "private",
  "readme",
  "runtime",
  "sdk",
  "sha",
  "subdomain",
  "tags",
  "tasks",
  "title",
  "trendingScore",
]);

/**
 * Fields of `GET /api/spaces/{id}`: all the Hub's space info has that a record can carry, without
 * the card's text, and a task page's sentence and tasks for the apps it names (ours, not the
 * Hub's: a hub mirroring this one keeps them).
 */
export const SPACE_INFO_FIELDS = [
  "author",
  "title",
  "emoji",
  "colorFrom",
  "colorTo",
  "sdk",
  "likes",
  "private",
  "disabled",
  "createdAt",
  "lastModified",
  "tags",
  "models",
  "datasets",
  "sha",
  "cardData",
  "description",
  "tasks",
] as const;

/** Fields of `GET /api/spaces` items, as the Hub's listing has them. */
export const SPACE_LIST_FIELDS = ["likes", "trendingScore", "private", "sdk", "tags", "createdAt"] as const;

/**
 * Fields of `full=true` space list items: those of the space info and the trending score, so that
 * a mirror reading the listing has each space whole.
 */
export const SPACE_FULL_FIELDS = [...SPACE_INFO_FIELDS, "trendingScore"] as const;

/**
 * A space as the Hub's API returns it: `_id` and `id` first, then the given fields that have a
 * value; `likes`, `trendingScore`, `private` and `disabled` always have one, as every Hub space does.
 */
export function spaceJson(space: SpaceRecord, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { _id: hubObjectId("space", space.id), id: space.id };
  for (const field of fields) {
    let value: unknown;
    if (field === "likes") value = space.likes ?? 0;
    else if (field === "trendingScore") value = space.trendingScore ?? 0;
    else if (field === "private" || field === "disabled") value = false;
    else if (field === "tags") value = space.tags ?? [];
    else if (field === "tasks") value = space.tasks.length ? space.tasks : undefined;
    else value = (space as unknown as Record<string, unknown>)[field];
    if (value !== undefined) out[field] = value;
  }
  return out;
}
