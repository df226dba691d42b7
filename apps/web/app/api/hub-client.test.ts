// @vitest-environment node
import { listModels, modelInfo } from "@huggingface/hub";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureStore } from "./api-fixtures.test-helpers";
import { hubObjectId } from "./hub-object-id.server";
import { type ApiServer, startApiServer } from "./node-api-server.server";

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer(fixtureStore());
});
afterAll(async () => {
  await server.close();
});

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe("@huggingface/hub against the local API", () => {
  it("listModels reads every page through the Link header, with the filters it sends", async () => {
    const all = await collect(listModels({ hubUrl: server.url }));
    expect(all.map((model) => model.name)).toEqual([
      "meta-llama/Llama-3-8B",
      "acme/tiny-llama-gguf",
      "acme/bert-small",
      "gpt2",
    ]);
    expect(all[0]).toEqual({
      id: hubObjectId("model", "meta-llama/Llama-3-8B"),
      name: "meta-llama/Llama-3-8B",
      private: false,
      task: "text-generation",
      downloads: 5000,
      gated: "manual",
      likes: 300,
      updatedAt: new Date("2024-05-01T00:00:00.000Z"),
    });
    const filtered = await collect(
      listModels({
        hubUrl: server.url,
        search: { owner: "acme", task: "text-generation", tags: ["gguf"], query: "tiny" },
        additionalFields: ["library_name", "filePaths", "author"],
        sort: "likes",
      }),
    );
    expect(filtered).toMatchObject([
      { name: "acme/tiny-llama-gguf", library_name: "gguf", filePaths: ["tiny.Q4_K_M.gguf"], author: "acme" },
    ]);
  });

  it("listModels with a limit smaller than a page stops there", async () => {
    const two = await collect(listModels({ hubUrl: server.url, limit: 2 }));
    expect(two.map((model) => model.name)).toEqual(["meta-llama/Llama-3-8B", "acme/tiny-llama-gguf"]);
  });

  it("modelInfo reads a model through /revision/HEAD, with additional fields", async () => {
    const info = await modelInfo({
      hubUrl: server.url,
      name: "meta-llama/Llama-3-8B",
      additionalFields: ["config", "cardData", "inferenceProviderMapping", "filePaths"],
    });
    expect(info).toMatchObject({
      name: "meta-llama/Llama-3-8B",
      task: "text-generation",
      downloads: 5000,
      config: { model_type: "llama" },
      cardData: { license: "llama3" },
      filePaths: ["config.json", "model.safetensors"],
      inferenceProviderMapping: [
        {
          provider: "together",
          hfModelId: "meta-llama/Llama-3-8B",
          providerId: "meta/llama-3",
          status: "live",
          task: "conversational",
        },
      ],
    });
  });

  it("modelInfo of an unknown model fails with the server's message", async () => {
    await expect(modelInfo({ hubUrl: server.url, name: "nobody/nothing" })).rejects.toThrow(
      /nobody\/nothing/,
    );
  });
});
