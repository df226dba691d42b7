import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/database";
import { TagRowsInWorker } from "../src/models/model-tag-rows-in-worker";

const TABLE_SQL = `CREATE TABLE model_tags (
  tag INTEGER NOT NULL, downloads REAL NOT NULL, model_rowid INTEGER NOT NULL,
  PRIMARY KEY (tag, downloads, model_rowid)
) WITHOUT ROWID`;

/** Blocks this thread for `ms` (the worker runs meanwhile). */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe("TagRowsInWorker", () => {
  it("says it is working until its rows are written, then copies them in key order", () => {
    const db = openDatabase(":memory:");
    db.exec(TABLE_SQL);
    // Three models: rowids 1-3 with downloads 5, 1 and 5; tags [0, 1], [1] and [0].
    const inWorker = new TagRowsInWorker(
      {
        downloads: Float64Array.from([5, 1, 5]),
        rowids: Int32Array.from([1, 2, 3]),
        tagStarts: Int32Array.from([0, 2, 3, 4]),
        tagIds: Int32Array.from([0, 1, 1, 0]),
      },
      TABLE_SQL,
    );
    try {
      // The thread has not even loaded its modules yet.
      expect(inWorker.working).toBe(true);
      const started = performance.now();
      while (inWorker.working && performance.now() - started < 20_000) sleep(10);
      expect(inWorker.working).toBe(false);
      db.transaction(() => inWorker.copyInto(db));
    } finally {
      inWorker.close();
    }
    expect(db.all("SELECT tag, downloads, model_rowid FROM model_tags")).toEqual([
      { tag: 0, downloads: 5, model_rowid: 1 },
      { tag: 0, downloads: 5, model_rowid: 3 },
      { tag: 1, downloads: 1, model_rowid: 2 },
      { tag: 1, downloads: 5, model_rowid: 1 },
    ]);
    db.close();
  });
});
