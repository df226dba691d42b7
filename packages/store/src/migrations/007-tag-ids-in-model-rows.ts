import { ModelTagIds } from "../models/model-tag-ids";
import { encodeTagIds } from "../models/tag-id-list";
import type { Migration } from "./migration";

/** Models rewritten per statement batch. */
const ROWS_PER_READ = 1000;

/**
 * Replaces `models.tags`, the JSON text of a model's own tags, with `tag_ids`: the same tags as
 * their ids in `model_tag_names` (see tag-id-list.ts), about a tenth of the bytes (decision 034).
 * Every stored tag has an id already (its tag rows name it by that id).
 */
export const tagIdsInModelRows: Migration = {
  version: 7,
  name: "model rows name their own tags by id",
  up(db) {
    db.exec("ALTER TABLE models ADD COLUMN tag_ids BLOB NOT NULL DEFAULT x''");
    const tagIds = new ModelTagIds(db);
    for (let after = 0; ; ) {
      const rows = db.all<{ rowid: number; tags: string }>(
        "SELECT rowid, tags FROM models WHERE rowid > ? ORDER BY rowid LIMIT ?",
        [after, ROWS_PER_READ],
      );
      for (const { rowid, tags } of rows) {
        const own = [...new Set(JSON.parse(tags) as string[])];
        db.run("UPDATE models SET tag_ids = ? WHERE rowid = ?", [
          encodeTagIds(own.map((tag) => tagIds.idOf(tag))),
          rowid,
        ]);
      }
      const last = rows.at(-1);
      if (!last) break;
      after = last.rowid;
    }
    db.exec("ALTER TABLE models DROP COLUMN tags");
  },
};
