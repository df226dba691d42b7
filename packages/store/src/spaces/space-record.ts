import {
  asCount,
  asDateString,
  asFiniteNumber,
  asNonEmptyString,
  asRecord,
  asString,
  asStringList,
  isPipelineType,
  isValidRepoId,
  type JsonObject,
  toJsonValue,
} from "@modelhub/catalog";

/** The SDKs a Hub space runs on (its card's `sdk`). */
export const SPACE_SDKS = ["gradio", "streamlit", "docker", "static"] as const;
export type SpaceSdk = (typeof SPACE_SDKS)[number];

/** The colours of a space's thumbnail gradient (its card's `colorFrom` and `colorTo`). */
export const SPACE_COLORS = ["red", "yellow", "green", "blue", "indigo", "purple", "pink", "gray"] as const;
export type SpaceColor = (typeof SPACE_COLORS)[number];

/**
 * A demo app (Space) as the store keeps it: the Hub API's fields (`/api/spaces/{id}`), each
 * falling back to the card's front matter key of the same meaning. Sample spaces come from the
 * task pages' lists and have only an id, a description and tasks.
 */
export interface SpaceRecord {
  /** `<owner>/<name>`. */
  id: string;
  author?: string;
  /** The card's `title`. */
  title?: string;
  /** The card's `emoji`, shown before the title. */
  emoji?: string;
  colorFrom?: SpaceColor;
  colorTo?: SpaceColor;
  sdk?: SpaceSdk;
  /** The card's `license` (the first when it names several), else the `license:` tag's. */
  license?: string;
  likes?: number;
  /** The Hub's trending score, when the source had one (its listings sort by it). */
  trendingScore?: number;
  createdAt?: string;
  lastModified?: string;
  /** The card's `short_description`: what the app does, in its author's words. */
  shortDescription?: string;
  /** What the space does, in a sentence, as a task page describes it. */
  description?: string;
  /** Task ids the space demonstrates (from the task pages). */
  tasks: string[];
  /** Ids of the models the space uses (the Hub's `models`, or the card's); absent when none are known. */
  models?: string[];
  /** Ids of the datasets the space uses (the Hub's `datasets`, or the card's). */
  datasets?: string[];
  tags?: string[];
  /** The head commit id, when the source had one. */
  sha?: string;
  /** The card's front matter as imported. */
  cardData?: JsonObject;
  /** README.md as imported, front matter included (the card page renders its body). */
  readme?: string;
}

/** Raised when a record cannot be a space (no usable id). */
export class InvalidSpaceRecordError extends Error {
  override name = "InvalidSpaceRecordError";
}

/** A git commit id (SHA-1, or SHA-256 for such repositories). */
const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
/** Longer than any emoji sequence (a flag with tags, a family with skin tones): anything else is not one. */
const MAX_EMOJI_LENGTH = 32;

const asSdk = (value: unknown) => (SPACE_SDKS.includes(value as SpaceSdk) ? (value as SpaceSdk) : undefined);
const asColor = (value: unknown) =>
  SPACE_COLORS.includes(value as SpaceColor) ? (value as SpaceColor) : undefined;
const trimmedText = (value: unknown) => asNonEmptyString(value)?.trim();
const asEmoji = (value: unknown) => {
  const text = trimmedText(value);
  return text && text.length <= MAX_EMOJI_LENGTH ? text : undefined;
};
const firstText = (value: unknown) => asStringList(value)?.find((item) => item.trim() !== "");
/** Distinct repository ids of the right shape, or undefined when there are none. */
function repoIds(value: unknown): string[] | undefined {
  const ids = [...new Set(asStringList(value) ?? [])].filter(isValidRepoId);
  return ids.length > 0 ? ids : undefined;
}

/**
 * Turns parsed JSON (a Hub API space, a space folder's record, a sample space) into a
 * SpaceRecord: fields of the wrong type, an SDK or colour the Hub does not have, and model or
 * dataset ids of the wrong shape are dropped. A missing or malformed id is an error.
 */
export function normalizeSpaceRecord(raw: unknown): SpaceRecord {
  const input = asRecord(raw);
  if (!input) throw new InvalidSpaceRecordError("a space record must be a JSON object");
  const id = asNonEmptyString(input.id);
  if (!id) throw new InvalidSpaceRecordError('a space record needs a string "id"');
  if (!isValidRepoId(id)) throw new InvalidSpaceRecordError(`invalid space id ${JSON.stringify(id)}`);
  const cardJson = asRecord(input.cardData) ? toJsonValue(input.cardData) : undefined;
  const card: JsonObject =
    cardJson && typeof cardJson === "object" && !Array.isArray(cardJson) ? cardJson : {};
  // The Hub answers most of these at the top level and in cardData; a folder has only the card.
  // A top-level value of the wrong type gives way to the card's.
  const field = <T>(convert: (value: unknown) => T | undefined, key: string, cardKey = key) =>
    convert(input[key]) ?? convert(card[cardKey]);
  // A task page names the tasks its apps demonstrate; elsewhere a space's task tags do.
  const tasks = asStringList(input.tasks) ?? asStringList(input.tags)?.filter(isPipelineType) ?? [];
  const space: SpaceRecord = { id, tasks: [...new Set(tasks)] };
  const author = asNonEmptyString(input.author) ?? (id.includes("/") ? id.split("/")[0] : undefined);
  if (author) space.author = author;
  const title = field(trimmedText, "title");
  if (title) space.title = title;
  const emoji = field(asEmoji, "emoji");
  if (emoji) space.emoji = emoji;
  const colorFrom = field(asColor, "colorFrom");
  if (colorFrom) space.colorFrom = colorFrom;
  const colorTo = field(asColor, "colorTo");
  if (colorTo) space.colorTo = colorTo;
  const sdk = field(asSdk, "sdk");
  if (sdk) space.sdk = sdk;
  const license =
    field(firstText, "license") ??
    asStringList(input.tags)
      ?.find((tag) => tag.startsWith("license:"))
      ?.slice("license:".length);
  if (license) space.license = license;
  const likes = asCount(input.likes);
  if (likes !== undefined) space.likes = likes;
  const trendingScore = asFiniteNumber(input.trendingScore);
  if (trendingScore !== undefined) space.trendingScore = trendingScore;
  for (const key of ["createdAt", "lastModified"] as const) {
    const value = asDateString(input[key]);
    if (value !== undefined) space[key] = value;
  }
  const shortDescription = field(trimmedText, "shortDescription", "short_description");
  if (shortDescription) space.shortDescription = shortDescription;
  const description = asNonEmptyString(input.description);
  if (description) space.description = description;
  const models = field(repoIds, "models");
  if (models) space.models = models;
  const datasets = field(repoIds, "datasets");
  if (datasets) space.datasets = datasets;
  const tags = asStringList(input.tags);
  if (tags && tags.length > 0) space.tags = [...new Set(tags)];
  const sha = asString(input.sha);
  if (sha && COMMIT_SHA.test(sha)) space.sha = sha.toLowerCase();
  if (Object.keys(card).length > 0) space.cardData = card;
  const readme = asString(input.readme);
  if (readme !== undefined) space.readme = readme;
  return space;
}
