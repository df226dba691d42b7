import { describe, expect, it } from "vitest";
import { withIndefiniteArticle } from "./format";

describe("withIndefiniteArticle", () => {
  it("says an before a vowel, a before a consonant", () => {
    expect(withIndefiniteArticle("Image-Text-to-Text")).toBe("an Image-Text-to-Text");
    expect(withIndefiniteArticle("Any-to-Any")).toBe("an Any-to-Any");
    expect(withIndefiniteArticle("Automatic Speech Recognition")).toBe("an Automatic Speech Recognition");
    expect(withIndefiniteArticle("Translation")).toBe("a Translation");
    expect(withIndefiniteArticle("Fill-Mask")).toBe("a Fill-Mask");
  });
});
