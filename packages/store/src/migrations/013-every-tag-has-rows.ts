import { decodeTagIds } from "../models/tag-id-list";
import { forEachRow } from "./for-each-row";
import type { Migration } from "./migration";

/**
 * Writes the tag rows that bulk loads left out for the commonest tags (decision 039, superseded
 * by 076), so that every tag filter is one join on `model_tags`, and drops the column that said
 * which tags had rows.
 */
export const everyTagHasRows: Migration = {
  version: 13,
  name: "tag rows for every tag",
  up(db) {
    const unlisted = new Set(
      db.all<{ id: number }>("SELECT id FROM model_tag_names WHERE listed = 0").map((row) => row.id),
    );
    if (unlisted.size) {
      forEachRow<{ rowid: number; downloads: number; tag_ids: Uint8Array }>(
        db,
        "models",
        "downloads, tag_ids",
        ({ rowid, downloads, tag_ids }) => {
          for (const id of decodeTagIds(tag_ids)) {
            if (unlisted.has(id)) {
              db.run("INSERT OR IGNORE INTO model_tags (tag, downloads, model_rowid) VALUES (?, ?, ?)", [
                id,
                downloads,
                rowid,
              ]);
            }
          }
        },
      );
    }
    db.exec("ALTER TABLE model_tag_names DROP COLUMN listed");
  },
};
