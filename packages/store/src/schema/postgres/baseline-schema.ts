import { type Kysely, sql } from "kysely";

/** The schema version a new store starts at; a store below it is refused (see StoreSchemaError). */
export const BASELINE_VERSION = 7;

// Shaped like the SQLite store's listings (decision 076): sort columns NOT NULL (missing values
// stored as 0 or '') so keyset cursors compare (sort columns, rowid) without NULL cases; an index
// per sort, alone and after each column a listing filters by equality, ending with the rowid, the
// cursor's tie-breaker; raw records in a table apart, read one at a time by id. Keys compared only
// for equality, prefixes or ISO dates sort byte by byte (`COLLATE "C"`, as SQLite compares them);
// ids and authors keep the database's collation, which their case-insensitive search folds by.
const SCHEMA = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE store_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE models (
  rowid bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id text NOT NULL UNIQUE,
  author text,
  pipeline_tag text COLLATE "C",
  library_name text COLLATE "C",
  downloads double precision NOT NULL DEFAULT 0,
  likes double precision NOT NULL DEFAULT 0,
  trending_score double precision NOT NULL DEFAULT 0,
  created_at text COLLATE "C" NOT NULL DEFAULT '',
  last_modified text COLLATE "C" NOT NULL DEFAULT '',
  private boolean NOT NULL DEFAULT false,
  gated text,
  tags text[] NOT NULL DEFAULT '{}',
  derived_tags text[] NOT NULL DEFAULT '{}',
  num_parameters double precision NOT NULL DEFAULT 0
);
CREATE INDEX models_by_downloads ON models (downloads, rowid);
CREATE INDEX models_by_likes ON models (likes, downloads, rowid);
CREATE INDEX models_by_trending ON models (trending_score, downloads, rowid);
CREATE INDEX models_by_created ON models (created_at, rowid);
CREATE INDEX models_by_modified ON models (last_modified, rowid);
CREATE INDEX models_by_parameters ON models (num_parameters, downloads, rowid);
CREATE INDEX models_by_task_downloads ON models (pipeline_tag, downloads, rowid);
CREATE INDEX models_by_task_likes ON models (pipeline_tag, likes, downloads, rowid);
CREATE INDEX models_by_task_trending ON models (pipeline_tag, trending_score, downloads, rowid);
CREATE INDEX models_by_task_created ON models (pipeline_tag, created_at, rowid);
CREATE INDEX models_by_task_modified ON models (pipeline_tag, last_modified, rowid);
CREATE INDEX models_by_task_parameters ON models (pipeline_tag, num_parameters, downloads, rowid);
CREATE INDEX models_by_author_downloads ON models (author, downloads, rowid);
CREATE INDEX models_by_author_likes ON models (author, likes, downloads, rowid);
CREATE INDEX models_by_author_trending ON models (author, trending_score, downloads, rowid);
CREATE INDEX models_by_author_created ON models (author, created_at, rowid);
CREATE INDEX models_by_author_modified ON models (author, last_modified, rowid);
CREATE INDEX models_by_author_parameters ON models (author, num_parameters, downloads, rowid);
-- Substring search over ids and authors ("gpt2" finds "distilgpt2").
CREATE INDEX models_id_trigrams ON models USING gin (id gin_trgm_ops);
CREATE INDEX models_author_trigrams ON models USING gin (author gin_trgm_ops);

CREATE TABLE model_records (
  rowid bigint PRIMARY KEY REFERENCES models (rowid) ON DELETE CASCADE,
  record text NOT NULL
);

