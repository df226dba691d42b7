import type { Database } from "../database";
import { FacetTally } from "../facet-tally";
import { missingLocalAppTags } from "../models/missing-local-app-tags";
import { ModelTagIds } from "../models/model-tag-ids";
import type { Migration } from "./migration";

/** Rows read per statement. */
const ROWS_PER_READ = 5000;

/**
 * Gives every model the local apps' and the hardware fit's derived tags it lacks (see derivedModelTags), read from its
 * stored record: a tag row each, the tag in its row's list, and the tag's count.
 */
function addLocalAppTags(db: Database): void {
  const tagIds = new ModelTagIds(db);
  const tally = new FacetTally("model");
  for (let after = 0; ; ) {
    const rows = db.all<{ rowid: number; downloads: number; derived_tags: string; record: string }>(
      `SELECT m.rowid, m.downloads, m.derived_tags, r.record FROM models m
       JOIN model_records r ON r.rowid = m.rowid WHERE m.rowid > ? ORDER BY m.rowid LIMIT ?`,
      [after, ROWS_PER_READ],
    );
    for (const row of rows) {
      const present = JSON.parse(row.derived_tags) as string[];
      const added = missingLocalAppTags(row.record, present);
      if (!added.length) continue;
      db.run("UPDATE models SET derived_tags = ? WHERE rowid = ?", [
        JSON.stringify([...present, ...added]),
        row.rowid,
      ]);
      for (const tag of added) {
        db.run("INSERT INTO model_tags (tag, downloads, model_rowid) VALUES (?, ?, ?)", [
          tagIds.idOf(tag),
          row.downloads,
          row.rowid,
        ]);
        tally.add("tag", tag, 1);
      }
    }
    const last = rows.at(-1);
    if (!last) break;
    after = last.rowid;
  }
  tally.flush(db);
}

/**
 * Lists vLLM, SGLang, Docker Model Runner's vLLM models and the agents, whose rules read the
 * record's config and chat template, and each app whose conditions are alternatives, by a
 * derived tag per app (decision 093), and the GGUF models by the smallest memory size they fit in.
 */
export const localAppTags: Migration = {
  version: 18,
  name: "a derived tag per local app whose listing is not one set of row conditions, and per GGUF model the memory it fits in",
  up: addLocalAppTags,
};
