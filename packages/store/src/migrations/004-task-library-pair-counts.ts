import type { Database } from "../database";
import { pairValue } from "../facet-tally";
import { TASK_LIBRARY_FACET } from "../models/model-batch-insert";
import type { Migration } from "./migration";

/**
 * Fills the maintained (task, library) pair counts of models from the stored rows: one GROUP BY
 * over the task-and-library index, then one count row per pair in use. Writes keep them from here.
 */
function countTaskLibraryPairs(db: Database): void {
  db.run("DELETE FROM facet_counts WHERE subject = 'model' AND facet = ?", [TASK_LIBRARY_FACET]);
  const pairs = db.all<{ task: string; library: string; n: number }>(
    `SELECT pipeline_tag AS task, library_name AS library, count(*) AS n FROM models
     WHERE pipeline_tag IS NOT NULL AND library_name IS NOT NULL GROUP BY pipeline_tag, library_name`,
  );
  for (const { task, library, n } of pairs) {
    // pairValue leaves out empty parts, as the write path's tally does.
    const value = pairValue(task, library);
    if (value === undefined) continue;
    db.run("INSERT INTO facet_counts (subject, facet, value, count) VALUES ('model', ?, ?, ?)", [
      TASK_LIBRARY_FACET,
      value,
      n,
    ]);
  }
}

/** Counts models per (task, library) pair, for narrowed sidebar counts and totals at any size. */
export const taskLibraryPairCounts: Migration = {
  version: 4,
  name: "maintained model counts per task and library pair",
  up(db) {
    countTaskLibraryPairs(db);
  },
};
