import { modelSearchWords } from "../models/model-search-id";
import { PendingSearchRows } from "../pending-search-rows";
import { forEachRow } from "./for-each-row";
import type { Migration } from "./migration";
import { type StoredSearchSource, storedCardText } from "./stored-search-source";

/** A stored model as this migration reads it: its record may be missing. */
type StoredRow = Omit<StoredSearchSource, "record"> & { record: string | null };

/** Rows sorted and written together: fewer, larger segments for the final merge. */
const ROWS_PER_WRITE = 100_000;

/**
 * Recreates `models_fts` with an index of its words' first characters (FTS5's `prefix` option),
 * so that a search whose last word is one character ("u", "llama 3") reads one list of rows
 * instead of merging the lists of every word that starts with it (docs/decisions/052). The
 * index is contentless, so its rows are written again from the stored models and records.
 */
export const oneCharacterPrefixIndex: Migration = {
  version: 10,
  name: "models_fts with a one-character prefix index",
  up(db) {
    db.exec(`DROP TABLE models_fts;
      CREATE VIRTUAL TABLE models_fts USING fts5 (
        id, author, card, content = '', contentless_delete = 1, prefix = '1'
      );`);
    const pending = new PendingSearchRows("models_fts");
    forEachRow<StoredRow>(
      db,
      "models",
      "id, author, downloads, (SELECT r.record FROM model_records r WHERE r.rowid = models.rowid) AS record",
      (row) => {
        // A model without a record (none should be) keeps its id and author searchable.
        const card = row.record === null ? "" : storedCardText(row.record);
        pending.add(row.downloads, row.rowid, modelSearchWords(row.id, row.author, card));
        if (pending.length >= ROWS_PER_WRITE) pending.writeTo(db);
      },
    );
    pending.writeTo(db);
    db.run("INSERT INTO models_fts (models_fts) VALUES ('optimize')");
  },
};
