import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidCursorError } from "../src/cursor";
import { InvalidQueryError } from "../src/page";
import type { SpaceQuery } from "../src/spaces/space-listing";
import { type EngineStore, STORE_ENGINES } from "./store-engines";

/** Spaces as the Hub lists them, and one from a folder's card (no tags, its SDK in the card). */
const SPACES = [
  {
    id: "acme/chat-arena",
    title: "Chat Arena",
    sdk: "gradio",
    likes: 120,
    trendingScore: 30,
    createdAt: "2025-01-05T00:00:00.000Z",
    lastModified: "2026-03-01T00:00:00.000Z",
    tags: ["gradio", "region:us", "mcp-server"],
  },
  {
    id: "acme/Paint_Studio",
    title: "Paint 100% Studio",
    sdk: "streamlit",
    likes: 45,
    trendingScore: 30,
    createdAt: "2024-06-01T00:00:00.000Z",
    lastModified: "2026-01-10T00:00:00.000Z",
    tags: ["streamlit", "region:eu"],
  },
  {
    id: "labs/whisper-live",
    title: "Whisper — Live Ünïcode",
    sdk: "docker",
    likes: 45,
    trendingScore: 2,
    createdAt: "2025-11-20T00:00:00.000Z",
    lastModified: "2025-12-24T00:00:00.000Z",
    tags: ["docker", "region:us"],
  },
  {
    id: "labs/static-notes",
    cardData: { title: "Notes", sdk: "static", emoji: "📝" },
    likes: 3,
  },
  { id: "solo/empty", tasks: ["text-generation"] },
];

const ids = (items: { id: string }[]) => items.map((space) => space.id);

