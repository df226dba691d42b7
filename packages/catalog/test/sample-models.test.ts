import { describe, expect, it } from "vitest";
import { firstPerLibrary, readJsonLines, SAMPLE_MODELS_PATH, sweepModels } from "../scripts/snippet-sweep";
import { getModelLibrary } from "../src/libraries/library-snippets";
import {
  MODEL_DOCUMENT_FIELDS,
  normalizeModelRecord,
  normalizeModelRowFields,
} from "../src/model/model-record";

// Real records from the bundled sample catalogue. The whole sweep is
// scripts/sweep-library-snippets.ts; this keeps a cheap, deterministic slice of it in the tests.
const records = readJsonLines(SAMPLE_MODELS_PATH);

describe("the sample catalogue's real model records", () => {
  it("build snippets that parse for the first 3 models of every library", () => {
    const slice = firstPerLibrary(records, 3);
    const report = sweepModels(slice);
    expect(report.rejected).toEqual([]);
    expect(report.thrown).toEqual([]);
    expect(report.syntaxErrors).toEqual([]);
    expect(report.inputErrors).toEqual([]);
    // Every library of the slice that has a builder was exercised and said something.
    const withBuilder = new Set(
      slice
        .map((raw) => (raw as { library_name: string }).library_name)
        .filter((library) => getModelLibrary(library)?.snippets),
    );
    expect([...report.byLibrary.keys()].sort()).toEqual([...withBuilder].sort());
    expect(withBuilder.has("transformers")).toBe(true);
    expect(report.snippets).toBeGreaterThanOrEqual(report.modelsWithBuilder);
  });

  it("all get an example input description without throwing", () => {
    // Without a library_name no builder runs: only the example-input functions, on every record.
    const report = sweepModels(
      records.map((raw) => ({ ...(raw as object), library_name: undefined })),
      { localApps: false },
    );
    expect(report.records).toBeGreaterThan(1000);
    expect(report.rejected).toEqual([]);
    expect(report.inputErrors).toEqual([]);
  });

  it("give local app commands that parse for the first 20 GGUF, TGI, MLX and diffusers models", () => {
    const kinds: ((raw: { tags?: string[]; gguf?: unknown; library_name?: string }) => boolean)[] = [
      (raw) => raw.gguf !== undefined,
      (raw) => raw.tags?.includes("text-generation-inference") === true,
      (raw) => raw.tags?.includes("mlx") === true,
      (raw) => raw.library_name === "diffusers",
    ];
    const picked = kinds.flatMap((kind) =>
      (records as Parameters<typeof kind>[0][]).filter(kind).slice(0, 20),
    );
    const report = sweepModels(picked);
    expect(report.thrown).toEqual([]);
    expect(report.syntaxErrors).toEqual([]);
    expect(report.localAppModels).toBeGreaterThan(40);
  }, 60_000);

  it("normalize to the same row fields with or without their nested documents", () => {
    expect(records.length).toBeGreaterThan(4000);
    for (const raw of records) {
      const full: Record<string, unknown> = { ...normalizeModelRecord(raw) };
      for (const field of MODEL_DOCUMENT_FIELDS) delete full[field];
      expect(normalizeModelRowFields(raw)).toEqual(full);
    }
  });
});
