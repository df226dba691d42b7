import { describe, expect, it } from "vitest";
import { TagNumbering, tagList } from "../src/models/tag-numbering";

const lists: [string[], string[]][] = [
  [["transformers", "region:us", "en", "transformers"], []],
  [
    ["en", 'say "hi"', "back\\slash", "tab\there", "模型", "emoji 🤗", "__proto__", "en"],
    ["local-apps:gguf"],
  ],
  [[], ["inference_provider:groq", "inference_provider:*"]],
  [
    ["inference_provider:groq", "gguf"],
    ["inference_provider:groq", "inference_provider:*", "inference_provider:*"],
  ],
  [["\u2028line", "lone \ud800 surrogate"], []],
];

describe("TagNumbering", () => {
  it("gives the same indexed tags as the plain tag list, own ones first, with numbers naming them", () => {
    const numbering = new TagNumbering();
    for (const [tags, derived] of lists) {
      const plain = tagList(tags, derived);
      const own = [...new Set(tags)];
      expect(plain.indexed.slice(0, plain.own)).toEqual(own);
      expect(plain.own).toBe(own.length);
      const numbered = numbering.tagList(tags, derived);
      expect(numbered.own).toBe(plain.own);
      expect(numbered.indexed).toEqual(plain.indexed);
      expect(numbered.numbers.map((number) => numbering.names[number])).toEqual(plain.indexed);
    }
    // Own tags first, then the derived ones the model lacks, each once.
    expect(tagList(...lists[3]!).indexed).toEqual([
      "inference_provider:groq",
      "gguf",
      "inference_provider:*",
    ]);
  });

  it("numbers names 0, 1, 2... in the order it meets them, for good", () => {
    const numbering = new TagNumbering();
    expect(numbering.tagList(["b", "a", "b"], ["c"]).numbers).toEqual([0, 1, 2]);
    expect(numbering.tagList(["c", "d"], []).numbers).toEqual([2, 3]);
    expect(numbering.numberOf("a")).toBe(1);
    expect(numbering.names).toEqual(["b", "a", "c", "d"]);
  });

  it("keeps finding duplicates past its first thousand names", () => {
    const numbering = new TagNumbering();
    const many = Array.from({ length: 3000 }, (_, i) => `tag-${i}`);
    const list = numbering.tagList([...many, ...many.slice(0, 5), "tag-2999"], []);
    expect(list.indexed).toEqual(many);
    expect(numbering.tagList(["tag-2999", "tag-2999", "new"], []).numbers).toEqual([2999, 3000]);
  });

  it("tells apart names that share a slot of its cache of recent names, and the empty name", () => {
    const numbering = new TagNumbering();
    // Same length, first, middle and last character: the same slot.
    const [first, second] = ["aXcYe", "aZcWe"];
    expect(numbering.numberOf("")).toBe(0);
    expect(numbering.numberOf(first)).toBe(1);
    expect(numbering.numberOf(second)).toBe(2);
    for (let round = 0; round < 3; round++) {
      expect(numbering.numberOf(first)).toBe(1);
      expect(numbering.numberOf(second)).toBe(2);
      expect(numbering.numberOf("")).toBe(0);
    }
    const fresh = new TagNumbering();
    expect(fresh.numberOf("x")).toBe(0);
    // Before any empty name was met, "" is new: the cache's empty slots match no name.
    expect(fresh.numberOf("")).toBe(1);
    expect(fresh.names).toEqual(["x", ""]);
  });
});
