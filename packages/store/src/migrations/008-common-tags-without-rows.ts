import { encodeTagIds } from "../models/tag-id-list";
import { forEachRow } from "./for-each-row";
import { decodeLeb128TagIds } from "./leb128-tag-id-list";
import type { Migration } from "./migration";

/**
 * Rewrites each model's `tag_ids` from LEB128 varints into the self-synchronizing form of
 * tag-id-list.ts, which SQL can search for one id, and adds `model_tag_names.listed`: whether a
 * tag's models are in `model_tags` (1, every tag so far) or found by searching their rows' lists
 * (0: the commonest tags after a large bulk load, decision 039).
 */
export const commonTagsWithoutRows: Migration = {
  version: 8,
  name: "tag lists SQL can search; tags listed in model_tags or not",
  up(db) {
    db.exec("ALTER TABLE model_tag_names ADD COLUMN listed INTEGER NOT NULL DEFAULT 1");
    forEachRow<{ rowid: number; tag_ids: Uint8Array }>(db, "models", "tag_ids", ({ rowid, tag_ids }) => {
      db.run("UPDATE models SET tag_ids = ? WHERE rowid = ?", [
        encodeTagIds(decodeLeb128TagIds(tag_ids)),
        rowid,
      ]);
    });
  },
};
