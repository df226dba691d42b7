// @vitest-environment node
import { spaceInfo } from "@huggingface/hub";
import type { Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, FIXTURE_SHA, fixtureStore } from "./api-fixtures.test-helpers";
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

describe("GET /api/spaces/{owner}/{name}", () => {
  it("answers a space with the Hub's field names", async () => {
    const { status, body, headers } = await call(store, "/api/spaces/acme/owl-finder");
    expect(status).toBe(200);
    expect(headers.get("access-control-allow-origin")).toBe("*");
    expect(body).toEqual({
      _id: hubObjectId("space", "acme/owl-finder"),
      id: "acme/owl-finder",
      author: "acme",
      title: "Owl finder",
      emoji: "🦉",
      colorFrom: "green",
      colorTo: "blue",
      sdk: "gradio",
      likes: 7,
      private: false,
      disabled: false,
      createdAt: "2024-03-01T00:00:00.000Z",
      lastModified: "2024-07-01T00:00:00.000Z",
      tags: ["gradio", "license:mit"],
      datasets: ["acme/owls"],
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
      tasks: ["audio-classification"],
    });
  });

  it("gives a space known only from a task page the fields it has, likes and flags defaulted", async () => {
    expect((await call(store, "/api/spaces/acme/arena")).body).toEqual({
      _id: hubObjectId("space", "acme/arena"),
      id: "acme/arena",
      author: "acme",
      likes: 0,
      private: false,
      disabled: false,
      tags: [],
      models: ["gpt2", "meta-llama/Llama-3-8B"],
      // Ours, not the Hub's: what the task page says of the app, so that a mirror keeps it.
      description: "Compares chat models side by side",
      tasks: ["text-generation"],
    });
  });

  it("answers expand with the fields named, the card's text among them, and refuses unknown ones", async () => {
    expect(
      (await call(store, "/api/spaces/acme/owl-finder?expand=sdk&expand=readme&expand=runtime")).body,
    ).toEqual({
      _id: hubObjectId("space", "acme/owl-finder"),
      id: "acme/owl-finder",
      sdk: "gradio",
      readme: "---\ntitle: Owl finder\n---\n# Owl finder\n",
    });
    const bad = await call(store, "/api/spaces/acme/owl-finder?expand=downloads");
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toContain('"expand"');
  });

  it("is a 404 JSON error with the Hub's code for an unknown space, and for another revision", async () => {
    const missing = await call(store, "/api/spaces/acme/none");
    expect([missing.status, missing.headers.get("x-error-code")]).toEqual([404, "RepoNotFound"]);
    expect(missing.body).toEqual({ error: 'space "acme/none" not found' });
    // A model's id is not a space's.
    expect((await call(store, "/api/spaces/meta-llama/Llama-3-8B")).status).toBe(404);
    expect((await call(store, "/api/spaces/acme/owl-finder/revision/main")).status).toBe(200);
    expect((await call(store, `/api/spaces/acme/owl-finder/revision/${FIXTURE_SHA}`)).status).toBe(200);
    const other = await call(store, "/api/spaces/acme/owl-finder/revision/v2");
    expect([other.status, other.headers.get("x-error-code")]).toEqual([404, "RevisionNotFound"]);
    expect((await call(store, "/api/spaces/acme/owl-finder", "POST")).status).toBe(405);
  });
});

describe("@huggingface/hub's spaceInfo against the local API", () => {
  it("reads a space, with additional fields", async () => {
    const info = await spaceInfo({
      hubUrl: server.url,
      name: "acme/owl-finder",
      additionalFields: ["author", "models", "datasets", "cardData", "createdAt", "sha"],
    });
    expect(info).toEqual({
      id: hubObjectId("space", "acme/owl-finder"),
      name: "acme/owl-finder",
      sdk: "gradio",
      likes: 7,
      private: false,
      updatedAt: new Date("2024-07-01T00:00:00.000Z"),
      author: "acme",
      datasets: ["acme/owls"],
      cardData: expect.objectContaining({
        title: "Owl finder",
        short_description: "Names the owl in a recording",
      }),
      createdAt: "2024-03-01T00:00:00.000Z",
      sha: FIXTURE_SHA,
    });
  });

  it("throws the Hub client's error for a space this hub does not have", async () => {
    await expect(spaceInfo({ hubUrl: server.url, name: "acme/none" })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
