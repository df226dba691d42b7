import { describe, expect, it } from "vitest";
import {
  InvalidModelRecordError,
  isValidRepoId,
  MODEL_DOCUMENT_FIELDS,
  type ModelRecord,
  normalizeModelRecord,
  normalizeModelRowFields,
} from "./model-record";

/** The full normalization without the nested documents: what normalizeModelRowFields must give. */
function withoutDocuments(model: ModelRecord): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...model };
  for (const field of MODEL_DOCUMENT_FIELDS) delete rest[field];
  return rest;
}

describe("normalizeModelRecord", () => {
  it("keeps a well-formed Hub record's fields", () => {
    const model = normalizeModelRecord({
      id: "openai-community/gpt2",
      pipeline_tag: "text-generation",
      library_name: "transformers",
      tags: ["transformers", "pytorch", "text-generation"],
      downloads: 1234,
      likes: 5,
      createdAt: "2022-03-02T23:29:04.000Z",
      config: { architectures: ["GPT2LMHeadModel"], model_type: "gpt2", n_layer: 12 },
      cardData: { license: "mit", language: "en", base_model: "gpt2" },
      transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
      widgetData: [{ text: "My name is Julien and I like to" }],
      siblings: [{ rfilename: "model.safetensors", size: 548105171 }, { rfilename: "config.json" }],
    });
    expect(model).toMatchObject({
      id: "openai-community/gpt2",
      author: "openai-community",
      pipeline_tag: "text-generation",
      downloads: 1234,
      config: { architectures: ["GPT2LMHeadModel"], model_type: "gpt2", n_layer: 12 },
      cardData: { license: "mit", language: ["en"], base_model: ["gpt2"] },
      transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
      widgetData: [{ text: "My name is Julien and I like to" }],
      siblings: [{ rfilename: "model.safetensors", size: 548105171 }, { rfilename: "config.json" }],
    });
  });

  it("drops every field of the wrong type instead of failing", () => {
    const model = normalizeModelRecord({
      id: "a/b",
      pipeline_tag: 42,
      tags: ["ok", 7, null],
      downloads: "many",
      likes: Number.NaN,
      createdAt: "not a date",
      config: {
        architectures: "Single",
        peft: { task_type: 3, base_model_name_or_path: "base/m" },
        sklearn: [],
      },
      cardData: "oops",
      widgetData: [{ text: 1, sentences: "x" }, "junk", { source_sentence: "s", sentences: ["a", 2] }],
      siblings: [{ rfilename: 5 }, { rfilename: "x.gguf", size: "big" }],
      inferenceProviderMapping: {
        together: { providerId: "T/b", status: "live" },
        broken: { providerId: 1 },
      },
    });
    expect(model).toEqual({
      id: "a/b",
      author: "a",
      tags: ["ok"],
      config: { architectures: ["Single"], peft: { base_model_name_or_path: "base/m" } },
      widgetData: [{}, { source_sentence: "s", sentences: ["a"] }],
      siblings: [{ rfilename: "x.gguf" }],
      inferenceProviderMapping: { together: { providerId: "T/b", status: "live" } },
    });
  });

  it("keeps widget outputs declared as a label/score list or an object, and drops other shapes", () => {
    const model = normalizeModelRecord({
      id: "m/classifier",
      widgetData: [
        { text: "great", output: [{ label: "POSITIVE", score: 0.98 }] },
        { text: "answer", output: { text: "an answer" } },
        { text: "odd", output: "not an output" },
      ],
    });
    expect(model.widgetData).toEqual([
      { text: "great", output: [{ label: "POSITIVE", score: 0.98 }] },
      { text: "answer", output: { text: "an answer" } },
      { text: "odd" },
    ]);
  });

  it("accepts the Hub's array form of inferenceProviderMapping", () => {
    const model = normalizeModelRecord({
      id: "m/x",
      inferenceProviderMapping: [
        { provider: "groq", providerId: "x-70b", status: "live", task: "conversational" },
      ],
    });
    expect(model.inferenceProviderMapping).toEqual({
      groq: { providerId: "x-70b", status: "live", task: "conversational" },
    });
  });

  it("keeps a __proto__ key as data, never as the prototype", () => {
    const model = normalizeModelRecord(
      JSON.parse(
        '{"id":"a/b","config":{"__proto__":{"polluted":1}},"inferenceProviderMapping":{"__proto__":{"providerId":"x"}}}',
      ),
    );
    expect(Object.getPrototypeOf(model.config)).toBe(Object.prototype);
    expect(Object.keys(model.config ?? {})).toEqual(["__proto__"]);
    expect((model.config as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(model.inferenceProviderMapping ?? {})).toEqual(["__proto__"]);
  });

  it("copies card data and gguf deeply, as JSON only, with __proto__ keys kept as data", () => {
    const raw = JSON.parse(
      '{"id":"a/b","cardData":{"model-index":[{"name":"m","results":[{"metrics":[{"value":0.5}]}]}],' +
        '"extra":{"__proto__":{"polluted":1},"list":[1,"two",null,{"deep":true}]}},' +
        '"gguf":{"total":7,"architecture":"llama","context_length":4096}}',
    );
    raw.cardData.extra.list.push(Number.NaN, () => 1, undefined);
    const model = normalizeModelRecord(raw);
    expect(model.cardData?.["model-index"]).toEqual([
      { name: "m", results: [{ metrics: [{ value: 0.5 }] }] },
    ]);
    const extra = model.cardData?.extra as Record<string, unknown>;
    expect(extra.list).toEqual([1, "two", null, { deep: true }]);
    expect(Object.keys(extra)).toEqual(["__proto__", "list"]);
    expect(Object.getPrototypeOf(extra)).toBe(Object.prototype);
    expect(extra.polluted).toBeUndefined();
    expect(model.gguf).toEqual({ total: 7, architecture: "llama", context_length: 4096 });
    // A copy: changing the raw record later leaves the normalized one alone.
    raw.gguf.total = 8;
    expect(model.gguf?.total).toBe(7);
  });

  it("keeps download and like counts only as whole numbers from 0", () => {
    const counts = (downloads: unknown, likes: unknown) => {
      const model = normalizeModelRecord({ id: "a/b", downloads, likes });
      return [model.downloads, model.likes];
    };
    expect(counts(12, 0)).toEqual([12, 0]);
    expect(counts(-5, 1e308)).toEqual([undefined, undefined]);
    expect(counts(2.5, "7")).toEqual([undefined, undefined]);
  });

  it("takes the author from the id's owner, not from a record that names another", () => {
    expect(normalizeModelRecord({ id: "evil/spoof", author: "meta-llama" }).author).toBe("evil");
    expect(normalizeModelRecord({ id: "gpt2", author: "openai-community" }).author).toBe("openai-community");
    expect(normalizeModelRecord({ id: "gpt2" }).author).toBeUndefined();
  });

  it("rejects records without a usable id, with a clear message", () => {
    expect(() => normalizeModelRecord(null)).toThrow(InvalidModelRecordError);
    expect(() => normalizeModelRecord([])).toThrow("a model record must be a JSON object");
    expect(() => normalizeModelRecord({ id: "" })).toThrow('a model record needs a string "id"');
    expect(() => normalizeModelRecord({ id: "../etc/passwd" })).toThrow("invalid model id");
    // A model page is /<id>: ids that start like this hub's own pages would be shadowed by them.
    for (const id of [
      "tasks/text-generation",
      "api/tasks",
      "datasets/foo",
      "models",
      "assets/x",
      "Tasks/x",
      "API/y",
    ]) {
      expect(() => normalizeModelRecord({ id })).toThrow(
        `"${id.split("/")[0]}" is the address of this hub's own pages`,
      );
    }
    expect(normalizeModelRecord({ id: "taskmaster/tasks" }).id).toBe("taskmaster/tasks");
  });
});

describe("normalizeModelRowFields", () => {
  const hostile: unknown[] = [
    {
      id: "a/b",
      author: 3,
      pipeline_tag: 42,
      tags: ["ok", 7, null, "ok"],
      downloads: "many",
      likes: Number.NaN,
      createdAt: "not a date",
      lastModified: "2024-05-01T12:30:00.000Z",
      private: "yes",
      gated: "manual",
      config: { architectures: "Single", peft: { task_type: 3 } },
      cardData: "oops",
      widgetData: [{ text: 1 }, "junk"],
      mask_token: "<mask>",
      siblings: [
        { rfilename: 5 },
        { rfilename: "x.Q4_K_M.gguf", size: "big" },
        { rfilename: "y", lfs: { size: 9 } },
      ],
      gguf: { total: 7 },
      safetensors: { total: 8 },
      inferenceProviderMapping: [{ provider: "groq", providerId: "g/x", status: "live" }, { provider: 1 }],
      readme: "---\nlicense: mit\n---\n# Card",
      description: "words",
    },
    { modelId: "legacy-name", tags: "single", gated: false, private: true, downloadsAllTime: 12 },
    JSON.parse(
      '{"id":"p/q","inferenceProviderMapping":{"__proto__":{"providerId":"x"}},"config":{"__proto__":{}}}',
    ),
  ];

  it("normalizes every field but the nested documents exactly as normalizeModelRecord does, in its order", () => {
    for (const raw of hostile) {
      const full = withoutDocuments(normalizeModelRecord(raw));
      const lean = normalizeModelRowFields(raw);
      expect(lean).toEqual(full);
      expect(Object.keys(lean)).toEqual(Object.keys(full));
      for (const field of MODEL_DOCUMENT_FIELDS) expect(lean).not.toHaveProperty(field);
    }
  });

  it("rejects the records normalizeModelRecord rejects, with the same message", () => {
    for (const raw of [null, [], { id: "" }, { id: "../etc/passwd" }, { id: 7 }]) {
      expect(() => normalizeModelRowFields(raw)).toThrow(InvalidModelRecordError);
      let message = "";
      try {
        normalizeModelRecord(raw);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(() => normalizeModelRowFields(raw)).toThrow(message);
    }
  });
});

describe("isValidRepoId", () => {
  it("accepts Hub ids and rejects paths and markup", () => {
    expect(isValidRepoId("meta-llama/Llama-3.1-8B-Instruct")).toBe(true);
    expect(isValidRepoId("gpt2")).toBe(true);
    expect(isValidRepoId("a/b/c")).toBe(false);
    expect(isValidRepoId("a/..")).toBe(false);
    for (const id of ["..", ".", "./b", "../b", "a/."]) expect(isValidRepoId(id)).toBe(false);
    // Dots and dashes within a part are names; at either end of one, or doubled, the Hub refuses them.
    for (const id of ["a.b/c.d", "a-b/c_d-1.5", "_a/b_"]) expect(isValidRepoId(id)).toBe(true);
    for (const id of [
      "a/...",
      "a/.b",
      "..a/b",
      "a.b/c..",
      "a/b..",
      "a/b-",
      "-org/-model",
      "a--b/c",
      "a/b..c",
    ]) {
      expect(isValidRepoId(id)).toBe(false);
    }
    expect(isValidRepoId('<script>alert("x")</script>')).toBe(false);
  });
});
