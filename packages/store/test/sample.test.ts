import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ensureSampleLoaded, findSampleDir, type SampleManifest } from "../src/sample/ensure-sample-loaded";
import { taskDetailSpaces } from "../src/sample/task-detail-spaces";
import { openSqliteStore } from "../src/sqlite-store";

const sampleDir = findSampleDir();
const manifest = JSON.parse(readFileSync(join(sampleDir, "manifest.json"), "utf8")) as SampleManifest;

describe("the bundled sample catalogue", () => {
  it("matches its manifest's counts", () => {
    const lines = (file: string) =>
      gunzipSync(readFileSync(join(sampleDir, file)))
        .toString("utf8")
        .trimEnd()
        .split("\n").length;
    expect(lines(manifest.models.file)).toBe(manifest.models.count);
    expect(lines(manifest.datasets.file)).toBe(manifest.datasets.count);
    expect(manifest.models.count).toBeGreaterThan(6000);
  });

  it("loads once, in seconds, with real models, GGUF files, datasets and the task pages' spaces", async () => {
    const store = await openSqliteStore(":memory:");
    const first = await ensureSampleLoaded(store, sampleDir);
    expect(first.loaded).toBe(true);
    expect(first.ms).toBeLessThan(30_000);
    expect(await store.models.count()).toBe(manifest.models.count);
    expect(await store.datasets.count()).toBe(manifest.datasets.count);
    const changes = () => store.db.get<{ n: number }>("SELECT total_changes() AS n")?.n;
    const before = changes();
    const second = await ensureSampleLoaded(store, sampleDir);
    expect(second.loaded).toBe(false);
    expect(changes()).toBe(before);
    expect(await store.models.count()).toBe(manifest.models.count);

    const qwen = await store.models.get("Qwen/Qwen1.5-MoE-A2.7B");
    expect(qwen?.pipeline_tag).toBe("text-generation");
    expect(qwen?.downloadsAsOf).toBe(manifest.models.downloadsAsOf);
    const gguf = (await store.models.list({ tags: ["gguf"], limit: 1 })).items[0];
    expect(gguf).toBeDefined();
    const arithmo = await store.models.files("TheBloke/Arithmo-Mistral-7B-GGUF");
    expect(arithmo).toContainEqual({ rfilename: "arithmo-mistral-7b.Q4_K_M.gguf", size: 4368438944 });
    expect((await store.datasets.list({ taskCategory: "text-classification", limit: 1 })).items[0]?.id).toBe(
      "super_glue",
    );
    expect((await store.models.facetCounts("pipeline_tag"))[0]?.count).toBeGreaterThan(100);
    // A search finds the most downloaded models too (their keys pass 2^53, search-key.ts), by any
    // part of their ids.
    const search = async (words: string) =>
      (await store.models.list({ search: words, limit: 2 })).items.map((m) => m.id);
    expect(await search("gpt2")).toEqual(["openai-community/gpt2", "distilbert/distilgpt2"]);
    expect(await search("bge")).toEqual(["BAAI/bge-m3", "BAAI/bge-reranker-v2-m3"]);
    expect(await store.spaces.list()).toHaveLength(taskDetailSpaces().length);
  }, 60_000);
});
