import { describe, expect, it } from "vitest";
import { isLanguageCode, LANGUAGE_NAMES, languageName } from "./iso-639-1";

describe("ISO 639-1 language names", () => {
  it("names the two-letter codes models are tagged with, and no other tag", () => {
    expect(languageName("fr")).toBe("French");
    expect(languageName("zh")).toBe("Chinese");
    expect(Object.keys(LANGUAGE_NAMES)).toHaveLength(183);
    // Short tags that are no language codes, and codes ISO 639-1 withdrew.
    for (const tag of ["trl", "sft", "moe", "eng", "iw", "in", ""])
      expect(isLanguageCode(tag), tag).toBe(false);
    expect(languageName("trl")).toBe("trl");
    expect(isLanguageCode("constructor")).toBe(false);
  });
});
