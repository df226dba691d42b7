// @vitest-environment node
import { listSpaces } from "@huggingface/hub";
import type { Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, FIXTURE_SHA, fixtureStore, ids } from "./api-fixtures.test-helpers";
import { hubObjectId } from "./hub-object-id.server";
import { type ApiServer, startApiServer } from "./node-api-server.server";

let store: Store;
let server: ApiServer;

beforeAll(async () => {
  store = await fixtureStore();
  // Two more spaces, for sorts and filters the fixture's three do not tell apart.
  await store.spaces.upsertMany([
    {
      id: "labs/paint-studio",
      title: "Paint Studio",
      sdk: "streamlit",
      likes: 7,
      trendingScore: 12,
      createdAt: "2025-02-01T00:00:00.000Z",
      lastModified: "2025-03-01T00:00:00.000Z",
      tags: ["streamlit", "region:eu"],
    },
    {
      id: "labs/voice-box",
      cardData: { title: "Voice box", sdk: "docker" },
      likes: 2,
      trendingScore: 40,
      lastModified: "2025-01-01T00:00:00.000Z",
      tags: ["region:us"],
    },
  ]);
  server = await startApiServer(store);
});
afterAll(async () => {
  await server.close();
  await store.close();
});

/** The `next` URL of a response's Link header. */
const nextLink = (headers: Headers) => headers.get("link")?.match(/^<([^>]+)>; rel="next"$/)?.[1];

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe("GET /api/spaces", () => {
  it("lists spaces by likes with the Hub's listing fields, ties in the order stored, newest first", async () => {
    const { status, body, headers } = await call(store, "/api/spaces");
    expect(status).toBe(200);
    expect(headers.get("access-control-allow-origin")).toBe("*");
    expect(ids(body)).toEqual([
      "labs/paint-studio",
      "acme/owl-finder",
      "labs/voice-box",
      "acme/arena",
      "zeta/llama-chat",
    ]);
    const [, owl, , arena] = body as Record<string, unknown>[];
    expect(owl).toEqual({
      _id: hubObjectId("space", "acme/owl-finder"),
      id: "acme/owl-finder",
      likes: 7,
      trendingScore: 0,
      private: false,
      sdk: "gradio",
      tags: ["gradio", "license:mit"],
      createdAt: "2024-03-01T00:00:00.000Z",
    });
    expect(arena).toEqual({
      _id: hubObjectId("space", "acme/arena"),
      id: "acme/arena",
      likes: 0,
      trendingScore: 0,
      private: false,
      tags: [],
    });
  });

  it.each([
    ["search=OWL", ["acme/owl-finder"]],
    ["search=paint%20labs", ["labs/paint-studio"]],
    ["search=box", ["labs/voice-box"]],
    ["author=acme", ["acme/owl-finder", "acme/arena"]],
    ["filter=region:us", ["labs/voice-box"]],
    ["filter=docker", ["labs/voice-box"]],
    ["filter=gradio&filter=license:mit", ["acme/owl-finder"]],
    ["filter=region:eu,streamlit&author=labs", ["labs/paint-studio"]],
    ["filter=region:eu&author=acme", []],
    [
      "sort=trending",
      ["labs/voice-box", "labs/paint-studio", "acme/owl-finder", "acme/arena", "zeta/llama-chat"],
    ],
    [
      "sort=lastModified&direction=-1",
      ["labs/paint-studio", "labs/voice-box", "acme/owl-finder", "acme/arena", "zeta/llama-chat"],
    ],
    ["sort=createdAt&direction=1&limit=3", ["zeta/llama-chat", "acme/arena", "labs/voice-box"]],
  ])("?%s lists %j", async (query, expected) => {
    const { status, body } = await call(store, `/api/spaces?${query}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected);
  });

  it("pages with cursors through the Link header, as /api/models does", async () => {
    const seen: string[] = [];
    let path: string | undefined = "/api/spaces?sort=trendingScore&limit=2&author=labs&expand=title";
    let pages = 0;
    while (path) {
      const { body, headers } = await call(store, path);
      expect(body).toEqual(expect.arrayContaining([expect.objectContaining({ title: expect.any(String) })]));
      seen.push(...ids(body));
      const next = nextLink(headers);
      path = next && new URL(next).pathname + new URL(next).search;
      pages++;
    }
    expect([seen, pages]).toEqual([["labs/voice-box", "labs/paint-studio"], 1]);
    const first = await call(store, "/api/spaces?limit=2");
    const next = new URL(nextLink(first.headers) ?? "");
    expect(next.searchParams.get("limit")).toBe("2");
    const second = await call(store, next.pathname + next.search);
    expect(ids(second.body)).toEqual(["labs/voice-box", "acme/arena"]);
    const cursor = next.searchParams.get("cursor") ?? "";
    const otherSort = await call(store, `/api/spaces?sort=createdAt&cursor=${cursor}`);
    expect(otherSort.status).toBe(400);
    expect((otherSort.body as { error: string }).error).toContain('"cursor"');
  });

  it("answers full=true with each space as its own endpoint does, and its trending score", async () => {
    const { body } = await call(store, "/api/spaces?full=true&search=owl-finder");
    const info = (await call(store, "/api/spaces/acme/owl-finder")).body as Record<string, unknown>;
    expect(body).toEqual([{ ...info, trendingScore: 0 }]);
    expect(info.sha).toBe(FIXTURE_SHA);
    const expanded = await call(store, "/api/spaces?expand=lastModified&expand=emoji&search=owl");
    expect(expanded.body).toEqual([
      {
        _id: hubObjectId("space", "acme/owl-finder"),
        id: "acme/owl-finder",
        lastModified: "2024-07-01T00:00:00.000Z",
        emoji: "🦉",
      },
    ]);
  });

  it.each([
    [
      "sort=downloads",
      "sort",
      "expected one of relevance, likes, trending, trendingScore, createdAt, lastModified",
    ],
    ["direction=up", "direction", "expected -1"],
    ["limit=0", "limit", "expected an integer from 1 to 1000"],
    ["limit=ten", "limit", "expected an integer"],
    ["expand=downloads", "expand", 'unknown field "downloads"'],
    ["full=maybe", "full", "expected true or false"],
    ["author=", "author", "empty"],
    ["cursor=nonsense", "cursor", "cursor is not one this server issued"],
    ["gated=true", "gated", "not supported"],
  ])("?%s is a 400 naming %s", async (query, parameter, problem) => {
    const { status, body } = await call(store, `/api/spaces?${query}`);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toContain(`invalid parameter "${parameter}": `);
    expect((body as { error: string }).error).toContain(problem);
  });
});

describe("@huggingface/hub's listSpaces against the local API", () => {
  it("reads every space, page after page, with the fields it asks for", async () => {
    const all = await collect(listSpaces({ hubUrl: server.url }));
    expect(all.map((space) => space.name)).toEqual(ids((await call(store, "/api/spaces")).body));
    expect(all.find((space) => space.name === "acme/owl-finder")).toEqual({
      id: hubObjectId("space", "acme/owl-finder"),
      name: "acme/owl-finder",
      sdk: "gradio",
      likes: 7,
      private: false,
      updatedAt: new Date("2024-07-01T00:00:00.000Z"),
    });
  });

  it("searches, filters by owner and tags, sorts, and reads additional fields", async () => {
    const found = await collect(
      listSpaces({
        hubUrl: server.url,
        search: { query: "studio", owner: "labs" },
        additionalFields: ["author"],
      }),
    );
    expect(found).toEqual([
      {
        id: hubObjectId("space", "labs/paint-studio"),
        name: "labs/paint-studio",
        sdk: "streamlit",
        likes: 7,
        private: false,
        updatedAt: new Date("2025-03-01T00:00:00.000Z"),
        author: "labs",
      },
    ]);
    const owned = await collect(listSpaces({ hubUrl: server.url, search: { owner: "acme" } }));
    expect(owned.map((space) => space.name)).toEqual(["acme/owl-finder", "acme/arena"]);
    const tagged = await collect(
      listSpaces({
        hubUrl: server.url,
        search: { tags: ["region:us"] },
        additionalFields: ["tags", "models"],
      }),
    );
    expect(tagged.map((space) => [space.name, space.tags])).toEqual([["labs/voice-box", ["region:us"]]]);
    const trending = await collect(listSpaces({ hubUrl: server.url, sort: "trendingScore" }));
    expect(trending.map((space) => space.name).slice(0, 2)).toEqual(["labs/voice-box", "labs/paint-studio"]);
  });

  it("throws the Hub client's error for a sort this hub cannot do", async () => {
    await expect(collect(listSpaces({ hubUrl: server.url, sort: "mainSize" }))).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
