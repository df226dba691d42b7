import { searchKeySql } from "../search-key";
import type { Migration } from "./migration";
import { type StoredSearchSource, storedCardText } from "./stored-search-source";

/**
 * Rebuilds the models' full-text index with rows keyed by downloads (see search-key.ts),
 * so searches sorted by downloads read one page of matches. The index is contentless, so its
 * rows are rebuilt from the stored records, which in a large store takes a while.
 */
export const searchKeyedByDownloads: Migration = {
  version: 2,
  name: "models_fts keyed by downloads",
  up(db) {
    db.exec(`DROP TABLE models_fts;
      CREATE VIRTUAL TABLE models_fts USING fts5 (
        id, author, card, content = '', contentless_delete = 1
      );`);
    const insert = `INSERT INTO models_fts (rowid, id, author, card)
      VALUES (${searchKeySql("?", "?")}, ?, ?, ?)`;
    for (let after = 0; ; ) {
      const rows = db.all<StoredSearchSource>(
        "SELECT rowid, id, author, downloads, record FROM models WHERE rowid > ? ORDER BY rowid LIMIT 5000",
        [after],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const card = storedCardText(row.record);
        db.run(insert, [row.downloads, row.rowid, row.id.replaceAll("/", " "), row.author ?? "", card]);
      }
      after = rows.at(-1)?.rowid ?? after;
    }
  },
};
