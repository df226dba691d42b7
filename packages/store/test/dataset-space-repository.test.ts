import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { InvalidDatasetRecordError } from "../src/datasets/dataset-record";
import { openSqliteStore } from "../src/sqlite-store";

describe("DatasetRepository", () => {
  it("stores datasets with task categories from their card, lists and counts them", async () => {
    const store = await openSqliteStore(":memory:");
    await store.datasets.upsertMany([
      {
        id: "nyu/glue",
        downloads: 9,
        cardData: { task_categories: ["text-classification"], license: "mit" },
      },
      {
        id: "acme/audio",
        downloads: 3,
        tags: ["task_categories:automatic-speech-recognition"],
        description: "Owl calls",
      },
      {
        id: "acme/mixed",
        downloads: 5,
        cardData: { task_categories: ["text-classification", "summarization"] },
      },
    ]);
    expect(await store.datasets.get("nyu/glue")).toEqual({
      id: "nyu/glue",
      author: "nyu",
      downloads: 9,
      tags: ["task_categories:text-classification"],
      cardData: { task_categories: ["text-classification"], license: "mit" },
    });
    const ids = (await store.datasets.list({ taskCategory: "text-classification" })).items.map((d) => d.id);
    expect(ids).toEqual(["nyu/glue", "acme/mixed"]);
    expect(
      (await store.datasets.list({ author: "acme", sort: "downloads", direction: "asc" })).items[0]
        ?.taskCategories,
    ).toEqual(["automatic-speech-recognition"]);
    expect((await store.datasets.list({ search: "owl", fullText: true })).items.map((d) => d.id)).toEqual([
      "acme/audio",
    ]);
    expect(await store.datasets.count({ taskCategory: "summarization" })).toBe(1);
    expect(await store.datasets.facetCounts("task_category")).toEqual([
      { value: "text-classification", count: 2 },
      { value: "automatic-speech-recognition", count: 1 },
      { value: "summarization", count: 1 },
    ]);
    expect((await store.datasets.getMany(["acme/mixed", "x/y"])).map((d) => d.id)).toEqual(["acme/mixed"]);
    await expect(store.datasets.upsert({ id: "bad id with spaces" })).rejects.toThrow(
      InvalidDatasetRecordError,
    );
  });

  it("files a dataset under its id's owner, whatever author its record names", async () => {
    const store = await openSqliteStore(":memory:");
    await store.datasets.upsert({ id: "evil/spoof", author: "nyu" });
    expect((await store.datasets.get("evil/spoof"))?.author).toBe("evil");
    expect(await store.datasets.count({ author: "nyu" })).toBe(0);
    expect(await store.datasets.count({ author: "evil" })).toBe(1);
  });
});

describe("SpaceRepository", () => {
  it("lists the spaces that demonstrate a task", async () => {
    const store = await openSqliteStore(":memory:");
    await store.spaces.upsertMany([
      { id: "acme/chat-demo", description: "Chat", tasks: ["text-generation"] },
      { id: "acme/asr", tasks: ["automatic-speech-recognition", "text-generation"] },
    ]);
    await store.spaces.upsertMany([{ id: "acme/asr", tasks: ["automatic-speech-recognition"] }]);
    expect((await store.spaces.forTask("text-generation")).map((s) => s.id)).toEqual(["acme/chat-demo"]);
    expect(await store.spaces.get("acme/asr")).toEqual({
      id: "acme/asr",
      author: "acme",
      tasks: ["automatic-speech-recognition"],
    });
    expect(await store.spaces.list()).toHaveLength(2);
  });
});

describe("a store file shared by two processes", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("lets a reader see a writer's commits without reopening (WAL)", async () => {
    dir = mkdtempSync(join(tmpdir(), "modelhub-store-"));
    const path = join(dir, "hub.db");
    const reader = await openSqliteStore(path);
    const writer = await openSqliteStore(path);
    expect(await reader.models.count()).toBe(0);
    await writer.models.upsert({ id: "a/b" });
    expect((await reader.models.get("a/b"))?.id).toBe("a/b");
    expect(reader.db.get<{ journal_mode: string }>("PRAGMA journal_mode")?.journal_mode).toBe("wal");
    await reader.close();
    await writer.close();
  });
});