-- Tag rows name their tag by an integer id, given in the tags' order and never removed, so the
-- key an import builds over some sixteen rows a model sorts numbers (the library filter reads
-- these rows too, decision 085). Listings find a tag's id with model_tag_id(name).
CREATE TABLE model_tag_names (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tag text COLLATE "C" NOT NULL UNIQUE
);
CREATE TABLE model_tags (
  tag integer NOT NULL,
  downloads double precision NOT NULL,
  model_rowid bigint NOT NULL REFERENCES models (rowid) ON DELETE CASCADE,
  PRIMARY KEY (tag, downloads, model_rowid)
);
CREATE INDEX model_tags_by_model ON model_tags (model_rowid);
-- IMMUTABLE, though it reads a table: a name's id never changes once given, and so the planner
-- folds a call with a known name into the id, then weighs that tag by its rows' statistics (a
-- scalar subquery would be planned for an unknown tag).
CREATE FUNCTION model_tag_id(name text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT id FROM model_tag_names WHERE tag = name $$;

-- Card text searched by words (a visitor's fullText search).
CREATE TABLE model_cards (
  rowid bigint PRIMARY KEY REFERENCES models (rowid) ON DELETE CASCADE,
  words tsvector NOT NULL
);
CREATE INDEX model_cards_by_word ON model_cards USING gin (words);

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
CREATE INDEX datasets_by_downloads ON datasets (downloads, rowid);
CREATE INDEX datasets_by_likes ON datasets (likes, downloads, rowid);
CREATE INDEX datasets_by_trending ON datasets (trending_score, downloads, rowid);
CREATE INDEX datasets_by_created ON datasets (created_at, rowid);
CREATE INDEX datasets_by_modified ON datasets (last_modified, rowid);
CREATE INDEX datasets_by_author_downloads ON datasets (author, downloads, rowid);
CREATE INDEX datasets_by_author_likes ON datasets (author, likes, downloads, rowid);
CREATE INDEX datasets_by_author_trending ON datasets (author, trending_score, downloads, rowid);
CREATE INDEX datasets_by_author_created ON datasets (author, created_at, rowid);
CREATE INDEX datasets_by_author_modified ON datasets (author, last_modified, rowid);
CREATE INDEX datasets_id_trigrams ON datasets USING gin (id gin_trgm_ops);
CREATE INDEX datasets_author_trigrams ON datasets USING gin (author gin_trgm_ops);

CREATE TABLE dataset_tags (
  tag text COLLATE "C" NOT NULL,
  downloads double precision NOT NULL,
  dataset_rowid bigint NOT NULL REFERENCES datasets (rowid) ON DELETE CASCADE,
  PRIMARY KEY (tag, downloads, dataset_rowid)
);
CREATE INDEX dataset_tags_by_dataset ON dataset_tags (dataset_rowid);

CREATE TABLE dataset_cards (
  rowid bigint PRIMARY KEY REFERENCES datasets (rowid) ON DELETE CASCADE,
  words tsvector NOT NULL
);
CREATE INDEX dataset_cards_by_word ON dataset_cards USING gin (words);

-- The search text is lower-cased and compared byte by byte, as SQLite does.
CREATE TABLE spaces (
  rowid bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id text NOT NULL UNIQUE,
  author text,
  record text NOT NULL,
  title text,
  sdk text COLLATE "C",
  likes double precision NOT NULL DEFAULT 0,
  trending_score double precision NOT NULL DEFAULT 0,
  created_at text COLLATE "C" NOT NULL DEFAULT '',
  last_modified text COLLATE "C" NOT NULL DEFAULT '',
  search_text text COLLATE "C" NOT NULL DEFAULT ''
);
CREATE INDEX spaces_by_likes ON spaces (likes, rowid);
CREATE INDEX spaces_by_trending ON spaces (trending_score, likes, rowid);
CREATE INDEX spaces_by_created ON spaces (created_at, rowid);
CREATE INDEX spaces_by_modified ON spaces (last_modified, rowid);
CREATE INDEX spaces_by_author ON spaces (author, likes, rowid);
CREATE INDEX spaces_search_trigrams ON spaces USING gin (search_text gin_trgm_ops);

CREATE TABLE space_tasks (
  task text NOT NULL,
  space_rowid bigint NOT NULL REFERENCES spaces (rowid) ON DELETE CASCADE,
  PRIMARY KEY (task, space_rowid)
);

CREATE TABLE space_tags (
  tag text COLLATE "C" NOT NULL,
  space_rowid bigint NOT NULL REFERENCES spaces (rowid) ON DELETE CASCADE,
  PRIMARY KEY (tag, space_rowid)
);
CREATE INDEX space_tags_by_space ON space_tags (space_rowid);

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
`;

/** Creates today's schema in an empty database (within the caller's transaction). */
export async function createBaselineSchema(db: Kysely<unknown>): Promise<void> {
  await sql.raw(SCHEMA).execute(db);
}
