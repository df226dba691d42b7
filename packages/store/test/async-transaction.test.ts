import { afterEach, describe, expect, it } from "vitest";
import { openStore, type Store } from "../src/index";

let store: Store;
afterEach(async () => {
  await store.close();
});

const ids = async () => (await store.models.list()).items.map((model) => model.id).sort();

describe("Store.transaction", () => {
  it("keeps transactions started by concurrent requests apart, each committing its own writes", async () => {
    store = await openStore(":memory:");
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    // Both start before either ends: the second waits for the first instead of nesting in it.
    const results = await Promise.allSettled([
      store.transaction(async () => {
        await store.models.upsert({ id: "a/one" });
        await tick();
        await store.models.upsert({ id: "a/two" });
      }),
      store.transaction(async () => {
        await store.models.upsert({ id: "b/one" });
        await tick();
        throw new Error("second fails");
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected"]);
    expect(await ids()).toEqual(["a/one", "a/two"]);
  });

  it("nests a transaction called within one as a savepoint that can fail alone", async () => {
    store = await openStore(":memory:");
    await store.transaction(async () => {
      await store.models.upsert({ id: "a/outer" });
      await expect(
        store.transaction(async () => {
          await store.models.upsert({ id: "a/inner" });
          throw new Error("inner fails");
        }),
      ).rejects.toThrow("inner fails");
    });
    expect(await ids()).toEqual(["a/outer"]);
  });
});
