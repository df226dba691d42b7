import { modelSearchWords } from "../models/model-search-id";
import { PendingSearchRows } from "../pending-search-rows";
import type { Migration } from "./migration";
import { type StoredSearchSource, storedCardText } from "./stored-search-source";

/** The lowest search key a double cannot hold exactly (2^53). */
const FIRST_INEXACT_KEY = "9007199254740992";
/** The downloads from which a model's search key is that large (2^53 >> 31 = 2^22). */
const FIRST_INEXACT_DOWNLOADS = 4_194_304;

/**
 * Rewrites the full-text rows of the models with 4,194,304 downloads or more. Their search keys
 * were computed as reals (the driver binds the rowid as one), which rounded the rowid part:
 * searches showed the wrong models, or none, for the most downloaded ones, and an update could
 * delete another model's row. Every stored key from 2^53 on is such a row, and only those models
 * have keys there: the rows are deleted by the keys stored (FTS5 lists them in its docsize
 * table), then written again from the models' records, in key order, with exact keys.
 */
export const exactSearchKeys: Migration = {
  version: 9,
  name: "exact full-text keys for the most downloaded models",
  up(db) {
    db.run(
      `DELETE FROM models_fts WHERE rowid IN (SELECT id FROM models_fts_docsize WHERE id >= ${FIRST_INEXACT_KEY})`,
    );
    const rows = db.all<StoredSearchSource>(
      `SELECT m.rowid, m.id, m.author, m.downloads, r.record FROM models m
       JOIN model_records r ON r.rowid = m.rowid WHERE m.downloads >= ${FIRST_INEXACT_DOWNLOADS}`,
    );
    const search = new PendingSearchRows("models_fts");
    for (const row of rows) {
      search.add(row.downloads, row.rowid, modelSearchWords(row.id, row.author, storedCardText(row.record)));
    }
    search.writeTo(db);
  },
};
