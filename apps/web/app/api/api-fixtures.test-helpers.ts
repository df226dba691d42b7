import type { Store } from "@modelhub/store";
import { openTestStore } from "../../test/fixture-store";
import { handleApiRequest } from "./handle-api-request.server";

/** A commit id for the fixture records that carry one (as a Hub dump would). */
export const FIXTURE_SHA = "4f6c6d7e2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d";

/**
 * A store with a few models and datasets covering every filter, and spaces: two use
 * Llama-3-8B, one uses gpt2 as well, one (acme/owl-finder, with every field a space has) uses
 * no model but the dataset acme/owls. Only acme/bert-small, nyu/glue and acme/owl-finder carry a
 * `sha`. SQLite in memory, or PostgreSQL in the project that runs the API tests on it.
 */
export async function fixtureStore(): Promise<Store> {
  const store = await openTestStore();
  await store.models.upsertMany([
    {
      id: "meta-llama/Llama-3-8B",
      pipeline_tag: "text-generation",
      library_name: "transformers",
      tags: ["transformers", "llama", "text-generation", "license:llama3"],
      downloads: 5000,
      likes: 300,
      trendingScore: 10,
      createdAt: "2024-04-01T00:00:00.000Z",
      lastModified: "2024-05-01T00:00:00.000Z",
      config: { architectures: ["LlamaForCausalLM"], model_type: "llama" },
      cardData: { license: "llama3", "model-index": [{ name: "Llama-3-8B" }] },
      siblings: [{ rfilename: "config.json", size: 654 }, { rfilename: "model.safetensors" }],
      inferenceProviderMapping: {
        together: { providerId: "meta/llama-3", status: "live", task: "conversational" },
      },
      gated: "manual",
      readme: "---\nlicense: llama3\n---\n# Llama 3",
    },
    {
      id: "acme/tiny-llama-gguf",
      pipeline_tag: "text-generation",
      library_name: "gguf",
      tags: ["gguf", "llama", "text-generation"],
      downloads: 900,
      likes: 12,
      createdAt: "2024-06-01T00:00:00.000Z",
      siblings: [{ rfilename: "tiny.Q4_K_M.gguf", size: 1234 }],
    },
    {
      id: "acme/bert-small",
      pipeline_tag: "fill-mask",
      library_name: "transformers",
      tags: ["transformers", "bert", "fill-mask", "license:mit"],
      downloads: 800,
      likes: 40,
      createdAt: "2023-01-01T00:00:00.000Z",
      mask_token: "[MASK]",
      sha: FIXTURE_SHA,
    },
    { id: "gpt2", pipeline_tag: "text-generation", tags: ["text-generation"], downloads: 100 },
  ]);
  await store.datasets.upsertMany([
    {
      id: "nyu/glue",
      downloads: 70,
      cardData: { task_categories: ["text-classification"], license: "mit", paperswithcode_id: "glue" },
      downloadsAsOf: "2023",
      sha: FIXTURE_SHA,
      citation: "@inproceedings{wang2019glue}",
      siblings: [{ rfilename: "README.md", size: 12 }, { rfilename: "train.parquet" }, { size: 3 }],
    },
    {
      id: "acme/owls",
      downloads: 5,
      tags: ["task_categories:audio-classification"],
      description: "Owl calls",
    },
  ]);
  await store.spaces.upsertMany([
    { id: "zeta/llama-chat", tasks: ["text-generation"], models: ["meta-llama/Llama-3-8B"] },
    {
      id: "acme/arena",
      tasks: ["text-generation"],
      description: "Compares chat models side by side",
      models: ["gpt2", "meta-llama/Llama-3-8B"],
    },
    {
      id: "acme/owl-finder",
      tasks: ["audio-classification"],
      sdk: "gradio",
      likes: 7,
      createdAt: "2024-03-01T00:00:00.000Z",
      lastModified: "2024-07-01T00:00:00.000Z",
      datasets: ["acme/owls"],
      tags: ["gradio", "license:mit"],
      sha: FIXTURE_SHA,
      cardData: {
        title: "Owl finder",
        emoji: "🦉",
        colorFrom: "green",
        colorTo: "blue",
        sdk: "gradio",
        license: "mit",
        short_description: "Names the owl in a recording",
      },
      readme: "---\ntitle: Owl finder\n---\n# Owl finder\n",
    },
  ]);
  return store;
}

/** Calls the API handler with a GET (or `method`) of `path` and parses the JSON body. */
export async function call(
  store: Store,
  path: string,
  method = "GET",
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await handleApiRequest(store, new Request(`http://hub.test${path}`, { method }));
  if (!response) return { status: 0, body: undefined, headers: new Headers() };
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** The ids of a JSON list body. */
export function ids(body: unknown): string[] {
  return (body as { id: string }[]).map((item) => item.id);
}
