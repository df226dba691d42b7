import type { Migration } from "./migration";

/**
 * Keys `datasets_fts` rows by the dataset's downloads, then its rowid, as migration 002 did for
 * models (see search-key.ts, docs/decisions/053): a search sorted by downloads then reads one
 * page of matches instead of walking the downloads index against all of them. Its rows are
 * written again by migration 015, which replaces the table.
 */
export const datasetSearchKeyedByDownloads: Migration = {
  version: 12,
  name: "datasets_fts keyed by downloads",
  up(db) {
    db.exec(`DROP TABLE datasets_fts;
      CREATE VIRTUAL TABLE datasets_fts USING fts5 (
        id, author, card, content = '', contentless_delete = 1, prefix = '1'
      );`);
  },
};
