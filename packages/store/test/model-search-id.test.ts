import { describe, expect, it } from "vitest";
import { searchedAuthor } from "../src/models/model-search-id";

describe("searchedAuthor", () => {
  it("leaves out an author that is the id's owner, and keeps any other", () => {
    expect(searchedAuthor("meta-llama/Llama-3-8B", "meta-llama")).toBe("");
    expect(searchedAuthor("meta-llamas/zoo", "meta-llama")).toBe("meta-llama");
    expect(searchedAuthor("acme/owl", "Acme")).toBe("Acme");
    expect(searchedAuthor("acme/owl", "Barn Owl Lab")).toBe("Barn Owl Lab");
    expect(searchedAuthor("gpt2", "gpt2")).toBe("gpt2");
    expect(searchedAuthor("acme/owl", null)).toBe("");
    expect(searchedAuthor("acme/owl", undefined)).toBe("");
  });
});
