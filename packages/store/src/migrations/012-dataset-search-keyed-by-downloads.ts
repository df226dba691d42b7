import { storedDatasetSearchRow } from "../datasets/dataset-search-row";
import { PendingSearchRows } from "../pending-search-rows";
import { forEachRow } from "./for-each-row";
import type { Migration } from "./migration";

/** A stored dataset as this migration reads it. */
interface StoredDataset {
  rowid: number;
  id: string;
  author: string | null;
  downloads: number;
  record: string;
}

/** Rows sorted and written together: fewer, larger segments for the final merge. */
const ROWS_PER_WRITE = 100_000;

/**
 * Keys `datasets_fts` rows by the dataset's downloads, then its rowid, as migration 002 did for
 * models (see search-key.ts, docs/decisions/053): a search sorted by downloads then reads one
 * page of matches instead of walking the downloads index against all of them. The index is
 * contentless, so its rows are written again from the stored records.
 */
export const datasetSearchKeyedByDownloads: Migration = {
  version: 12,
  name: "datasets_fts keyed by downloads",
  up(db) {
    db.exec(`DROP TABLE datasets_fts;
      CREATE VIRTUAL TABLE datasets_fts USING fts5 (
        id, author, card, content = '', contentless_delete = 1, prefix = '1'
      );`);
    const pending = new PendingSearchRows("datasets_fts");
    forEachRow<StoredDataset>(db, "datasets", "id, author, downloads, record", (row) => {
      pending.add(row.downloads, row.rowid, storedDatasetSearchRow(row));
      if (pending.length >= ROWS_PER_WRITE) pending.writeTo(db);
    });
    pending.writeTo(db);
    db.run("INSERT INTO datasets_fts (datasets_fts) VALUES ('optimize')");
  },
};
