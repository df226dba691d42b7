import { describe, expect, it } from "vitest";
import { modelSearchId } from "../src/models/model-search-id";

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
