import { describe, expect, it } from "vitest";
import { openSqliteStore, type SqliteStore } from "../src/sqlite-store";

const automerge = (store: SqliteStore) =>
  store.db.get<{ v: number }>("SELECT v FROM models_fts_config WHERE k = 'automerge'")?.v;

/** Records to load, noting the full-text index's automerge setting while they are read. */
function* recordsNoting(seen: (number | undefined)[], store: SqliteStore, count: number, bad = false) {
  for (let i = 0; i < count; i++) {
    if (i === count - 1) seen.push(automerge(store));
    yield { id: bad && i === count - 1 ? "../escape" : `acme/model-${i}`, tags: ["demo"], downloads: i };
  }
}

describe("full-text merges during a bulk load", () => {
  it("merge less often while the load writes, then as before", async () => {
    const store = await openSqliteStore(":memory:");
    expect(automerge(store)).toBeUndefined();
    const seen: (number | undefined)[] = [];
    await store.models.upsertMany(recordsNoting(seen, store, 50), undefined, { bulk: true });
    expect(seen).toEqual([16]);
    // FTS5's default, now written down.
    expect(automerge(store)).toBe(4);
    expect(await store.models.count({ search: "model" })).toBe(50);

    store.db.run("INSERT INTO models_fts (models_fts, rank) VALUES ('automerge', 8)");
    await store.models.upsertMany(recordsNoting(seen, store, 60), undefined, { bulk: true });
    expect(seen).toEqual([16, 16]);
    expect(automerge(store)).toBe(8);
  });

  it("keep their setting when a bulk load fails", async () => {
    const store = await openSqliteStore(":memory:");
    store.db.run("INSERT INTO models_fts (models_fts, rank) VALUES ('automerge', 2)");
    const seen: (number | undefined)[] = [];
    await expect(
      store.models.upsertMany(recordsNoting(seen, store, 30, true), undefined, { bulk: true }),
    ).rejects.toThrow(/invalid model id/);
    expect(seen).toEqual([16]);
    expect(automerge(store)).toBe(2);
    expect(await store.models.count({})).toBe(0);
  });
});
