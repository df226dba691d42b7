import { ModelTagIds } from "../models/model-tag-ids";
import { forEachRow } from "./for-each-row";
import { encodeLeb128TagIds } from "./leb128-tag-id-list";
import type { Migration } from "./migration";

/**
 * Replaces `models.tags`, the JSON text of a model's own tags, with `tag_ids`: the same tags as
 * their ids in `model_tag_names`, about a tenth of the bytes (decision 034), as LEB128 varints
 * (leb128-tag-id-list.ts), which migration 008 rewrites into the current form.
 * Every stored tag has an id already (its tag rows name it by that id).
 */
export const tagIdsInModelRows: Migration = {
  version: 7,
  name: "model rows name their own tags by id",
  up(db) {
    db.exec("ALTER TABLE models ADD COLUMN tag_ids BLOB NOT NULL DEFAULT x''");
    const tagIds = new ModelTagIds(db);
    forEachRow<{ rowid: number; tags: string }>(db, "models", "tags", ({ rowid, tags }) => {
      const own = [...new Set(JSON.parse(tags) as string[])];
      db.run("UPDATE models SET tag_ids = ? WHERE rowid = ?", [
        encodeLeb128TagIds(own.map((tag) => tagIds.idOf(tag))),
        rowid,
      ]);
    });
    db.exec("ALTER TABLE models DROP COLUMN tags");
  },
};
