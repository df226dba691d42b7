import { describe, expect, it } from "vitest";
import { ModelRowidsById, modelIdHash } from "../src/models/model-rowids-by-id";

/** A table over ids stored as `ids[rowid]`, as the models table would hold them. */
function tableOver(ids: string[]): ModelRowidsById {
  return new ModelRowidsById((rowid) => ids[rowid]);
}

describe("ModelRowidsById", () => {
  it("finds every id added, past many doublings, and no other", () => {
    const ids = [""];
    const table = tableOver(ids);
    const foundBeforeAdding: string[] = [];
    for (let rowid = 1; rowid <= 200_000; rowid++) {
      const id = `user${rowid % 997}/model-${rowid}`;
      ids[rowid] = id;
      if (table.get(id) !== undefined) foundBeforeAdding.push(id);
      table.add(id, rowid);
    }
    expect(foundBeforeAdding).toEqual([]);
    expect(table.size).toBe(200_000);
    const wrong = ids.slice(1).filter((id, index) => table.get(id) !== index + 1);
    expect(wrong).toEqual([]);
    expect(table.get("user1/model-0")).toBeUndefined();
    expect(table.get("")).toBeUndefined();
  });

  it("tells apart ids that share a hash by their stored ids", () => {
    const seen = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const id = `org/model-${i}`;
      const other = seen.get(modelIdHash(id));
      if (other !== undefined) pair = [other, id];
      seen.set(modelIdHash(id), id);
    }
    const [first, second] = pair;
    const ids = ["", first];
    const table = tableOver(ids);
    table.add(first, 1);
    expect(table.get(second)).toBeUndefined();
    ids[2] = second;
    table.add(second, 2);
    expect(table.get(first)).toBe(1);
    expect(table.get(second)).toBe(2);
  });

  it("finds nothing under a rowid whose row is not stored yet", () => {
    const table = tableOver([]);
    table.add("org/pending", 1);
    expect(table.get("org/pending")).toBeUndefined();
  });

  it("refuses rowids a slot cannot hold", () => {
    const table = tableOver([]);
    for (const rowid of [0, -1, 1.5, 2 ** 31]) expect(() => table.add("org/x", rowid)).toThrow(/rowid/);
  });

  it("hashes code units, not just characters' low bytes", () => {
    expect(modelIdHash("org/ā")).not.toBe(modelIdHash("org/ā".replace("ā", "\u0001")));
    expect(modelIdHash("org/😀")).not.toBe(modelIdHash("org/😁"));
  });
});
