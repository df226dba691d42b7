// The `apps` filter for every local app, against the app's listing conditions evaluated in
// JavaScript (LocalApp.listedBy, which the catalogue's own test ties to each app's rule): pages,
// cursor walks, totals and task counts, alone and with other filters.
import {
  LISTED_LOCAL_APPS,
  LOCAL_APPS,
  type LocalApp,
  type LocalAppKey,
  normalizeModelRecord,
} from "@modelhub/catalog";
import { listedWhenHolds } from "@modelhub/catalog/records";
import { describe, expect, it } from "vitest";
import type { ModelQuery } from "../src/models/model-query";
import { openSqliteStore } from "../src/sqlite-store";

const MODELS = [
  {
    id: "g/gguf-chat",
    pipeline_tag: "text-generation",
    tags: ["gguf"],
    siblings: [{ rfilename: "m.Q4_K_M.gguf" }],
  },
  { id: "g/projector-only", tags: ["gguf"], siblings: [{ rfilename: "mmproj-f16.gguf" }] },
  { id: "m/mlx-chat", pipeline_tag: "text-generation", library_name: "mlx", tags: ["mlx"] },
  { id: "m/mlx-embed", pipeline_tag: "feature-extraction", library_name: "mlx", tags: ["mlx"] },
  { id: "t/tgi-chat", pipeline_tag: "text-generation", tags: ["transformers", "text-generation-inference"] },
  {
    id: "d/sd",
    pipeline_tag: "text-to-image",
    library_name: "diffusers",
    tags: ["diffusers", "safetensors"],
  },
  {
    id: "d/sd-lora",
    pipeline_tag: "image-to-image",
    library_name: "diffusers",
    tags: ["lora", "safetensors"],
  },
  { id: "d/bin-lora", library_name: "diffusers", tags: ["lora"] },
  {
    id: "d/not-diffusers",
    pipeline_tag: "text-to-image",
    library_name: "flair",
    tags: ["lora", "safetensors"],
  },
  { id: "j/joy", pipeline_tag: "text-to-image", tags: ["coreml", "joyfusion"] },
  { id: "j/coreml-only", pipeline_tag: "text-to-image", tags: ["coreml"] },
  { id: "u/unsloth", pipeline_tag: "text-generation", tags: ["unsloth", "transformers"] },
  { id: "r/ryzen", pipeline_tag: "text-generation", tags: ["ryzenai-npu"] },
  { id: "x/plain", pipeline_tag: "text-generation", tags: ["transformers"] },
  { id: "x/fill-mask", pipeline_tag: "fill-mask", tags: ["transformers"] },
  {
    id: "q/awq-chat",
    pipeline_tag: "image-text-to-text",
    tags: ["safetensors"],
    config: { quantization_config: { quant_method: "awq", bits: 4 } },
  },
  {
    id: "q/bnb-chat",
    pipeline_tag: "text-generation",
    tags: ["safetensors"],
    config: { quantization_config: { quant_method: "bitsandbytes" } },
  },
  {
    id: "a/gguf-agent",
    pipeline_tag: "text-generation",
    tags: ["gguf", "conversational"],
    siblings: [{ rfilename: "agent-Q8_0.gguf" }],
    gguf: { context_length: 8192, chat_template: "{% if tools %}{{ tools | tojson }}{% endif %}" },
  },
  {
    id: "a/gguf-no-tools",
    pipeline_tag: "text-generation",
    tags: ["gguf", "conversational"],
    siblings: [{ rfilename: "plain-Q8_0.gguf" }],
    gguf: { context_length: 8192, chat_template: "{{ messages[0].content }}" },
  },
  {
    id: "a/mlx-agent",
    pipeline_tag: "text-generation",
    library_name: "mlx",
    tags: ["mlx", "conversational"],
    config: { tokenizer_config: { chat_template: [{ name: "default", template: "{{ tools }}" }] } },
  },
].map((model, index) => ({ ...model, downloads: 100 - index * 3, likes: index % 4 }));

const records = MODELS.map((raw) => normalizeModelRecord(raw));

