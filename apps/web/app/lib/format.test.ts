import { describe, expect, it } from "vitest";
import { describeFiles, withIndefiniteArticle } from "./format";

describe("withIndefiniteArticle", () => {
  it("says an before a vowel, a before a consonant", () => {
    expect(withIndefiniteArticle("Image-Text-to-Text")).toBe("an Image-Text-to-Text");
    expect(withIndefiniteArticle("Any-to-Any")).toBe("an Any-to-Any");
    expect(withIndefiniteArticle("Automatic Speech Recognition")).toBe("an Automatic Speech Recognition");
    expect(withIndefiniteArticle("Translation")).toBe("a Translation");
    expect(withIndefiniteArticle("Fill-Mask")).toBe("a Fill-Mask");
  });
});

describe("describeFiles", () => {
  it("gives the count and the total, and says when sizes are missing", () => {
    expect(describeFiles({ count: 15, bytes: 16_068_895_680, unsized: 0 })).toBe("15 files · 16.1 GB");
    expect(describeFiles({ count: 1, bytes: 512, unsized: 0 })).toBe("1 file · 512 B");
    expect(describeFiles({ count: 3, bytes: 7_000_000_000, unsized: 1 })).toBe(
      "3 files · 7.00 GB (1 without a size)",
    );
    expect(describeFiles({ count: 100_000, bytes: 0, unsized: 100_000 })).toBe(
      "100,000 files, sizes unknown",
    );
  });
});