describe.each(STORE_ENGINES)("the spaces listing on $engine", ({ open }) => {
  let store: EngineStore;
  beforeAll(async () => {
    store = await open();
    await store.spaces.upsertMany(SPACES);
  });
  afterAll(async () => {
    await store.close();
  });

  /** Every id of a listing, page after page of `limit`, and the number of pages read. */
  async function allPages(query: SpaceQuery, limit: number) {
    const found: string[] = [];
    let pages = 0;
    let cursor: string | undefined;
    do {
      const page = await store.spaces.listPage({ ...query, limit, cursor });
      found.push(...ids(page.items));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    return { found, pages };
  }

  it("sorts by likes, trending, creation and change, both ways, ties in the order stored", async () => {
    expect(ids((await store.spaces.listPage()).items)).toEqual([
      "acme/chat-arena",
      "labs/whisper-live",
      "acme/Paint_Studio",
      "labs/static-notes",
      "solo/empty",
    ]);
    // Equal trending scores go to the most liked.
    expect(ids((await store.spaces.listPage({ sort: "trendingScore" })).items)).toEqual([
      "acme/chat-arena",
      "acme/Paint_Studio",
      "labs/whisper-live",
      "labs/static-notes",
      "solo/empty",
    ]);
    expect(ids((await store.spaces.listPage({ sort: "createdAt", direction: "asc" })).items)).toEqual([
      "labs/static-notes",
      "solo/empty",
      "acme/Paint_Studio",
      "acme/chat-arena",
      "labs/whisper-live",
    ]);
    expect(ids((await store.spaces.listPage({ sort: "lastModified", limit: 3 })).items)).toEqual([
      "acme/chat-arena",
      "acme/Paint_Studio",
      "labs/whisper-live",
    ]);
  });

  it("pages through every sort with cursors, never skipping or repeating a space", async () => {
    for (const sort of ["likes", "trendingScore", "createdAt", "lastModified"] as const) {
      for (const direction of ["asc", "desc"] as const) {
        const whole = ids((await store.spaces.listPage({ sort, direction })).items);
        const { found, pages } = await allPages({ sort, direction }, 2);
        expect(found).toEqual(whole);
        expect(pages).toBe(3);
      }
    }
  });

  it("finds a search's words in the id, the owner or the title, whatever the case, wildcards as text", async () => {
    expect(ids((await store.spaces.listPage({ search: "ARENA" })).items)).toEqual(["acme/chat-arena"]);
    expect(ids((await store.spaces.listPage({ search: "paint_stu" })).items)).toEqual(["acme/Paint_Studio"]);
    expect(ids((await store.spaces.listPage({ search: "100%" })).items)).toEqual(["acme/Paint_Studio"]);
    expect(ids((await store.spaces.listPage({ search: "_" })).items)).toEqual(["acme/Paint_Studio"]);
    expect(ids((await store.spaces.listPage({ search: "live ünïcode" })).items)).toEqual([
      "labs/whisper-live",
    ]);
    expect(ids((await store.spaces.listPage({ search: "notes labs" })).items)).toEqual(["labs/static-notes"]);
    expect((await store.spaces.listPage({ search: "notes acme" })).items).toEqual([]);
  });

  it("filters by owner, SDK and tags, the SDK counting as a tag as the Hub's do", async () => {
    expect(ids((await store.spaces.listPage({ author: "labs" })).items)).toEqual([
      "labs/whisper-live",
      "labs/static-notes",
    ]);
    expect((await store.spaces.listPage({ author: "lab" })).items).toEqual([]);
    expect(ids((await store.spaces.listPage({ sdk: "static" })).items)).toEqual(["labs/static-notes"]);
    expect(ids((await store.spaces.listPage({ tags: ["static"] })).items)).toEqual(["labs/static-notes"]);
    expect(ids((await store.spaces.listPage({ tags: ["region:us"] })).items)).toEqual([
      "acme/chat-arena",
      "labs/whisper-live",
    ]);
    expect(
      ids((await store.spaces.listPage({ tags: ["region:us", "docker"], author: "labs" })).items),
    ).toEqual(["labs/whisper-live"]);
    expect((await store.spaces.listPage({ tags: ["region:us"], sdk: "streamlit" })).items).toEqual([]);
    const page = await store.spaces.listPage({ search: "notes" });
    expect(page.items[0]).toMatchObject({ id: "labs/static-notes", title: "Notes", emoji: "📝", likes: 3 });
  });

  it("counts the listing's spaces", async () => {
    expect(await store.spaces.total()).toEqual({ count: 5, exact: true });
    expect(await store.spaces.total({ tags: ["region:us"] })).toEqual({ count: 2, exact: true });
    expect(await store.spaces.total({ search: "acme", sdk: "gradio" })).toEqual({ count: 1, exact: true });
    expect(await store.spaces.total({ author: "nobody" })).toEqual({ count: 0, exact: true });
  });

  it("refuses a bad limit and a cursor of another order", async () => {
    await expect(store.spaces.listPage({ limit: 0 })).rejects.toThrow(InvalidQueryError);
    const { nextCursor } = await store.spaces.listPage({ sort: "likes", limit: 1 });
    await expect(store.spaces.listPage({ sort: "createdAt", cursor: nextCursor })).rejects.toThrow(
      InvalidCursorError,
    );
    await expect(store.spaces.listPage({ cursor: "not-a-cursor" })).rejects.toThrow(InvalidCursorError);
  });

  it("lists a space by what it is now, and no more once deleted", async () => {
    await store.spaces.upsertMany([{ id: "solo/empty", sdk: "gradio", likes: 500, tags: ["gradio"] }]);
    expect(ids((await store.spaces.listPage({ sdk: "gradio", limit: 1 })).items)).toEqual(["solo/empty"]);
    expect(ids((await store.spaces.listPage({ tags: ["region:us"] })).items)).not.toContain("solo/empty");
    await store.spaces.upsertMany([{ id: "solo/empty", tasks: ["text-generation"] }]);
    expect(ids((await store.spaces.listPage({ tags: ["gradio"] })).items)).toEqual(["acme/chat-arena"]);
    expect(await store.spaces.delete("labs/whisper-live")).toBe(true);
    expect(ids((await store.spaces.listPage({ tags: ["region:us"] })).items)).toEqual(["acme/chat-arena"]);
    expect(await store.spaces.total({ author: "labs" })).toEqual({ count: 1, exact: true });
  });
});

/** Spaces whose names hold "chat" in every way relevance tells apart (decision 100). */
const CHAT_SPACES = [
  { id: "labs/voice", title: "Chat by voice", likes: 900 },
  { id: "labs/group-chat", likes: 500 },
  { id: "zoo/chat-arena", likes: 50 },
  { id: "acme/chatterbox", likes: 10 },
  { id: "acme/chat", likes: 1 },
  { id: "other/Chat", likes: 0 },
];

describe.each(STORE_ENGINES)("demo apps by relevance on $engine", ({ open }) => {
  let store: EngineStore;
  beforeAll(async () => {
    store = await open();
    await store.spaces.upsertMany(CHAT_SPACES);
  });
  afterAll(async () => {
    await store.close();
  });

  const listed = async (query: SpaceQuery) => ids((await store.spaces.listPage(query)).items);

  it("lists the exact names first, then names starting with the search, then the rest, each by likes", async () => {
    const best = [
      "acme/chat",
      "other/Chat",
      "zoo/chat-arena",
      "acme/chatterbox",
      "labs/voice",
      "labs/group-chat",
    ];
    expect(await listed({ search: "chat", sort: "relevance" })).toEqual(best);
    expect(await listed({ search: "CHAT", sort: "relevance", direction: "asc" })).toEqual(
      [...best].reverse(),
    );
    expect(await listed({ search: "chat" })).toEqual([
      "labs/voice",
      "labs/group-chat",
      "zoo/chat-arena",
      "acme/chatterbox",
      "acme/chat",
      "other/Chat",
    ]);
    expect(await listed({ search: "acme/chat", sort: "relevance" })).toEqual([
      "acme/chat",
      "acme/chatterbox",
    ]);
    expect(await listed({ search: "chat arena", sort: "relevance" })).toEqual(["zoo/chat-arena"]);
    // Without a search every space is in one tier: the order of likes.
    expect(await listed({ sort: "relevance" })).toEqual(await listed({ sort: "likes" }));
  });

  it("pages by relevance with cursors, never skipping or repeating a space", async () => {
    for (const direction of ["asc", "desc"] as const) {
      const whole = await listed({ search: "chat", sort: "relevance", direction });
      const found: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await store.spaces.listPage({
          search: "chat",
          sort: "relevance",
          direction,
          limit: 2,
          cursor,
        });
        found.push(...ids(page.items));
        cursor = page.nextCursor;
      } while (cursor);
      expect(found).toEqual(whole);
    }
    const { nextCursor } = await store.spaces.listPage({ search: "chat", sort: "relevance", limit: 2 });
    await expect(
      store.spaces.listPage({ search: "chat", sort: "likes", cursor: nextCursor }),
    ).rejects.toThrow(InvalidCursorError);
  });
});
