import { describe, expect, it } from "vitest";
import { normalizeSpaceRecord } from "../src/spaces/space-record";
import { openSqliteStore } from "../src/sqlite-store";

describe("spaces linked to the models they use", () => {
  it("keeps a space's models as distinct valid repository ids, and none when it names none", () => {
    expect(
      normalizeSpaceRecord({
        id: "acme/chat-demo",
        models: ["meta-llama/Llama-3-8B", "gpt2", "meta-llama/Llama-3-8B", "not a repo id", 7],
      }),
    ).toEqual({
      id: "acme/chat-demo",
      author: "acme",
      tasks: [],
      models: ["meta-llama/Llama-3-8B", "gpt2"],
    });
    // A lone id counts as a list of one, as for tags; anything else is no models.
    expect(normalizeSpaceRecord({ id: "acme/one", models: "gpt2" }).models).toEqual(["gpt2"]);
    expect(normalizeSpaceRecord({ id: "acme/asr", models: { gpt2: true } })).toEqual({
      id: "acme/asr",
      author: "acme",
      tasks: [],
    });
  });

  it("takes a space's fields from the Hub's top level or its card, dropping values of the wrong type or out of the Hub's sets", () => {
    const card = {
      title: "  Owl chat ",
      emoji: "🦉",
      colorFrom: "blue",
      colorTo: "teal",
      sdk: "gradio",
      license: ["apache-2.0", "mit"],
      short_description: "Chat with an owl",
      models: ["acme/owl-7b"],
      datasets: "acme/owl-calls",
    };
    expect(normalizeSpaceRecord({ id: "acme/owl", cardData: card, likes: 3, sha: "A".repeat(40) })).toEqual({
      id: "acme/owl",
      author: "acme",
      tasks: [],
      title: "Owl chat",
      emoji: "🦉",
      colorFrom: "blue",
      sdk: "gradio",
      license: "apache-2.0",
      likes: 3,
      shortDescription: "Chat with an owl",
      models: ["acme/owl-7b"],
      datasets: ["acme/owl-calls"],
      sha: "a".repeat(40),
      cardData: card,
    });
    // The Hub's top-level fields win over the card's; wrong types and unknown values are dropped.
    const odd = normalizeSpaceRecord({
      id: "acme/odd",
      sdk: "flask",
      title: 7,
      emoji: "x".repeat(40),
      likes: -1,
      createdAt: "yesterday",
      lastModified: "2024-05-01T00:00:00.000Z",
      models: ["acme/top"],
      tags: ["gradio", "license:mit"],
      sha: "not-a-sha",
      cardData: { models: ["acme/card"], title: "<b>Odd</b>" },
    });
    expect(odd).toEqual({
      id: "acme/odd",
      author: "acme",
      tasks: [],
      title: "<b>Odd</b>",
      license: "mit",
      lastModified: "2024-05-01T00:00:00.000Z",
      models: ["acme/top"],
      tags: ["gradio", "license:mit"],
      cardData: { models: ["acme/card"], title: "<b>Odd</b>" },
    });
    expect(() => normalizeSpaceRecord([])).toThrow("a space record must be a JSON object");
    expect(() => normalizeSpaceRecord({ id: 3 })).toThrow('a space record needs a string "id"');
    expect(() => normalizeSpaceRecord({ id: "a/../b" })).toThrow('invalid space id "a/../b"');
  });

  it("finds the spaces using a model, by id, and follows a space's models when it is replaced", async () => {
    const store = await openSqliteStore(":memory:");
    await store.spaces.upsertMany([
      { id: "zeta/chat", tasks: ["text-generation"], models: ["meta-llama/Llama-3-8B"] },
      { id: "acme/arena", tasks: [], models: ["gpt2", "meta-llama/Llama-3-8B"] },
      { id: "acme/asr", tasks: ["automatic-speech-recognition"] },
    ]);
    expect(await store.spaces.usingModel("meta-llama/Llama-3-8B")).toEqual(["acme/arena", "zeta/chat"]);
    expect(await store.spaces.usingModel("gpt2")).toEqual(["acme/arena"]);
    expect(await store.spaces.usingModel("acme/unused")).toEqual([]);
    // Exact ids: neither another case nor a prefix matches.
    expect(await store.spaces.usingModel("meta-llama/llama-3-8b")).toEqual([]);
    expect(await store.spaces.usingModel("meta-llama")).toEqual([]);

    await store.spaces.upsertMany([{ id: "acme/arena", tasks: [], models: ["gpt2"] }]);
    expect(await store.spaces.usingModel("meta-llama/Llama-3-8B")).toEqual(["zeta/chat"]);
    expect((await store.spaces.get("acme/arena"))?.models).toEqual(["gpt2"]);
  });

  it("answers many models in one lookup, leaving out models no space uses", async () => {
    const store = await openSqliteStore(":memory:");
    await store.spaces.upsertMany([
      { id: "b/one", tasks: [], models: ["x/a", "x/b"] },
      { id: "a/two", tasks: [], models: ["x/b"] },
    ]);
    const links = await store.spaces.usingModels(["x/a", "x/b", "x/c", "x/a"]);
    expect([...links.entries()].sort()).toEqual([
      ["x/a", ["b/one"]],
      ["x/b", ["a/two", "b/one"]],
    ]);
    expect((await store.spaces.usingModels([])).size).toBe(0);
  });
});
