import { afterEach, describe, expect, it } from "vitest";
import { InvalidSpaceRecordError } from "../src/spaces/space-record";
import { type EngineStore, STORE_ENGINES } from "./store-engines";

describe.each(STORE_ENGINES)("spaces and store facts on $engine", ({ open }) => {
  let store: EngineStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it("lists spaces by task and by the models they use, and replaces a space's tasks", async () => {
    store = await open();
    const written = await store.spaces.upsertMany([
      { id: "b/chat", tasks: ["text-generation"], models: ["acme/chat-7b", "acme/base"] },
      {
        id: "a/translate",
        description: "Translates",
        tasks: ["translation", "text-generation"],
        models: ["acme/base"],
      },
      { id: "c/draw", tasks: ["text-to-image"] },
    ]);
    expect(written).toEqual({ inserted: 3, updated: 0 });
    expect((await store.spaces.forTask("text-generation")).map((space) => space.id)).toEqual([
      "a/translate",
      "b/chat",
    ]);
    expect(await store.spaces.get("a/translate")).toEqual({
      id: "a/translate",
      author: "a",
      description: "Translates",
      tasks: ["translation", "text-generation"],
      models: ["acme/base"],
    });
    expect(await store.spaces.usingModel("acme/base")).toEqual(["a/translate", "b/chat"]);
    expect(await store.spaces.usingModels(["acme/chat-7b", "acme/none"])).toEqual(
      new Map([["acme/chat-7b", ["b/chat"]]]),
    );
    expect(await store.spaces.upsertMany([{ id: "b/chat", tasks: ["summarization"] }])).toEqual({
      inserted: 0,
      updated: 1,
    });
    expect((await store.spaces.forTask("text-generation")).map((space) => space.id)).toEqual(["a/translate"]);
    expect((await store.spaces.list()).map((space) => space.id)).toEqual(["a/translate", "b/chat", "c/draw"]);
    expect(await store.spaces.get("z/none")).toBeUndefined();
  });

  it("removes a space from every listing, its tasks and the models it uses with it", async () => {
    store = await open();
    await store.spaces.upsertMany([
      { id: "b/chat", tasks: ["text-generation"], models: ["acme/base"] },
      { id: "a/translate", tasks: ["translation", "text-generation"], models: ["acme/base", "acme/mt"] },
    ]);
    expect(await store.spaces.has("a/translate")).toBe(true);
    expect(await store.spaces.delete("a/translate")).toBe(true);
    expect(await store.spaces.delete("a/translate")).toBe(false);
    expect(await store.spaces.has("a/translate")).toBe(false);
    expect(await store.spaces.get("a/translate")).toBeUndefined();
    expect((await store.spaces.list()).map((space) => space.id)).toEqual(["b/chat"]);
    expect((await store.spaces.forTask("text-generation")).map((space) => space.id)).toEqual(["b/chat"]);
    expect(await store.spaces.forTask("translation")).toEqual([]);
    expect(await store.spaces.usingModels(["acme/base", "acme/mt"])).toEqual(
      new Map([["acme/base", ["b/chat"]]]),
    );
    // Stored again, it demonstrates only its new tasks.
    await store.spaces.upsertMany([{ id: "a/translate", tasks: ["summarization"] }]);
    expect((await store.spaces.forTask("summarization")).map((space) => space.id)).toEqual(["a/translate"]);
    expect((await store.spaces.forTask("text-generation")).map((space) => space.id)).toEqual(["b/chat"]);
  });

  it("keeps a space's Hub fields and card, finds it by the datasets it uses, and rolls back a bad record", async () => {
    store = await open();
    const stored: string[] = [];
    await store.spaces.upsertMany(
      [
        {
          id: "acme/whisper-demo",
          sdk: "gradio",
          likes: 12,
          createdAt: "2024-01-02T03:04:05.000Z",
          lastModified: "2024-06-01T00:00:00.000Z",
          models: ["openai/whisper-small"],
          datasets: ["acme/owl-calls", "librispeech_asr"],
          cardData: { title: "Whisper demo", emoji: "🦉", colorFrom: "indigo", colorTo: "pink" },
          readme: "---\ntitle: Whisper demo\n---\nTranscribes owls.",
        },
        { id: "acme/other", cardData: { datasets: "acme/owl-calls" } },
      ],
      (space) => stored.push(space.id),
    );
    expect(stored).toEqual(["acme/whisper-demo", "acme/other"]);
    expect(await store.spaces.get("acme/whisper-demo")).toMatchObject({
      title: "Whisper demo",
      emoji: "🦉",
      colorFrom: "indigo",
      colorTo: "pink",
      sdk: "gradio",
      likes: 12,
      createdAt: "2024-01-02T03:04:05.000Z",
      datasets: ["acme/owl-calls", "librispeech_asr"],
      readme: "---\ntitle: Whisper demo\n---\nTranscribes owls.",
    });
    expect(await store.spaces.usingDataset("acme/owl-calls")).toEqual(["acme/other", "acme/whisper-demo"]);
    expect(await store.spaces.usingDataset("librispeech_asr")).toEqual(["acme/whisper-demo"]);
    expect(await store.spaces.usingDataset("acme/owl")).toEqual([]);
    await expect(
      store.spaces.upsertMany([{ id: "acme/new", sdk: "docker" }, { id: "../etc" }]),
    ).rejects.toThrow(InvalidSpaceRecordError);
    expect(await store.spaces.get("acme/new")).toBeUndefined();
  });

  it("keeps facts as JSON under their keys", async () => {
    store = await open();
    expect(await store.meta.get("sample")).toBeUndefined();
    await store.meta.set("sample", { version: 1, files: ["a.json"] });
    await store.meta.set("sample", { version: 2, files: ["b.json"] });
    expect(await store.meta.get("sample")).toEqual({ version: 2, files: ["b.json"] });
  });

  it("commits a transaction's writes together, and undoes a failed inner one alone", async () => {
    const s = await open();
    store = s;
    await s.transaction(async () => {
      await s.meta.set("outer", 1);
      await expect(
        s.transaction(async () => {
          await s.meta.set("inner", 2);
          throw new Error("inner failed");
        }),
      ).rejects.toThrow("inner failed");
      await s.meta.set("after", 3);
    });
    expect([await s.meta.get("outer"), await s.meta.get("inner"), await s.meta.get("after")]).toEqual([
      1,
      undefined,
      3,
    ]);
    await expect(
      s.transaction(async () => {
        await s.meta.set("lost", 4);
        throw new Error("outer failed");
      }),
    ).rejects.toThrow("outer failed");
    expect(await s.meta.get("lost")).toBeUndefined();
  });

  it("gives a new data version when a write commits, and the same one for reads", async () => {
    const s = await open();
    store = s;
    const empty = await s.dataVersion();
    await s.models.upsert({ id: "acme/one", downloads: 1 });
    const written = await s.dataVersion();
    expect(written).not.toBe(empty);
    expect(written).toMatch(/^\d+\.\d+-/);
    await s.transaction(async () => {
      await s.models.list();
      await s.datasets.count();
    });
    expect(await s.dataVersion()).toBe(written);
    await s.transaction(async () => {
      await s.datasets.upsert({ id: "acme/data" });
      await s.spaces.upsertMany([{ id: "acme/space", tasks: [] }]);
    });
    const both = await s.dataVersion();
    expect(both).not.toBe(written);
    await expect(
      s.transaction(async () => {
        await s.models.delete("acme/one");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await s.dataVersion()).toBe(both);
  });
});
