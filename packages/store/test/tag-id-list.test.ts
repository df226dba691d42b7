import { describe, expect, it } from "vitest";
import { decodeTagIds, encodeTagIds, TagIdListWriter, tagIdBytes } from "../src/models/tag-id-list";
import { openSqliteStore } from "../src/sqlite-store";

describe("tag id lists", () => {
  it("round-trip ids of every size, one byte each below 128, as UTF-8 writes code points", () => {
    const ids = [0, 1, 127, 128, 300, 2047, 2048, 65_535, 65_536, 2_097_151, 2_097_152, 2 ** 26, 2 ** 31 - 1];
    expect(decodeTagIds(encodeTagIds(ids))).toEqual(ids);
    expect(encodeTagIds([5, 127, 3])).toEqual(Uint8Array.of(5, 127, 3));
    // The bytes of U+00E9 and U+4E2D in UTF-8.
    expect(encodeTagIds([0xe9, 0x4e2d])).toEqual(Uint8Array.of(0xc3, 0xa9, 0xe4, 0xb8, 0xad));
    expect(encodeTagIds([])).toEqual(new Uint8Array(0));
    // The first `count` only.
    expect(decodeTagIds(encodeTagIds([9, 8, 7], 2))).toEqual([9, 8]);
  });

  it("written many at a time, each list keeps its bytes while later ones fill and outgrow the shared buffer", () => {
    const writer = new TagIdListWriter();
    const lists = Array.from({ length: 5000 }, (_, n) =>
      Array.from({ length: n % 40 }, (_, i) => n * 37 + i * 70_001),
    );
    // 5,000 lists of up to 39 ids of up to 5 bytes: several 64 KiB buffers, and one list larger than any.
    lists.push(Array.from({ length: 20_000 }, (_, i) => 2 ** 26 + i));
    const written = lists.map((ids) => writer.encode(ids, Math.max(0, ids.length - 1)));
    for (const [n, ids] of lists.entries()) {
      expect(written[n]).toEqual(encodeTagIds(ids, Math.max(0, ids.length - 1)));
    }
    expect(() => writer.encode([1, -1])).toThrow(RangeError);
  });

  it("hold an id's bytes only where that id is, so SQL can search a list for one", () => {
    // Ids whose bytes overlap others' in LEB128 or fixed widths: 1 and 129, 3 and 384...
    const ids = [129, 384, 2, 3 * 64 + 1, 65_537, 70_000, 4096 + 3];
    const list = Buffer.from(encodeTagIds(ids));
    for (let id = 0; id < 70_100; id++) {
      expect(list.includes(Buffer.from(tagIdBytes(id))), `id ${id}`).toBe(ids.includes(id));
    }
  });

  it("refuse what is not a tag id, and bytes that are not a list", () => {
    for (const id of [-1, 1.5, 2 ** 31, Number.NaN]) expect(() => encodeTagIds([id])).toThrow(RangeError);
    expect(() => decodeTagIds(Uint8Array.of(3, 0xc3))).toThrow(/ends inside an id/);
    expect(() => decodeTagIds(Uint8Array.of(3, 0x80))).toThrow(/malformed/);
    expect(() => decodeTagIds(Uint8Array.of(0xc3, 0x41))).toThrow(/malformed/);
    expect(() => decodeTagIds(Uint8Array.of(0xfe, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80))).toThrow(/malformed/);
  });
});

describe("a model's own tags, stored by id", () => {
  it("list as the record gave them, once each, unusual names included; derived tags stay hidden", async () => {
    const store = await openSqliteStore(":memory:");
    const tags = [
      "en",
      'say "hi"',
      "back\\slash",
      "tab\there",
      "模型",
      "emoji 🤗",
      "__proto__",
      "en",
      "\u2028",
    ];
    const once = [...new Set(tags)];
    await store.models.upsert({ id: "acme/odd", tags, siblings: [{ rfilename: "w-Q4_K_M.gguf" }] });
    await store.models.upsert({ id: "acme/plain", tags: ["en"], downloads: 5 });
    const listed = (await store.models.list({ sort: "downloads", direction: "asc" })).items;
    expect(listed.map((m) => m.tags)).toEqual([once, ["en"]]);
    // The GGUF file derives a local-app tag: indexed and counted, not shown.
    expect((await store.models.list({ tags: ["local-apps:gguf"] })).items.map((m) => m.tags)).toEqual([once]);
    expect((await store.models.getMany(["acme/plain", "acme/odd"])).map((m) => m.tags)).toEqual([
      ["en"],
      once,
    ]);
    // Replaced by an update, and by a bulk write.
    await store.models.upsert({ id: "acme/odd", tags: ["zz", "en"] });
    expect((await store.models.getMany(["acme/odd"]))[0]?.tags).toEqual(["zz", "en"]);
    await store.models.upsertMany(
      [
        { id: "acme/odd", tags: ["yy"] },
        { id: "acme/new", tags: ["yy", "en"] },
      ],
      undefined,
      {
        bulk: true,
      },
    );
    expect((await store.models.getMany(["acme/odd", "acme/new"])).map((m) => m.tags)).toEqual([
      ["yy"],
      ["yy", "en"],
    ]);
    expect(await store.models.facetCounts("tag")).toEqual([
      { value: "en", count: 2 },
      { value: "yy", count: 2 },
    ]);
  });

  it("are named afresh after a rollback gave a rolled-back tag's id to another tag", async () => {
    const store = await openSqliteStore(":memory:");
    await store.models.upsert({ id: "acme/a", tags: ["kept"] });
    expect((await store.models.list()).items[0]?.tags).toEqual(["kept"]);
    await expect(
      store.transaction(async () => {
        await store.models.upsert({ id: "acme/b", tags: ["rolled-back"] });
        expect((await store.models.list({ tags: ["rolled-back"] })).items[0]?.tags).toEqual(["rolled-back"]);
        throw new Error("abandon");
      }),
    ).rejects.toThrow("abandon");
    // The next new tag takes the id "rolled-back" had.
    await store.models.upsert({ id: "acme/c", tags: ["fresh"] });
    expect((await store.models.getMany(["acme/c", "acme/a"])).map((m) => m.tags)).toEqual([
      ["fresh"],
      ["kept"],
    ]);
  });
});
