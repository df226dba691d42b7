import { sql } from "kysely";
import { SORT_COLUMNS, SORT_INDEX_SUFFIXES, SORT_KEYS } from "../../listing-order";
import type { PostgresMigration } from "./postgres-migration";

// Shaped like the SQLite store's listings (decision 076): sort columns NOT NULL (missing values
// stored as 0 or '') so keyset cursors compare (sort columns, rowid) without NULL cases; an index
// per filtered column and sort, ending with the rowid, the cursor's tie-breaker; tag rows keyed by
// (tag, downloads, row) so a tag's listing by downloads is read in index order; raw records in a
// table apart, read one at a time by id.
const TABLES = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE store_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE models (
  rowid bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id text NOT NULL UNIQUE,
  author text,
  pipeline_tag text,
  library_name text,
  downloads double precision NOT NULL DEFAULT 0,
  likes double precision NOT NULL DEFAULT 0,
  trending_score double precision NOT NULL DEFAULT 0,
  created_at text NOT NULL DEFAULT '',
  last_modified text NOT NULL DEFAULT '',
  private boolean NOT NULL DEFAULT false,
  gated text,
  tags text[] NOT NULL DEFAULT '{}',
  derived_tags text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE model_records (
  rowid bigint PRIMARY KEY REFERENCES models (rowid) ON DELETE CASCADE,
  record text NOT NULL
);

CREATE TABLE model_tags (
  tag text NOT NULL,
  downloads double precision NOT NULL,
  model_rowid bigint NOT NULL REFERENCES models (rowid) ON DELETE CASCADE,
  PRIMARY KEY (tag, downloads, model_rowid)
);
CREATE INDEX model_tags_by_model ON model_tags (model_rowid);

CREATE TABLE datasets (
  rowid bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id text NOT NULL UNIQUE,
  author text,
  downloads double precision NOT NULL DEFAULT 0,
  likes double precision NOT NULL DEFAULT 0,
  trending_score double precision NOT NULL DEFAULT 0,
  created_at text NOT NULL DEFAULT '',
  last_modified text NOT NULL DEFAULT '',
  private boolean NOT NULL DEFAULT false,
  gated text,
  tags text[] NOT NULL DEFAULT '{}',
  record text NOT NULL
);

CREATE TABLE dataset_tags (
  tag text NOT NULL,
  downloads double precision NOT NULL,
  dataset_rowid bigint NOT NULL REFERENCES datasets (rowid) ON DELETE CASCADE,
  PRIMARY KEY (tag, downloads, dataset_rowid)
);
CREATE INDEX dataset_tags_by_dataset ON dataset_tags (dataset_rowid);

CREATE TABLE spaces (
  rowid bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id text NOT NULL UNIQUE,
  author text,
  record text NOT NULL
);

CREATE TABLE space_tasks (
  task text NOT NULL,
  space_rowid bigint NOT NULL REFERENCES spaces (rowid) ON DELETE CASCADE,
  PRIMARY KEY (task, space_rowid)
);

-- Maintained on every write: how many models (or datasets) carry each value of a facet, so
-- totals and sidebars of the commonest listings never count a million rows.
CREATE TABLE facet_counts (
  subject text NOT NULL,
  facet text NOT NULL,
  value text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (subject, facet, value)
);
CREATE INDEX facet_counts_by_count ON facet_counts (subject, facet, count DESC, value);

-- Substring search over ids and authors ("gpt2" finds "distilgpt2").
CREATE INDEX models_id_trigrams ON models USING gin (id gin_trgm_ops);
CREATE INDEX models_author_trigrams ON models USING gin (author gin_trgm_ops);
CREATE INDEX datasets_id_trigrams ON datasets USING gin (id gin_trgm_ops);
CREATE INDEX datasets_author_trigrams ON datasets USING gin (author gin_trgm_ops);
`;

/** An index per sort, and per filtered column and sort, each ending with the rowid. */
function listingIndexes(): string {
  const statements: string[] = [];
  const filtered: Record<string, Record<string, string>> = {
    models: { "": "", pipeline_tag: "task_", library_name: "library_", author: "author_" },
    datasets: { "": "", author: "author_" },
  };
  for (const [table, columns] of Object.entries(filtered)) {
    for (const [column, prefix] of Object.entries(columns)) {
      for (const sort of SORT_KEYS) {
        const keys = [...(column ? [column] : []), ...SORT_COLUMNS[sort], "rowid"].join(", ");
        statements.push(
          `CREATE INDEX ${table}_by_${prefix}${SORT_INDEX_SUFFIXES[sort]} ON ${table} (${keys});`,
        );
      }
    }
  }
  statements.push(
    "CREATE INDEX models_by_task_library_downloads ON models (pipeline_tag, library_name, downloads, rowid);",
  );
  return statements.join("\n");
}

/** Models, datasets and spaces with their tags and records, facet counts, listing and search indexes. */
export const initialSchema: PostgresMigration = {
  version: 1,
  name: "initial schema",
  async up(db) {
    await sql.raw(TABLES).execute(db);
    await sql.raw(listingIndexes()).execute(db);
  },
};
