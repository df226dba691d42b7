import { describe, expect, it } from "vitest";
import { languageName } from "./language-names";

describe("languageName", () => {
  it("names ISO codes in English and leaves what is no language as it is", () => {
    expect(languageName("fr")).toBe("French");
    expect(languageName("de")).toBe("German");
    expect(languageName("zh")).toBe("Chinese");
    expect(languageName("code")).toBe("code");
    expect(languageName("not a tag")).toBe("not a tag");
  });
});
