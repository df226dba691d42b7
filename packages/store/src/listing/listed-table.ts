import type { FacetSubject } from "../facet-tally";
import { MODEL_SORT_KEYS, SORT_KEYS, type SortKey } from "../listing-order";
import { TASK_LIBRARY_FACET } from "../models/model-batch-insert";
import { isLibraryTag, LIBRARY_FACET, LIBRARY_IDS } from "../models/model-libraries";

/** The tables behind one listed kind (models or datasets), which the one listing reads. */
export interface ListedTable {
  /** The rows, aliased `m`. */
  main: "models" | "datasets";
  /** One row per (tag, row), keyed (tag, downloads, row). */
  tags: "model_tags" | "dataset_tags";
  /** The tag table's column naming its row. */
  tagRowid: "model_rowid" | "dataset_rowid";
  /** The orders its listings take. */
  sorts: readonly SortKey[];
  /** The subject of this kind's maintained counts in `facet_counts`. */
  subject: FacetSubject;
  /** The columns filtered by equality whose values `facet_counts` counts, with their facet. */
  countedColumns: Readonly<Record<string, string>>;
  /** The facet counting some tags (a model's libraries), when maintained: a row counts under each it carries. */
  countedTags?: { facet: string; names: readonly string[]; isCounted(tag: string): boolean };
  /** The facet counting pairs of two counted facets' values (JSON [first, second]), by facet name. */
  pairFacet?: { facet: string; first: string; second: string };
}

export const MODEL_TABLE: ListedTable = {
  main: "models",
  tags: "model_tags",
  tagRowid: "model_rowid",
  sorts: MODEL_SORT_KEYS,
  subject: "model",
  countedColumns: { pipeline_tag: "pipeline_tag" },
  countedTags: { facet: LIBRARY_FACET, names: [...LIBRARY_IDS], isCounted: isLibraryTag },
  pairFacet: { facet: TASK_LIBRARY_FACET, first: "pipeline_tag", second: LIBRARY_FACET },
};

export const DATASET_TABLE: ListedTable = {
  main: "datasets",
  tags: "dataset_tags",
  tagRowid: "dataset_rowid",
  sorts: SORT_KEYS,
  subject: "dataset",
  countedColumns: {},
};

/** The columns of a listed row (aliased `m`) that every kind's summary shows. */
export const LISTED_SUMMARY_FIELDS = [
  "m.id",
  "m.author",
  "m.downloads",
  "m.likes",
  "m.trending_score",
  "m.created_at",
  "m.last_modified",
  "m.private",
  "m.gated",
] as const;
