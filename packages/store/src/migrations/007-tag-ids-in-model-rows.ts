import { encodeLeb128TagIds } from "./leb128-tag-id-list";
import type { Migration } from "./migration";

/** Models rewritten per statement batch. */
const ROWS_PER_READ = 1000;

/**
 * Replaces `models.tags`, the JSON text of a model's own tags, with `tag_ids`: the same tags as
 * their ids in `model_tag_names` as LEB128 varints (leb128-tag-id-list.ts; migration 008 rewrites them), about a tenth of the bytes (decision 034).
 * Every stored tag has an id already (its tag rows name it by that id).
 */
export const tagIdsInModelRows: Migration = {
  version: 7,
  name: "model rows name their own tags by id",
  up(db) {
    db.exec("ALTER TABLE models ADD COLUMN tag_ids BLOB NOT NULL DEFAULT x''");
    // Looked up here, not through ModelTagIds, which reads columns of later versions.
    const ids = new Map<string, number>();
    const idOf = (tag: string): number => {
      let id = ids.get(tag);
      if (id === undefined) {
        id =
          db.get<{ id: number }>("SELECT id FROM model_tag_names WHERE tag = ?", [tag])?.id ??
          db.run("INSERT INTO model_tag_names (tag) VALUES (?)", [tag]).lastInsertRowid;
        ids.set(tag, id);
      }
      return id;
    };
    for (let after = 0; ; ) {
      const rows = db.all<{ rowid: number; tags: string }>(
        "SELECT rowid, tags FROM models WHERE rowid > ? ORDER BY rowid LIMIT ?",
        [after, ROWS_PER_READ],
      );
      for (const { rowid, tags } of rows) {
        const own = [...new Set(JSON.parse(tags) as string[])];
        db.run("UPDATE models SET tag_ids = ? WHERE rowid = ?", [encodeLeb128TagIds(own.map(idOf)), rowid]);
      }
      const last = rows.at(-1);
      if (!last) break;
      after = last.rowid;
    }
    db.exec("ALTER TABLE models DROP COLUMN tags");
  },
};
