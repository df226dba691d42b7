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
