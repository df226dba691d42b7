import { writeNewDataVersion } from "../../data-version";
import type { Database } from "../../database";

/** The schema version a new store starts at; a store below it is refused (see StoreSchemaError). */
export const BASELINE_VERSION = 20;

// Sort columns are NOT NULL (missing values stored as 0 or '') so that keyset cursors compare
// `(sort columns, rowid)` without NULL cases. Every listing sort has an index, alone and after each
// column a listing filters by equality; its implicit last column is the rowid, the tie-breaker.
// Full-text tables are contentless and keyed by downloads (search-key.ts): ids and authors by
// trigrams (a search finds any part of them), card text by words.
const SCHEMA = `
CREATE TABLE store_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

-- What listings read and sort by; the raw records, three quarters of the bytes, are apart.
-- tag_ids: the model's own tags as ids in model_tag_names (models/tag-id-list.ts).
CREATE TABLE models (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL,
  author TEXT,
  pipeline_tag TEXT,
  library_name TEXT,
  downloads REAL NOT NULL DEFAULT 0,
  likes REAL NOT NULL DEFAULT 0,
  trending_score REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT '',
  last_modified TEXT NOT NULL DEFAULT '',
  private INTEGER NOT NULL DEFAULT 0,
  gated TEXT,
  derived_tags TEXT NOT NULL DEFAULT '[]',
  tag_ids BLOB NOT NULL DEFAULT x'',
  num_parameters INTEGER NOT NULL DEFAULT 0
);
-- A named unique index, so that a bulk load into an empty table can drop it and build it sorted.
CREATE UNIQUE INDEX models_by_id ON models (id);
CREATE INDEX models_by_downloads ON models (downloads);
CREATE INDEX models_by_likes ON models (likes, downloads);
CREATE INDEX models_by_trending ON models (trending_score, downloads);
CREATE INDEX models_by_created ON models (created_at);
CREATE INDEX models_by_modified ON models (last_modified);
CREATE INDEX models_by_parameters ON models (num_parameters, downloads);
-- The task's downloads index holds the id and author too: a search term too short for trigrams
-- is compared within a task from the index alone.
CREATE INDEX models_by_task ON models (pipeline_tag, downloads, id, author);
CREATE INDEX models_by_task_likes ON models (pipeline_tag, likes, downloads);
CREATE INDEX models_by_task_trending ON models (pipeline_tag, trending_score, downloads);
CREATE INDEX models_by_task_created ON models (pipeline_tag, created_at);
CREATE INDEX models_by_task_modified ON models (pipeline_tag, last_modified);
CREATE INDEX models_by_task_parameters ON models (pipeline_tag, num_parameters, downloads);
CREATE INDEX models_by_task_library ON models (pipeline_tag, library_name, downloads);
CREATE INDEX models_by_library ON models (library_name, downloads);
CREATE INDEX models_by_library_likes ON models (library_name, likes, downloads);
CREATE INDEX models_by_library_trending ON models (library_name, trending_score, downloads);
CREATE INDEX models_by_library_created ON models (library_name, created_at);
CREATE INDEX models_by_library_modified ON models (library_name, last_modified);
CREATE INDEX models_by_author ON models (author, downloads);
CREATE INDEX models_by_author_likes ON models (author, likes, downloads);
CREATE INDEX models_by_author_trending ON models (author, trending_score, downloads);
CREATE INDEX models_by_author_created ON models (author, created_at);
CREATE INDEX models_by_author_modified ON models (author, last_modified);
CREATE INDEX models_by_author_parameters ON models (author, num_parameters, downloads);

CREATE TABLE model_records (
  rowid INTEGER PRIMARY KEY,
  record TEXT NOT NULL
);

-- Tag rows name their tag by an integer id: a third of the bytes of a name.
CREATE TABLE model_tag_names (
  id INTEGER PRIMARY KEY,
  tag TEXT NOT NULL UNIQUE
);
CREATE TABLE model_tags (
  tag INTEGER NOT NULL,
  downloads REAL NOT NULL,
  model_rowid INTEGER NOT NULL,
  PRIMARY KEY (tag, downloads, model_rowid)
) WITHOUT ROWID;

CREATE VIRTUAL TABLE models_names USING fts5 (
  id, author, tokenize = 'trigram', content = '', contentless_delete = 1
);
CREATE VIRTUAL TABLE models_fts USING fts5 (card, content = '', contentless_delete = 1);

CREATE TABLE datasets (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  author TEXT,
  downloads REAL NOT NULL DEFAULT 0,
  likes REAL NOT NULL DEFAULT 0,
  trending_score REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT '',
  last_modified TEXT NOT NULL DEFAULT '',
  private INTEGER NOT NULL DEFAULT 0,
  gated TEXT,
  tags TEXT NOT NULL DEFAULT '[]',
  record TEXT NOT NULL
);
CREATE INDEX datasets_by_downloads ON datasets (downloads);
CREATE INDEX datasets_by_likes ON datasets (likes, downloads);
CREATE INDEX datasets_by_trending ON datasets (trending_score, downloads);
CREATE INDEX datasets_by_created ON datasets (created_at);
CREATE INDEX datasets_by_modified ON datasets (last_modified);
CREATE INDEX datasets_by_author ON datasets (author, downloads);

CREATE TABLE dataset_tags (
  tag TEXT NOT NULL,
  downloads REAL NOT NULL,
  dataset_rowid INTEGER NOT NULL,
  PRIMARY KEY (tag, downloads, dataset_rowid)
) WITHOUT ROWID;

CREATE VIRTUAL TABLE datasets_names USING fts5 (
  id, author, tokenize = 'trigram', content = '', contentless_delete = 1
);
CREATE VIRTUAL TABLE datasets_fts USING fts5 (card, content = '', contentless_delete = 1);

CREATE TABLE spaces (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  author TEXT,
  record TEXT NOT NULL,
  title TEXT,
  sdk TEXT,
  likes REAL NOT NULL DEFAULT 0,
  trending_score REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT '',
  last_modified TEXT NOT NULL DEFAULT '',
  search_text TEXT NOT NULL DEFAULT ''
);
CREATE INDEX spaces_by_likes ON spaces (likes);
CREATE INDEX spaces_by_trending ON spaces (trending_score, likes);
CREATE INDEX spaces_by_created ON spaces (created_at);
CREATE INDEX spaces_by_modified ON spaces (last_modified);
CREATE INDEX spaces_by_author ON spaces (author, likes);

CREATE TABLE space_tasks (
  task TEXT NOT NULL,
  space_rowid INTEGER NOT NULL,
  PRIMARY KEY (task, space_rowid)
) WITHOUT ROWID;

CREATE TABLE space_tags (
  tag TEXT NOT NULL,
  space_rowid INTEGER NOT NULL,
  PRIMARY KEY (tag, space_rowid)
) WITHOUT ROWID;
CREATE INDEX space_tags_by_space ON space_tags (space_rowid);

CREATE VIRTUAL TABLE spaces_names USING fts5 (
  search_text, tokenize = 'trigram', content = '', contentless_delete = 1
);

-- Maintained by the repositories on every write: how many models (or datasets) carry each
-- value of a facet, so listing sidebars never count a million rows.
CREATE TABLE facet_counts (
  subject TEXT NOT NULL,
  facet TEXT NOT NULL,
  value TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (subject, facet, value)
) WITHOUT ROWID;
`;

/** Creates today's schema in an empty database, with the store's first data version. */
export function createBaselineSchema(db: Database): void {
  db.exec(SCHEMA);
  writeNewDataVersion(db);
}