/** The models any of `apps` lists, by the catalogue's conditions (GGUF as the store's derived tag tells it). */
function expected(query: ModelQuery & { apps: string[] }): string[] {
  return records
    .filter((model) =>
      query.apps.some(
        (id) =>
          LISTED_LOCAL_APPS.includes(id as LocalAppKey) &&
          ((LOCAL_APPS[id as LocalAppKey] as LocalApp).listedBy ?? []).some((when) =>
            listedWhenHolds(when, model, model),
          ),
      ),
    )
    .filter((model) => query.pipelineTag === undefined || model.pipeline_tag === query.pipelineTag)
    .filter((model) => query.library === undefined || model.library_name === query.library)
    .filter((model) => (query.tags ?? []).every((tag) => model.tags.includes(tag)))
    .map((model) => model.id)
    .sort();
}

const QUERIES: (ModelQuery & { apps: string[] })[] = [
  ...LISTED_LOCAL_APPS.map((app) => ({ apps: [app] })),
  { apps: ["llama.cpp", "lmstudio"] },
  { apps: ["mlx-lm", "diffusionbee"] },
  { apps: ["jellybox", "tgi"] },
  { apps: ["drawthings", "jan", "vllm"] },
  { apps: ["joyfusion", "lemonade", "unsloth"] },
  { apps: ["sglang", "pi"] },
  { apps: ["hermes-agent"], tags: ["gguf"] },
  { apps: ["vllm", "mlx-lm"], pipelineTag: "text-generation" },
  { apps: ["docker-model-runner", "openclaw"] },
  { apps: ["drawthings"], pipelineTag: "text-to-image" },
  { apps: ["drawthings"], pipelineTag: "image-to-image" },
  { apps: ["diffusionbee"], pipelineTag: "text-generation" },
  { apps: ["mlx-lm"], library: "mlx" },
  { apps: ["jellybox", "atomic-chat"], tags: ["safetensors"] },
  { apps: ["lmstudio", "drawthings"], pipelineTag: "text-generation" },
];

describe("the apps filter", () => {
  for (const bulk of [false, true]) {
    it(`lists, pages, totals and counts the models of any of the catalogue's listed apps (bulk: ${bulk})`, async () => {
      const store = await openSqliteStore(":memory:");
      await store.models.upsertMany(MODELS, undefined, { bulk });
      for (const query of QUERIES) {
        const want = expected(query);
        const label = JSON.stringify(query);
        expect(
          (await store.models.list({ ...query, limit: 100 })).items.map((m) => m.id).sort(),
          label,
        ).toEqual(want);
        expect(await store.models.count(query), label).toBe(want.length);
        expect((await store.models.total(query)).count, label).toBe(want.length);
        // One at a time by likes, through cursors.
        const walked: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await store.models.list({
            ...query,
            sort: "likes",
            limit: 1,
            ...(cursor ? { cursor } : {}),
          });
          walked.push(...page.items.map((m) => m.id));
          cursor = page.nextCursor;
        } while (cursor);
        expect(walked.sort(), label).toEqual(want);
        const tasks = new Map<string, number>();
        for (const id of want) {
          const task = records.find((model) => model.id === id)?.pipeline_tag;
          if (task) tasks.set(task, (tasks.get(task) ?? 0) + 1);
        }
        const counted = await store.models.facetCountsWithin("pipeline_tag", query);
        expect(new Map(counted.map(({ value, count }) => [value, count])), label).toEqual(tasks);
      }
      // The conditions are not vacuous here: each app lists some model, and none lists them all.
      for (const app of LISTED_LOCAL_APPS) {
        expect(expected({ apps: [app] }).length, app).toBeGreaterThan(0);
        expect(expected({ apps: [app] }).length, app).toBeLessThan(MODELS.length);
      }
      // Read from config.json and the chat template: the AWQ model and the agents, not their lookalikes.
      expect((await store.models.list({ apps: ["sglang"] })).items.map((m) => m.id).sort()).toEqual([
        "q/awq-chat",
        "t/tgi-chat",
        "u/unsloth",
        "x/plain",
      ]);
      expect((await store.models.list({ apps: ["openclaw"] })).items.map((m) => m.id).sort()).toEqual([
        "a/gguf-agent",
        "a/mlx-agent",
      ]);
      await store.close();
    });
  }
});
