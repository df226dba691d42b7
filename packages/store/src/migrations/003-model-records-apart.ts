import { normalizeStoredModelRecord } from "@modelhub/catalog";
import type { Database } from "../database";
import { FacetTally } from "../facet-tally";
import { derivedModelTags } from "../models/model-derived-tags";
import { ModelTagIds } from "../models/model-tag-ids";
import type { Migration } from "./migration";
import type { StoredSearchSource } from "./stored-search-source";

// `models` keeps only what listings read and sort by; the raw records (three quarters of the
// bytes) move to `model_records`, read one at a time by id. Listing rows then pack ~20 to a page
// instead of ~3, and an index build scans a tenth of the bytes. The id's uniqueness becomes a
// named index so that a bulk load into an empty table can drop it and build it sorted at the end.
// Tag rows name their tag by an integer id (model_tag_names): a third of the bytes of a name, and
// quicker to insert for the dozen-odd rows each model has.
const SCHEMA = `
CREATE TABLE model_rows (
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
  tags TEXT NOT NULL DEFAULT '[]',
  derived_tags TEXT NOT NULL DEFAULT '[]'
);
INSERT INTO model_rows (rowid, id, author, pipeline_tag, library_name, downloads, likes,
  trending_score, created_at, last_modified, private, gated, tags)
  SELECT rowid, id, author, pipeline_tag, library_name, downloads, likes, trending_score,
    created_at, last_modified, private, gated, tags FROM models;
CREATE TABLE model_records (
  rowid INTEGER PRIMARY KEY,
  record TEXT NOT NULL
);
INSERT INTO model_records (rowid, record) SELECT rowid, record FROM models;
DROP TABLE models;
ALTER TABLE model_rows RENAME TO models;
CREATE UNIQUE INDEX models_by_id ON models (id);
CREATE INDEX models_by_downloads ON models (downloads);
CREATE INDEX models_by_likes ON models (likes);
CREATE INDEX models_by_trending ON models (trending_score);
CREATE INDEX models_by_created ON models (created_at);
CREATE INDEX models_by_modified ON models (last_modified);
CREATE INDEX models_by_task ON models (pipeline_tag, downloads);
CREATE INDEX models_by_library ON models (library_name, downloads);
CREATE INDEX models_by_task_library ON models (pipeline_tag, library_name, downloads);
CREATE INDEX models_by_author ON models (author, downloads);
INSERT INTO models_fts (models_fts) VALUES ('delete-all');

CREATE TABLE model_tag_names (
  id INTEGER PRIMARY KEY,
  tag TEXT NOT NULL UNIQUE
);
INSERT INTO model_tag_names (tag) SELECT DISTINCT tag FROM model_tags ORDER BY tag;
CREATE TABLE model_tag_rows (
  tag INTEGER NOT NULL,
  downloads REAL NOT NULL,
  model_rowid INTEGER NOT NULL,
  PRIMARY KEY (tag, downloads, model_rowid)
) WITHOUT ROWID;
INSERT INTO model_tag_rows (tag, downloads, model_rowid)
  SELECT n.id, t.downloads, t.model_rowid FROM model_tags t JOIN model_tag_names n ON n.tag = t.tag
  ORDER BY 1, 2, 3;
DROP TABLE model_tags;
ALTER TABLE model_tag_rows RENAME TO model_tags;
`;

/**
 * Gives every model its derived tags (see derivedModelTags): tag rows and facet counts. Its
 * full-text rows, emptied here, are written again by migration 015.
 */
function reindexRecords(db: Database): void {
  const tagIds = new ModelTagIds(db);
  const tally = new FacetTally("model");
  for (let after = 0; ; ) {
    const rows = db.all<StoredSearchSource>(
      `SELECT m.rowid, m.id, m.author, m.downloads, r.record FROM models m
       JOIN model_records r ON r.rowid = m.rowid WHERE m.rowid > ? ORDER BY m.rowid LIMIT 5000`,
      [after],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      const raw: unknown = JSON.parse(row.record);
      try {
        const record = normalizeStoredModelRecord(raw);
        const derived = derivedModelTags(record, raw);
        if (derived.length) {
          db.run("UPDATE models SET derived_tags = ? WHERE rowid = ?", [JSON.stringify(derived), row.rowid]);
          for (const tag of derived) {
            db.run("INSERT INTO model_tags (tag, downloads, model_rowid) VALUES (?, ?, ?)", [
              tagIds.idOf(tag),
              row.downloads,
              row.rowid,
            ]);
            tally.add("tag", tag, 1);
          }
        }
      } catch {
        // A record the normalizer now refuses has no derived tags.
      }
    }
    after = rows.at(-1)?.rowid ?? after;
  }
  tally.flush(db);
}

/**
 * Moves raw model records to their own table, keys tag rows by tag ids, adds derived tags
 * (inference providers, local apps) and re-indexes model names' camel-case words.
 */
export const modelRecordsApart: Migration = {
  version: 3,
  name: "model records apart, named id index, tag ids, derived tags, camel-case search words",
  up(db) {
    db.exec(SCHEMA);
    reindexRecords(db);
  },
};
