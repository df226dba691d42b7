import { normalizeModelRecord } from "@modelhub/catalog";
import { describe, expect, it } from "vitest";
import { ModelRowBatchDecoder, ModelRowBatchEncoder } from "../src/import/model-row-batch";
import { modelRow } from "../src/models/model-row";

function rowOf(raw: Record<string, unknown>) {
  return modelRow(normalizeModelRecord(raw), raw, JSON.stringify(raw));
}

const first = [
  rowOf({
    id: "acme/chat-7b",
    author: "acme",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "region:us", "en"],
    downloads: 12,
    gated: "auto",
    cardData: { license: "mit" },
  }),
  rowOf({ id: "solo", tags: [] }),
];
const second = [
  rowOf({ id: "acme/chat-13b", tags: ["region:us", "gguf", "en"], downloads: 3, likes: 2, private: true }),
  rowOf({
    id: "zeta/runner",
    tags: ["gguf"],
    siblings: [{ rfilename: "w-Q4_K_M.gguf" }],
    inferenceProviderMapping: { groq: { providerId: "z/r", status: "live", task: "conversational" } },
  }),
];

describe("ModelRowBatch", () => {
  it("decodes what was encoded, batch after batch, each tag name sent once", () => {
    const encoder = new ModelRowBatchEncoder();
    const decoder = new ModelRowBatchDecoder();
    const one = encoder.encode(first);
    const two = encoder.encode(second);
    expect(one.newTagNames).toEqual(["transformers", "region:us", "en"]);
    expect(two.newTagNames).toEqual(["gguf", ...second[1]!.indexedTags.filter((tag) => tag !== "gguf")]);
    expect(decoder.decode(structuredClone(one))).toEqual(first);
    expect(decoder.decode(structuredClone(two))).toEqual(second);
  });

  it("refuses a batch whose tag names it has not been sent", () => {
    const encoder = new ModelRowBatchEncoder();
    encoder.encode(first);
    const later = encoder.encode([first[0]!]);
    expect(() => new ModelRowBatchDecoder().decode(later)).toThrow(/arrived before its name/);
  });
});
