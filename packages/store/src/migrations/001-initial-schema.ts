import type { Migration } from "./migration";

// Sort columns are NOT NULL (missing values stored as 0 or '') so that keyset pagination can
// compare row values `(sortKey, rowid)` without NULL cases. Each listing sort has an index whose
// implicit last column is the rowid, the cursor's tie-breaker.
const SCHEMA = `
CREATE TABLE store_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE models (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
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
  tags TEXT NOT NULL DEFAULT '[]',
  record TEXT NOT NULL
);
CREATE INDEX models_by_downloads ON models (downloads);
CREATE INDEX models_by_likes ON models (likes);
CREATE INDEX models_by_trending ON models (trending_score);
CREATE INDEX models_by_created ON models (created_at);
CREATE INDEX models_by_modified ON models (last_modified);
CREATE INDEX models_by_task ON models (pipeline_tag, downloads);
CREATE INDEX models_by_library ON models (library_name, downloads);
CREATE INDEX models_by_task_library ON models (pipeline_tag, library_name, downloads);
CREATE INDEX models_by_author ON models (author, downloads);

CREATE TABLE model_tags (
  tag TEXT NOT NULL,
  downloads REAL NOT NULL,
  model_rowid INTEGER NOT NULL,
  PRIMARY KEY (tag, downloads, model_rowid)
) WITHOUT ROWID;

CREATE TABLE model_files (
  model_rowid INTEGER NOT NULL,
  rfilename TEXT NOT NULL,
  size REAL,
  PRIMARY KEY (model_rowid, rfilename)
) WITHOUT ROWID;

CREATE VIRTUAL TABLE models_fts USING fts5 (
  id, author, card, content = '', contentless_delete = 1
);

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
CREATE INDEX datasets_by_likes ON datasets (likes);
CREATE INDEX datasets_by_trending ON datasets (trending_score);
CREATE INDEX datasets_by_created ON datasets (created_at);
CREATE INDEX datasets_by_modified ON datasets (last_modified);
CREATE INDEX datasets_by_author ON datasets (author, downloads);

CREATE TABLE dataset_tags (
  tag TEXT NOT NULL,
  downloads REAL NOT NULL,
  dataset_rowid INTEGER NOT NULL,
  PRIMARY KEY (tag, downloads, dataset_rowid)
) WITHOUT ROWID;

CREATE VIRTUAL TABLE datasets_fts USING fts5 (
  id, author, card, content = '', contentless_delete = 1
);

CREATE TABLE spaces (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  author TEXT,
  record TEXT NOT NULL
);

CREATE TABLE space_tasks (
  task TEXT NOT NULL,
  space_rowid INTEGER NOT NULL,
  PRIMARY KEY (task, space_rowid)
) WITHOUT ROWID;

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

/** Models, their tags and files, datasets, spaces, full-text indexes and facet counts. */
export const initialSchema: Migration = {
  version: 1,
  name: "initial schema",
  up(db) {
    db.exec(SCHEMA);
  },
};
