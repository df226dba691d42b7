import { LISTED_SUMMARY_FIELDS } from "../listing/listed-table";

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

/**
 * The columns of `models` (aliased `m`) that make a ModelSummary, on both engines, but its own
 * tags: SQLite's rows name them by ids, PostgreSQL's by name (see ModelRowTags).
 */
export const MODEL_SUMMARY_FIELDS = [...LISTED_SUMMARY_FIELDS, "m.pipeline_tag", "m.library_name"] as const;

/** A row of those columns. */
export interface ModelSummaryRow {
  id: string;
  author: string | null;
  pipeline_tag: string | null;
  library_name: string | null;
  downloads: number;
  likes: number;
  trending_score: number;
  created_at: string;
  last_modified: string;
  /** 0 or 1 on SQLite, a boolean on PostgreSQL. */
  private: number | boolean;
  gated: string | null;
}

/** How an engine's model rows hold their own tags: the column, and how one read names its values. */
export interface ModelRowTags {
  column: "m.tag_ids" | "m.tags";
  /** The names of the column's values, for one read (names may be cached until the data changes). */
  namer(): (value: unknown) => string[];
}

/** Maps a row to a ModelSummary with its own tags, `tags`. */
export function toModelSummary(row: ModelSummaryRow, tags: string[]): ModelSummary {
  const summary: ModelSummary = {
    id: row.id,
    tags,
    downloads: row.downloads,
    likes: row.likes,
    trendingScore: row.trending_score,
    private: Boolean(row.private),
  };
  if (row.author !== null) summary.author = row.author;
  if (row.pipeline_tag !== null) summary.pipeline_tag = row.pipeline_tag;
  if (row.library_name !== null) summary.library_name = row.library_name;
  if (row.created_at !== "") summary.createdAt = row.created_at;
  if (row.last_modified !== "") summary.lastModified = row.last_modified;
  if (row.gated !== null) summary.gated = JSON.parse(row.gated) as boolean | string;
  return summary;
}
