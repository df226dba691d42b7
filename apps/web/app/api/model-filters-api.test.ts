// @vitest-environment node
import { listModels } from "@huggingface/hub";
import type { Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestStore } from "../../test/fixture-store";
import { call, ids } from "./api-fixtures.test-helpers";
import { type ApiServer, startApiServer } from "./node-api-server.server";

// GET /api/models with the filters on a model card's metadata, in the Hub's parameter names and
// value formats, and @huggingface/hub's listModels sending them unchanged.

const MODELS = [
  {
    id: "meta/llama-8b",
    pipeline_tag: "text-generation",
    tags: ["transformers", "en", "fr", "license:llama3.1"],
    downloads: 9000,
    gated: "manual",
    safetensors: { total: 8_030_261_248 },
  },
  {
    id: "mistral/small-24b",
    pipeline_tag: "text-generation",
    tags: ["transformers", "en", "fr", "license:apache-2.0", "endpoints_compatible", "region:eu"],
    downloads: 7000,
    safetensors: { total: 23_572_403_200 },
  },
  {
    id: "acme/llama-8b-french",
    pipeline_tag: "text-generation",
    tags: ["fr", "license:apache-2.0", "base_model:meta/llama-8b", "base_model:finetune:meta/llama-8b"],
    downloads: 500,
    safetensors: { total: 8_030_261_248 },
  },
  {
    id: "bartowski/llama-8b-gguf",
    tags: ["gguf", "en", "base_model:meta/llama-8b", "base_model:quantized:meta/llama-8b", "4-bit"],
    downloads: 3000,
    gguf: { total: 8_030_261_248 },
  },
  {
    id: "tiny/bert",
    tags: ["en", "license:apache-2.0"],
    downloads: 20000,
    safetensors: { total: 110_000_000 },
  },
];

let store: Store;
let server: ApiServer;
beforeAll(async () => {
  store = await openTestStore();
  await store.models.upsertMany(MODELS);
  server = await startApiServer(store);
});
afterAll(async () => {
  await server.close();
  await store.close();
});

describe("GET /api/models with card filters", () => {
  it.each([
    ["language=fr", ["meta/llama-8b", "mistral/small-24b", "acme/llama-8b-french"]],
    ["language=fr,en", ["meta/llama-8b", "mistral/small-24b"]],
    ["license=license:apache-2.0", ["tiny/bert", "mistral/small-24b", "acme/llama-8b-french"]],
    ["license=apache-2.0&language=fr", ["mistral/small-24b", "acme/llama-8b-french"]],
    ["other=endpoints_compatible,region:eu", ["mistral/small-24b"]],
    ["other=4-bit&filter=gguf", ["bartowski/llama-8b-gguf"]],
    ["other=base_model:finetune:meta/llama-8b", ["acme/llama-8b-french"]],
    ["other=base_model:meta/llama-8b", ["bartowski/llama-8b-gguf", "acme/llama-8b-french"]],
    ["num_parameters=min:0,max:1B", ["tiny/bert"]],
    ["num_parameters=min:3B,max:8B", []],
    ["num_parameters=min:8B,max:15B", ["meta/llama-8b", "bartowski/llama-8b-gguf", "acme/llama-8b-french"]],
    ["num_parameters=min:8000000000&language=fr&search=llama", ["meta/llama-8b", "acme/llama-8b-french"]],
    ["num_parameters=max:10B&license=license:apache-2.0", ["tiny/bert", "acme/llama-8b-french"]],
    ["gated=true", ["meta/llama-8b"]],
    ["gated=False&language=fr", ["mistral/small-24b", "acme/llama-8b-french"]],
    ["base_models_only=true", ["tiny/bert", "meta/llama-8b", "mistral/small-24b"]],
    ["base_models_only=true&num_parameters=min:1B&gated=false", ["mistral/small-24b"]],
    [
      "sort=num_parameters",
      ["mistral/small-24b", "meta/llama-8b", "bartowski/llama-8b-gguf", "acme/llama-8b-french", "tiny/bert"],
    ],
    ["sort=num_parameters&direction=1&limit=2", ["tiny/bert", "acme/llama-8b-french"]],
  ])("?%s", async (query, expected) => {
    const { status, body } = await call(store, `/api/models?${query}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected);
  });

  it("pages a filtered listing sorted by parameter count through its cursors", async () => {
    const seen: string[] = [];
    let url: string | undefined = "/api/models?sort=num_parameters&language=en&limit=1";
    while (url) {
      const { status, body, headers } = await call(store, url);
      expect(status).toBe(200);
      seen.push(...ids(body));
      const next = /<([^>]+)>;\s*rel="next"/.exec(headers.get("link") ?? "")?.[1];
      url = next === undefined ? undefined : new URL(next).pathname + new URL(next).search;
    }
    expect(seen).toEqual(["mistral/small-24b", "meta/llama-8b", "bartowski/llama-8b-gguf", "tiny/bert"]);
  });

  it.each([
    ["num_parameters=min:abc", "num_parameters", "min:abc"],
    ["num_parameters=7B", "num_parameters", "7B"],
    ["num_parameters=min:8B,max:1B", "num_parameters", "above the maximum"],
    ["num_parameters=min:1B,min:2B", "num_parameters", "min:1B,min:2B"],
    ["gated=maybe", "gated", "true or false"],
    ["base_models_only=yes", "base_models_only", "true or false"],
    ["license=license:", "license", "without its id"],
    ["language=", "language", "empty"],
    ["sort=params", "sort", "num_parameters"],
  ])("?%s is a 400 naming %s", async (query, parameter, detail) => {
    const { status, body } = await call(store, `/api/models?${query}`);
    expect(status).toBe(400);
    const { error } = body as { error: string };
    expect(error).toContain(`"${parameter}"`);
    expect(error).toContain(detail);
  });

  it("keeps refusing gated and other on datasets, which do not have them", async () => {
    const { status } = await call(store, "/api/datasets?gated=true");
    expect(status).toBe(400);
  });
});

describe("@huggingface/hub listModels with the card filters", () => {
  it("sends search and filter arrays unchanged and reads the matches", async () => {
    const found: string[] = [];
    for await (const model of listModels({
      hubUrl: server.url,
      search: { query: "llama", tags: ["fr", "license:apache-2.0"] },
    }))
      found.push(model.name);
    expect(found).toEqual(["acme/llama-8b-french"]);
    const bySize: string[] = [];
    for await (const model of listModels({
      hubUrl: server.url,
      search: { tags: ["en"], task: "text-generation" },
      sort: "num_parameters",
    }))
      bySize.push(model.name);
    expect(bySize).toEqual(["mistral/small-24b", "meta/llama-8b"]);
  });
});
