import { describe, expect, it } from "vitest";
import { modelSearchId, searchedAuthor } from "../src/models/model-search-id";

describe("modelSearchId", () => {
  it("adds the name split at camel-case words after the id's words", () => {
    expect(modelSearchId("acme/TinyLlama-3B")).toBe("acme TinyLlama-3B Tiny Llama-3B");
    expect(modelSearchId("x/GPTNeoX-20b")).toBe("x GPTNeoX-20b GPT Neo X-20b");
    expect(modelSearchId("meta-llama/Llama-3.1-8B-Instruct")).toBe("meta-llama Llama-3.1-8B-Instruct");
    expect(modelSearchId("gpt2")).toBe("gpt2");
    // Sizes stay whole: no split after digits.
    expect(modelSearchId("a/Qwen2.5-7B")).toBe("a Qwen2.5-7B");
  });

  it("splits names beyond ASCII by Unicode letter case", () => {
    expect(modelSearchId("a/ÉcoleModèle")).toBe("a ÉcoleModèle École Modèle");
    expect(modelSearchId("a/模型Base")).toBe("a 模型Base");
  });
});

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
