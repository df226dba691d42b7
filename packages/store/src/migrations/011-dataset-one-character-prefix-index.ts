import { storedDatasetSearchRow } from "../datasets/dataset-search-row";
import { forEachRow } from "./for-each-row";
import type { Migration } from "./migration";

/** A stored dataset as this migration reads it. */
interface StoredDataset {
  rowid: number;
  id: string;
  author: string | null;
  record: string;
}

/**
 * Recreates `datasets_fts` with an index of its words' first characters, as migration 010 did for
 * models (docs/decisions/052), and writes its rows again from the stored records, in rowid order
 * (its rows are keyed by the dataset's rowid).
 */
export const datasetOneCharacterPrefixIndex: Migration = {
  version: 11,
  name: "datasets_fts with a one-character prefix index",
  up(db) {
    db.exec(`DROP TABLE datasets_fts;
      CREATE VIRTUAL TABLE datasets_fts USING fts5 (
        id, author, card, content = '', contentless_delete = 1, prefix = '1'
      );`);
    forEachRow<StoredDataset>(db, "datasets", "id, author, record", (row) => {
      const search = storedDatasetSearchRow(row);
      db.run("INSERT INTO datasets_fts (rowid, id, author, card) VALUES (?, ?, ?, ?)", [
        row.rowid,
        search.id,
        search.author,
        search.card,
      ]);
    });
    db.run("INSERT INTO datasets_fts (datasets_fts) VALUES ('optimize')");
  },
};
