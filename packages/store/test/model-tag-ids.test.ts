import { describe, expect, it } from "vitest";
import { openSqliteStore } from "../src/index";
import { ModelTagIds } from "../src/models/model-tag-ids";

describe("ModelTagIds", () => {
  it("finds a numbered tag's id as its name's, in any numbering", async () => {
    const store = await openSqliteStore(":memory:");
    store.db.transaction(() => {
      const ids = new ModelTagIds(store.db);
      const gguf = ids.idOf("gguf");
      const one = ["en", "gguf"];
      const two = ["gguf", "region:us", "en"];
      expect(ids.idOfNumbered(one, 1)).toBe(gguf);
      expect(ids.idOfNumbered(one, 0)).toBe(ids.idOf("en"));
      // Another numbering: its numbers mean other names.
      expect(ids.idOfNumbered(two, 0)).toBe(gguf);
      expect(ids.idOfNumbered(two, 1)).toBe(ids.idOf("region:us"));
      expect(ids.nameOf(ids.idOfNumbered(two, 2))).toBe("en");
      // Names added to a numbering as they arrive.
      one.push("llama");
      expect(ids.nameOf(ids.idOfNumbered(one, 2))).toBe("llama");
      expect(() => ids.idOfNumbered(one, 7)).toThrow("tag number 7 has no name");
    });
    await store.close();
  });

  it("writes a row's tag ids into a reused list, by name or by number, and says how many", async () => {
    const store = await openSqliteStore(":memory:");
    store.db.transaction(() => {
      const ids = new ModelTagIds(store.db);
      const list = [-1, -1, -1, -1, -1];
      const byName = { indexedTags: ["gguf", "en"] };
      expect(ids.idsOfRowInto(byName, list)).toBe(2);
      expect(list).toEqual([ids.idOf("gguf"), ids.idOf("en"), -1, -1, -1]);
      const names = ["en", "llama", "gguf"];
      const byNumber = { indexedTags: [], numberedTags: { names, numbers: [1, 2, 0] } };
      expect(ids.idsOfRowInto(byNumber, list)).toBe(3);
      expect(list.slice(0, 3)).toEqual([ids.idOf("llama"), ids.idOf("gguf"), ids.idOf("en")]);
      expect(ids.idsOfRow(byNumber)).toEqual(list.slice(0, 3));
    });
    await store.close();
  });
});
