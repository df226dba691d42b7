import { isLibraryTag, LIBRARY_FACET, LIBRARY_IDS } from "../models/model-libraries";
import { rowidOfSearchKeySql, SEARCH_TABLES, type SearchKind, searchKeySql } from "../search-key";

/** A facet whose counts `facet_counts` keeps over some tags: a row counts under each it carries. */
export interface CountedTags {
  facet: string;
  /** Every tag counted, as a JSON array (bound in SQL as one parameter). */
  namesJson: string;
  isCounted(tag: string): boolean;
}

/** The tables behind one listed kind (models or datasets), which one generic listing reads. */
export interface ListedTable {
  /** The rows, aliased `m` in every listing statement. */
  main: "models" | "datasets";
  /** One row per (tag, row): primary key (tag, downloads, rowid). */
  tags: "model_tags" | "dataset_tags";
  /** The tag table's column naming its row. */
  tagRowid: "model_rowid" | "dataset_rowid";
  /** The SQL of a tag's key in the tag table from its name bound as `?`. */
  tagKey: string;
  /** The SQL of a tag's name from its key (the column expression `key`). */
  tagName(key: string): string;
  /** The full-text tables (ids and authors by trigrams, card text by words), keyed by downloads (see search-key.ts). */
  search: (typeof SEARCH_TABLES)[SearchKind];
  /**
   * The SQL of whether the tag key `key` names a tag in one of `count` ranges [`?`, `?`) (prefix
   * ranges of names), as one condition: OR-ed conditions on the key make the planner skip-scan
   * every tag of the tag table for each matching row.
   */
  tagInRanges(key: string, count: number): string;
  /** The SQL of whether the tag key `key` names one of the tags of a JSON array bound as `?`. */
  tagInList(key: string): string;
  /** The subject of this kind's maintained counts in `facet_counts`. */
  subject: "model" | "dataset";
  /** The columns whose values `facet_counts` counts, by column, with their facet's name. */
  countedColumns: Readonly<Record<string, string>>;
  /** The facet counting some tags, when maintained. */
  countedTags?: CountedTags;
  /**
   * The facet counting pairs of two counted facets' values (see pairValue), when maintained:
   * `first` and `second` name the facets.
   */
  pairFacet?: { facet: string; first: string; second: string };
}

export const MODEL_TABLE: ListedTable = {
  main: "models",
  tags: "model_tags",
  tagRowid: "model_rowid",
  // Model tag rows hold tag ids (migration 003).
  tagKey: "(SELECT id FROM model_tag_names WHERE tag = ?)",
  tagName: (key) => `(SELECT tag FROM model_tag_names WHERE id = ${key})`,
  tagInRanges: (key, count) =>
    `${key} IN (SELECT id FROM model_tag_names WHERE ${Array(count).fill("(tag >= ? AND tag < ?)").join(" OR ")})`,
  tagInList: (key) =>
    `${key} IN (SELECT id FROM model_tag_names WHERE tag IN (SELECT value FROM json_each(?)))`,
  search: SEARCH_TABLES.models,
  subject: "model",
  countedColumns: { pipeline_tag: "pipeline_tag" },
  countedTags: { facet: LIBRARY_FACET, namesJson: JSON.stringify([...LIBRARY_IDS]), isCounted: isLibraryTag },
  pairFacet: { facet: "pipeline_tag+library", first: "pipeline_tag", second: LIBRARY_FACET },
};

export const DATASET_TABLE: ListedTable = {
  main: "datasets",
  tags: "dataset_tags",
  tagRowid: "dataset_rowid",
  tagKey: "?",
  tagName: (key) => key,
  tagInRanges: (key, count) => `(${Array(count).fill(`(${key} >= ? AND ${key} < ?)`).join(" OR ")})`,
  tagInList: (key) => `${key} IN (SELECT value FROM json_each(?))`,
  search: SEARCH_TABLES.datasets,
  subject: "dataset",
  countedColumns: {},
};

/** The SQL of a row's full-text key (`m` is the main table). */
export const ROW_SEARCH_KEY = searchKeySql("m.downloads", "m.rowid");

/** The SQL of the main-table rowid of a full-text row `f`. */
export const SEARCH_ROWID = rowidOfSearchKeySql("f.rowid");
