import { normalizeModelRecord } from "@modelhub/catalog";
import { describe, expect, it } from "vitest";
import { ModelRowBatchDecoder, ModelRowBatchEncoder } from "../src/import/model-row-batch";
import { type ModelRow, modelRow } from "../src/models/model-row";

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
    // The first model's own tags, then the serving engines' derived tags (a transformers model).
    expect(one.newTagNames).toEqual([
      "transformers",
      "region:us",
      "en",
      "local-apps:docker-model-runner",
      "local-apps:sglang",
      "local-apps:vllm",
    ]);
    expect(two.newTagNames).toEqual([
      "gguf",
      ...second[1]!.indexedTags.filter((tag) => tag !== "gguf" && !one.newTagNames.includes(tag)),
    ]);
    // Records arrive as their UTF-8 bytes; tags by number, and by name when asked.
    const asText = (rows: ModelRow[]) =>
      rows.map((row) => {
        const { numberedTags: _, ...fields } = row;
        return { ...fields, indexedTags: row.indexedTags, record: Buffer.from(row.record).toString("utf8") };
      });
    const decodedOne = decoder.decode(structuredClone(one));
    const decodedTwo = decoder.decode(structuredClone(two));
    expect(asText(decodedOne)).toEqual(first);
    expect(asText(decodedTwo)).toEqual(second);
    for (const row of [...decodedOne, ...decodedTwo]) {
      const { names, numbers } = row.numberedTags ?? { names: [], numbers: new Int32Array() };
      expect(Array.from(numbers, (number) => names[number])).toEqual(row.indexedTags);
    }
    // One numbering for every row the decoder gives.
    expect(new Set([...decodedOne, ...decodedTwo].map((row) => row.numberedTags?.names)).size).toBe(1);
  });

  it("sends the numbers of rows built with its numbering, and numbers the others' tags", () => {
    const encoder = new ModelRowBatchEncoder();
    const raws = [
      { id: "acme/chat-7b", tags: ["en", "gguf", "en"], siblings: [{ rfilename: "chat-Q4_K_M.gguf" }] },
      { id: "acme/tiny", tags: ["region:us", "en"] },
    ];
    const numbered = raws.map((raw) =>
      modelRow(normalizeModelRecord(raw), raw, JSON.stringify(raw), encoder.numbering),
    );
    expect(numbered[0]?.numberedTags?.names).toBe(encoder.numbering.names);
    const plain = rowOf({ id: "zeta/other", tags: ["gguf", "vision"] });
    const batch = encoder.encode([...numbered, plain]);
    // A GGUF file's derived tags: the GGUF runners', and those of the apps that run it among others.
    const ggufTags = [
      "local-apps:gguf",
      ...["atomic-chat", "docker-model-runner", "jellybox", "lemonade", "lmstudio", "unsloth"].map(
        (app) => `local-apps:${app}`,
      ),
    ];
    expect(batch.newTagNames).toEqual(["en", "gguf", ...ggufTags, "region:us", "vision"]);
    const decoded = new ModelRowBatchDecoder().decode(structuredClone(batch));
    expect(decoded.map((row) => row.indexedTags)).toEqual([
      ["en", "gguf", ...ggufTags],
      ["region:us", "en"],
      ["gguf", "vision"],
    ]);
    expect(decoded.map((row) => row.columns)).toEqual([...numbered, plain].map((row) => row.columns));
  });

  it("sends records as the bytes given for them, else as their text's UTF-8", () => {
    const rows = [
      rowOf({ id: "a/u", description: "ü" }),
      rowOf({ id: "a/m", description: "模型" }),
      rowOf({ id: "a/b" }),
    ];
    const lineBytes = Buffer.from(`{"id": "a/m",  "description": "模型"}`);
    const batch = new ModelRowBatchEncoder().encode(rows, [undefined, lineBytes]);
    const decoded = new ModelRowBatchDecoder().decode(structuredClone(batch));
    expect(decoded.map((row) => Buffer.from(row.record).toString("utf8"))).toEqual([
      rows[0]!.record,
      lineBytes.toString("utf8"),
      rows[2]!.record,
    ]);
  });

  it("refuses a batch whose tag names it has not been sent", () => {
    const encoder = new ModelRowBatchEncoder();
    encoder.encode(first);
    const later = encoder.encode([first[0]!]);
    expect(() => new ModelRowBatchDecoder().decode(later)).toThrow(/arrived before its name/);
  });
});
