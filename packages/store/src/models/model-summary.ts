import type { ModelTagNames } from "./model-tag-names";

/** A model as listings show it: the indexed columns, without config, card or files. */
export interface ModelSummary {
  /** `<owner>/<name>`. */
  id: string;
  author?: string;
  pipeline_tag?: string;
  library_name?: string;
  tags: string[];
  downloads: number;
  likes: number;
  trendingScore: number;
  /** ISO date, when known. */
  createdAt?: string;
  /** ISO date, when known. */
  lastModified?: string;
  private: boolean;
  /** false, true, "auto" or "manual", when the source said. */
  gated?: boolean | string;
}

/** The columns of `models` (aliased `m`) that make a ModelSummary. */
export const MODEL_SUMMARY_COLUMNS =
  "m.id, m.author, m.pipeline_tag, m.library_name, m.tag_ids, m.downloads, m.likes, m.trending_score, m.created_at, m.last_modified, m.private, m.gated";

/** The same columns, for the query builder. */
export const MODEL_SUMMARY_FIELDS = [
  "m.id",
  "m.author",
  "m.pipeline_tag",
  "m.library_name",
  "m.tag_ids",
  "m.downloads",
  "m.likes",
  "m.trending_score",
  "m.created_at",
  "m.last_modified",
  "m.private",
  "m.gated",
] as const;

/** A row of those columns. */
export interface ModelSummaryRow {
  id: string;
  author: string | null;
  pipeline_tag: string | null;
  library_name: string | null;
  /** Its own tags' ids (see tag-id-list.ts). */
  tag_ids: Uint8Array;
  downloads: number;
  likes: number;
  trending_score: number;
  created_at: string;
  last_modified: string;
  private: number;
  gated: string | null;
}

/** Maps a row to a ModelSummary, its tags named by `tagNames`. */
export function toModelSummary(row: ModelSummaryRow, tagNames: ModelTagNames): ModelSummary {
  const summary: ModelSummary = {
    id: row.id,
    tags: tagNames.namesOf(row.tag_ids),
    downloads: row.downloads,
    likes: row.likes,
    trendingScore: row.trending_score,
    private: row.private === 1,
  };
  if (row.author !== null) summary.author = row.author;
  if (row.pipeline_tag !== null) summary.pipeline_tag = row.pipeline_tag;
  if (row.library_name !== null) summary.library_name = row.library_name;
  if (row.created_at !== "") summary.createdAt = row.created_at;
  if (row.last_modified !== "") summary.lastModified = row.last_modified;
  if (row.gated !== null) summary.gated = JSON.parse(row.gated) as boolean | string;
  return summary;
}
