// @vitest-environment node
import { datasetInfo, listDatasets, listModels, modelInfo } from "@huggingface/hub";
import type { Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_SHA, fixtureStore } from "./api-fixtures.test-helpers";
import { hubObjectId } from "./hub-object-id.server";
import { type ApiServer, startApiServer } from "./node-api-server.server";

let store: Store;
let server: ApiServer;

beforeAll(async () => {
  store = await fixtureStore();
  server = await startApiServer(store);
});
afterAll(async () => {
  await server.close();
  await store.close();
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

  it("modelInfo and listModels read spaces and sha as additional fields (no sha when the record has none)", async () => {
    const llama = await modelInfo({
      hubUrl: server.url,
      name: "meta-llama/Llama-3-8B",
      additionalFields: ["spaces", "sha"],
    });
    expect(llama.spaces).toEqual(["acme/arena", "zeta/llama-chat"]);
    expect(llama.sha).toBeUndefined();
    const bert = await modelInfo({
      hubUrl: server.url,
      name: "acme/bert-small",
      additionalFields: ["spaces", "sha"],
    });
    expect(bert).toMatchObject({ name: "acme/bert-small", spaces: [], sha: FIXTURE_SHA });
    const listed = await collect(listModels({ hubUrl: server.url, additionalFields: ["spaces", "sha"] }));
    expect(listed.map(({ name, spaces, sha }) => ({ name, spaces, sha }))).toEqual([
      { name: "meta-llama/Llama-3-8B", spaces: ["acme/arena", "zeta/llama-chat"], sha: undefined },
      { name: "acme/tiny-llama-gguf", spaces: [], sha: undefined },
      { name: "acme/bert-small", spaces: [], sha: FIXTURE_SHA },
      { name: "gpt2", spaces: ["acme/arena"], sha: undefined },
    ]);
  });

  it("listDatasets and datasetInfo accept every field the client may ask to expand", async () => {
    // The client's DATASET_EXPANDABLE_KEYS, but those it always asks for (downloads, likes...).
    const additionalFields = [
      "author",
      "cardData",
      "citation",
      "createdAt",
      "disabled",
      "description",
      "downloadsAllTime",
      "gitalyUid",
      "paperswithcode_id",
      "sha",
      "tags",
    ] as const;
    const listed = await collect(
      listDatasets({ hubUrl: server.url, additionalFields: [...additionalFields] }),
    );
    expect(listed.map(({ name }) => name)).toEqual(["nyu/glue", "acme/owls"]);
    expect(listed[0]).toMatchObject({ paperswithcode_id: "glue", citation: "@inproceedings{wang2019glue}" });
    const owls = await datasetInfo({
      hubUrl: server.url,
      name: "acme/owls",
      additionalFields: [...additionalFields],
    });
    expect(owls).toMatchObject({ name: "acme/owls", description: "Owl calls" });
  });

  it("datasetInfo and listDatasets read sha as an additional field", async () => {
    const glue = await datasetInfo({ hubUrl: server.url, name: "nyu/glue", additionalFields: ["sha"] });
    expect(glue).toMatchObject({ name: "nyu/glue", sha: FIXTURE_SHA });
    const listed = await collect(listDatasets({ hubUrl: server.url, additionalFields: ["sha"] }));
    expect(listed.map(({ name, sha }) => ({ name, sha }))).toEqual([
      { name: "nyu/glue", sha: FIXTURE_SHA },
      { name: "acme/owls", sha: undefined },
    ]);
  });

  it("modelInfo at a revision: the stored commit answers, another revision is a 404 naming it", async () => {
    const atSha = await modelInfo({ hubUrl: server.url, name: "acme/bert-small", revision: FIXTURE_SHA });
    expect(atSha.name).toBe("acme/bert-small");
    await expect(
      modelInfo({ hubUrl: server.url, name: "acme/bert-small", revision: "refs/pr/1" }),
    ).rejects.toMatchObject({ statusCode: 404, message: expect.stringContaining('revision "refs/pr/1"') });
  });

  it("modelInfo of an unknown model fails with the server's message", async () => {
    await expect(modelInfo({ hubUrl: server.url, name: "nobody/nothing" })).rejects.toThrow(
      /nobody\/nothing/,
    );
  });
});
