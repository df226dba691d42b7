// @vitest-environment node
import {
  DatabaseConnectionError,
  ensureSampleLoaded,
  findSampleDir,
  openStore,
  type Store,
} from "@modelhub/store";
import { afterAll, describe, expect, it } from "vitest";
import { call, FIXTURE_SHA, fixtureStore, ids } from "./api-fixtures.test-helpers";
import { hubObjectId } from "./hub-object-id.server";

const store = await fixtureStore();
afterAll(() => store.close());

describe("GET /api/models", () => {
  it("lists models by downloads with the Hub's field names", async () => {
    const { status, body, headers } = await call(store, "/api/models");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/json");
    expect(ids(body)).toEqual(["meta-llama/Llama-3-8B", "acme/tiny-llama-gguf", "acme/bert-small", "gpt2"]);
    expect((body as unknown[])[0]).toEqual({
      _id: hubObjectId("model", "meta-llama/Llama-3-8B"),
      id: "meta-llama/Llama-3-8B",
      author: "meta-llama",
      likes: 300,
      trendingScore: 10,
      private: false,
      gated: "manual",
      downloads: 5000,
      tags: ["transformers", "llama", "text-generation", "license:llama3"],
      pipeline_tag: "text-generation",
      library_name: "transformers",
      createdAt: "2024-04-01T00:00:00.000Z",
      lastModified: "2024-05-01T00:00:00.000Z",
      modelId: "meta-llama/Llama-3-8B",
    });
  });

  it.each([
    ["search=llama", ["meta-llama/Llama-3-8B", "acme/tiny-llama-gguf"]],
    ["search=tiny%20lla", ["acme/tiny-llama-gguf"]],
    // Any part of an id, terms in any order, of any length.
    ["search=pt2", ["gpt2"]],
    ["search=ert-sm", ["acme/bert-small"]],
    ["search=gguf%20TINY", ["acme/tiny-llama-gguf"]],
    ["search=g%20f", ["acme/tiny-llama-gguf"]],
    ["author=acme", ["acme/tiny-llama-gguf", "acme/bert-small"]],
    ["filter=llama&filter=gguf", ["acme/tiny-llama-gguf"]],
    ["filter=llama,transformers", ["meta-llama/Llama-3-8B"]],
    ["pipeline_tag=fill-mask", ["acme/bert-small"]],
    ["pipeline_tag=text-generation&library=gguf", ["acme/tiny-llama-gguf"]],
    ["library=transformers", ["meta-llama/Llama-3-8B", "acme/bert-small"]],
    ["sort=likes", ["meta-llama/Llama-3-8B", "acme/bert-small", "acme/tiny-llama-gguf", "gpt2"]],
    // Ties (trendingScore 0) keep a stable order: the most recently added first.
    // Models without a trending score tie; the most downloaded come first.
    ["sort=trending", ["meta-llama/Llama-3-8B", "acme/tiny-llama-gguf", "acme/bert-small", "gpt2"]],
    ["sort=trendingScore&limit=1", ["meta-llama/Llama-3-8B"]],
    ["sort=createdAt", ["acme/tiny-llama-gguf", "meta-llama/Llama-3-8B", "acme/bert-small", "gpt2"]],
    [
      "sort=createdAt&direction=1",
      ["gpt2", "acme/bert-small", "meta-llama/Llama-3-8B", "acme/tiny-llama-gguf"],
    ],
    ["sort=lastModified&limit=1", ["meta-llama/Llama-3-8B"]],
    ["sort=downloads&direction=-1&limit=2", ["meta-llama/Llama-3-8B", "acme/tiny-llama-gguf"]],
    ["search=nothing-like-this", []],
  ])("?%s", async (query, expected) => {
    const { status, body } = await call(store, `/api/models?${query}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected);
  });

  it("pages with a Link header whose cursor continues where the page ended", async () => {
    const seen: string[] = [];
    let next: string | undefined = "http://hub.test/api/models?limit=1&sort=downloads";
    while (next) {
      const { body, headers } = await call(store, next.replace("http://hub.test", ""));
      seen.push(...ids(body));
      const link = headers.get("link");
      next = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
    }
    expect(seen).toEqual(["meta-llama/Llama-3-8B", "acme/tiny-llama-gguf", "acme/bert-small", "gpt2"]);
  });

  it("adds files, card data and providers with full=true, and config with config=true", async () => {
    const { body } = await call(store, "/api/models?limit=1&full=true");
    const [item] = body as Record<string, unknown>[];
    expect(item?.siblings).toEqual([
      { rfilename: "config.json", size: 654 },
      { rfilename: "model.safetensors" },
    ]);
    expect(item?.cardData).toMatchObject({ license: "llama3" });
    expect(item?.inferenceProviderMapping).toEqual([
      { provider: "together", providerId: "meta/llama-3", status: "live", task: "conversational" },
    ]);
    expect(item?.config).toBeUndefined();
    const withConfig = await call(store, "/api/models?limit=1&full=1&config=true");
    expect((withConfig.body as Record<string, unknown>[])[0]?.config).toEqual({
      architectures: ["LlamaForCausalLM"],
      model_type: "llama",
    });
    const configOnly = await call(store, "/api/models?limit=1&config=true");
    expect((configOnly.body as Record<string, unknown>[])[0]?.config).toBeDefined();
  });

  it("lists with full=true all a model's record holds, base models and download date too, so another hub can mirror it", async () => {
    const own = await openStore(":memory:");
    await own.models.upsert({
      id: "acme/tiny-ft",
      pipeline_tag: "text-generation",
      baseModels: { relation: "finetune", models: [{ id: "acme/tiny" }] },
      downloadsAsOf: "2026-05-20",
    });
    const [item] = (await call(own, "/api/models?full=true")).body as Record<string, unknown>[];
    const info = (await call(own, "/api/models/acme/tiny-ft")).body as Record<string, unknown>;
    expect(item?.baseModels).toEqual({ relation: "finetune", models: [{ id: "acme/tiny" }] });
    expect(item?.downloadsAsOf).toBe("2026-05-20");
    const { spaces, ...recordFields } = info;
    expect(spaces).toEqual([]);
    expect(item).toEqual(recordFields);
    await own.close();
  });

  it("reads flags as Python's huggingface_hub sends them (full=True), and adds card data with cardData=True", async () => {
    const [item] = (await call(store, "/api/models?limit=1&full=True&config=TRUE")).body as Record<
      string,
      unknown
    >[];
    expect(item?.siblings).toBeDefined();
    expect(item?.config).toBeDefined();
    const [plain] = (await call(store, "/api/models?limit=1&full=False")).body as Record<string, unknown>[];
    expect(plain?.siblings).toBeUndefined();
    const [withCard] = (await call(store, "/api/models?limit=1&cardData=True")).body as Record<
      string,
      unknown
    >[];
    expect(withCard?.cardData).toMatchObject({ license: "llama3" });
    expect(withCard?.siblings).toBeUndefined();
  });

  it("returns exactly the expanded fields when expand is given (expand and expand[])", async () => {
    const { body } = await call(store, "/api/models?limit=1&expand=downloads&expand[]=siblings&expand=sha");
    expect(body).toEqual([
      {
        _id: hubObjectId("model", "meta-llama/Llama-3-8B"),
        id: "meta-llama/Llama-3-8B",
        downloads: 5000,
        siblings: [{ rfilename: "config.json", size: 654 }, { rfilename: "model.safetensors" }],
      },
    ]);
  });

  it.each([
    ["sort=stars", "sort"],
    ["direction=up", "direction"],
    ["limit=0", "limit"],
    ["limit=1001", "limit"],
    ["limit=ten", "limit"],
    ["limit=1.5", "limit"],
    ["full=maybe", "full"],
    ["config=2", "config"],
    ["cardData=yes", "cardData"],
    ["gated=maybe", "gated"],
    ["pipeline_tag=not-a-task", "pipeline_tag"],
    ["expand=secrets", "expand"],
    ["cursor=bogus", "cursor"],
    ["author=", "author"],
    ["library=", "library"],
    [`search=${"x".repeat(300)}`, "search"],
    ["inference_provider=Together!", "inference_provider"],
    ["inference_provider=", "inference_provider"],
    ["apps=no-such-app", "apps"],
    ["apps=llama.cpp,pie", "apps"],
    ["fits=lots", "fits"],
    ["fits=0GB", "fits"],
    ["fits=24TB", "fits"],
  ])("?%s is a 400 naming %s", async (query, parameter) => {
    const { status, body } = await call(store, `/api/models?${query}`);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toContain(`"${parameter}"`);
  });

  it("says which apps it knows when an app is unknown", async () => {
    const unknown = await call(store, "/api/models?apps=no-such-app");
    expect((unknown.body as { error: string }).error).toContain('unknown app "no-such-app"');
    expect((unknown.body as { error: string }).error).toContain("recursechat, sglang, tgi, unsloth, vllm");
  });

  it.each([
    ["inference_provider=together", ["meta-llama/Llama-3-8B"]],
    ["inference_provider=fal-ai,together", ["meta-llama/Llama-3-8B"]],
    ["inference_provider=fal-ai", []],
    ["inference_provider=all", ["meta-llama/Llama-3-8B"]],
    ["inference_provider=together&pipeline_tag=fill-mask", []],
    ["apps=llama.cpp", ["acme/tiny-llama-gguf"]],
    ["apps=ollama,llama.cpp&filter=llama", ["acme/tiny-llama-gguf"]],
    ["apps=ollama&inference_provider=together", []],
    ["apps=jan,localai", ["acme/tiny-llama-gguf"]],
    ["apps=recursechat&filter=llama", ["acme/tiny-llama-gguf"]],
    // LM Studio runs GGUF and MLX models, TGI those tagged for it (none here).
    ["apps=lmstudio", ["acme/tiny-llama-gguf"]],
    ["apps=tgi", []],
    ["apps=tgi,lmstudio&pipeline_tag=text-generation", ["acme/tiny-llama-gguf"]],
    // Its one quant (1,234 bytes) fits in the smallest memory the hardware picker offers, 3 GB;
    // below that nothing is counted as fitting.
    ["fits=3GB", ["acme/tiny-llama-gguf"]],
    ["fits=24%20gb&apps=ollama", ["acme/tiny-llama-gguf"]],
    ["fits=24GB&pipeline_tag=fill-mask", []],
    ["fits=2", []],
  ])("?%s lists the models a provider serves, a local app runs or that fit in memory", async (query, ids) => {
    const { status, body } = await call(store, `/api/models?${query}`);
    expect(status).toBe(200);
    const items = body as { id: string; tags: string[] }[];
    expect(items.map((item) => item.id)).toEqual(ids);
    // The filters' derived tags are not tags of the model.
    for (const item of items)
      expect(item.tags.filter((tag) => /^(inference_provider|local-apps|gguf-fits):/.test(tag))).toEqual([]);
  });

  it("refuses a cursor issued for another sort", async () => {
    const first = await call(store, "/api/models?limit=1");
    const cursor = new URL(/<([^>]+)>/.exec(first.headers.get("link") ?? "")?.[1] ?? "").searchParams.get(
      "cursor",
    );
    const { status, body } = await call(store, `/api/models?sort=likes&cursor=${cursor}`);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toContain('"cursor"');
  });
});

describe("GET /api/models/{id}", () => {
  it("returns the model info with config, files, providers as a record, and raw-only fields", async () => {
    const { status, body } = await call(store, "/api/models/meta-llama/Llama-3-8B");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: hubObjectId("model", "meta-llama/Llama-3-8B"),
      id: "meta-llama/Llama-3-8B",
      pipeline_tag: "text-generation",
      config: { model_type: "llama" },
      siblings: [{ rfilename: "config.json", size: 654 }, { rfilename: "model.safetensors" }],
      inferenceProviderMapping: {
        together: { providerId: "meta/llama-3", status: "live", task: "conversational" },
      },
      "model-index": [{ name: "Llama-3-8B" }],
      disabled: false,
    });
    expect((body as Record<string, unknown>).readme).toBeUndefined();
  });

  it("answers the /revision/{rev} form, legacy bare ids and expand", async () => {
    expect((await call(store, "/api/models/meta-llama/Llama-3-8B/revision/main")).status).toBe(200);
    expect(ids([(await call(store, "/api/models/gpt2")).body])).toEqual(["gpt2"]);
    expect((await call(store, "/api/models/gpt2/revision/HEAD")).status).toBe(200);
    const expanded = await call(store, "/api/models/meta-llama/Llama-3-8B?expand=readme&expand=likes");
    expect(expanded.body).toEqual({
      _id: hubObjectId("model", "meta-llama/Llama-3-8B"),
      id: "meta-llama/Llama-3-8B",
      readme: "---\nlicense: llama3\n---\n# Llama 3",
      likes: 300,
    });
    expect((await call(store, "/api/models/gpt2?expand=nope")).status).toBe(400);
  });

  it("is a 400 JSON error for a path whose percent-encoding is malformed", async () => {
    const { status, body } = await call(store, "/api/models/acme/x/revision/%E0%A4%A");
    expect(status).toBe(400);
    expect((body as { error: string }).error).toContain("malformed percent-encoding");
  });

  it("is a 404 JSON error for unknown ids", async () => {
    const { status, body } = await call(store, "/api/models/nobody/nothing");
    expect(status).toBe(404);
    expect((body as { error: string }).error).toContain("nobody/nothing");
    expect((await call(store, "/api/models/nobody/nothing/revision/main")).status).toBe(404);
  });

  it("serves the one stored revision by name or commit id, and 404s any other with the Hub's error code", async () => {
    const byName = await call(store, "/api/models/acme/bert-small/revision/main");
    expect(byName.status).toBe(200);
    const bySha = await call(store, `/api/models/acme/bert-small/revision/${FIXTURE_SHA.toUpperCase()}`);
    expect(bySha.body).toEqual(byName.body);
    const other = await call(store, "/api/models/acme/bert-small/revision/refs%2Fpr%2F1");
    expect(other.status).toBe(404);
    expect(other.headers.get("x-error-code")).toBe("RevisionNotFound");
    expect((other.body as { error: string }).error).toContain('revision "refs/pr/1"');
    // Unencoded slashes in a revision name are one revision too.
    expect((await call(store, "/api/models/acme/bert-small/revision/refs/pr/1")).status).toBe(404);
    // A model imported without a commit id only has "main" (and "HEAD").
    expect((await call(store, `/api/models/gpt2/revision/${FIXTURE_SHA}`)).status).toBe(404);
    const dataset = await call(store, "/api/datasets/nyu/glue/revision/v2");
    expect([dataset.status, dataset.headers.get("x-error-code")]).toEqual([404, "RevisionNotFound"]);
    expect((await call(store, `/api/datasets/nyu/glue/revision/${FIXTURE_SHA}`)).status).toBe(200);
    const missing = await call(store, "/api/models/nobody/nothing");
    expect(missing.headers.get("x-error-code")).toBe("RepoNotFound");
  });
});

describe("GET /api/datasets", () => {
  it("lists, filters by task category tag, searches and pages datasets", async () => {
    expect(ids((await call(store, "/api/datasets")).body)).toEqual(["nyu/glue", "acme/owls"]);
    expect(
      ids((await call(store, "/api/datasets?filter=task_categories:audio-classification")).body),
    ).toEqual(["acme/owls"]);
    expect(ids((await call(store, "/api/datasets?author=nyu")).body)).toEqual(["nyu/glue"]);
    expect(ids((await call(store, "/api/datasets?search=glue")).body)).toEqual(["nyu/glue"]);
    expect(ids((await call(store, "/api/datasets?sort=downloads&direction=1")).body)).toEqual([
      "acme/owls",
      "nyu/glue",
    ]);
    const paged = await call(store, "/api/datasets?limit=1");
    expect(paged.headers.get("link")).toMatch(
      /^<http:\/\/hub\.test\/api\/datasets\?limit=1&cursor=[^>]+>; rel="next"$/,
    );
    const full = await call(store, "/api/datasets?full=true&limit=1");
    expect((full.body as Record<string, unknown>[])[0]).toMatchObject({
      cardData: { license: "mit" },
      downloadsAsOf: "2023",
      citation: "@inproceedings{wang2019glue}",
      paperswithcode_id: "glue",
      siblings: [{ rfilename: "README.md", size: 12 }, { rfilename: "train.parquet" }],
    });
    // Every field @huggingface/hub may expand is accepted; those without data are left out.
    const expanded = await call(
      store,
      "/api/datasets?limit=2&expand=gitalyUid&expand=paperswithcode_id&expand=siblings&expand=citation",
    );
    expect(expanded.body).toEqual([
      {
        _id: hubObjectId("dataset", "nyu/glue"),
        id: "nyu/glue",
        paperswithcode_id: "glue",
        siblings: [{ rfilename: "README.md", size: 12 }, { rfilename: "train.parquet" }],
        citation: "@inproceedings{wang2019glue}",
      },
      { _id: hubObjectId("dataset", "acme/owls"), id: "acme/owls" },
    ]);
    expect((await call(store, "/api/datasets?limit=-3")).status).toBe(400);
  });

  it("returns dataset info, and 404 for unknown ids", async () => {
    const { status, body } = await call(store, "/api/datasets/acme/owls/revision/main");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: "acme/owls",
      description: "Owl calls",
      tags: ["task_categories:audio-classification"],
    });
    expect((await call(store, "/api/datasets/acme/none")).status).toBe(404);
  });
});

describe("a database that cannot be used", () => {
  it("is a 503 with a short message and no detail, for lists and lookups alike", async () => {
    const failing = () =>
      Promise.reject(new DatabaseConnectionError("db.internal:5432/hub", "the server shut down"));
    const models = Object.assign(Object.create(store.models), { list: failing, getEntry: failing });
    const down: Store = { ...store, models };
    for (const path of ["/api/models", "/api/models/acme/bert-small"]) {
      const { status, body, headers } = await call(down, path);
      expect(status, path).toBe(503);
      expect(body, path).toEqual({
        error: "The hub's database cannot be reached right now; try again in a moment.",
      });
      expect(headers.get("retry-after"), path).toBe("5");
    }
  });
});

describe("catalogue routes and routing", () => {
  it("lists tasks with store counts, and libraries", async () => {
    const tasks = (await call(store, "/api/tasks")).body as {
      id: string;
      models: number;
      modality: string;
    }[];
    expect(tasks.find((task) => task.id === "text-generation")).toMatchObject({ models: 3, modality: "nlp" });
    const libraries = (await call(store, "/api/libraries")).body as {
      id: string;
      models: number;
      prettyLabel: string;
    }[];
    expect(libraries.find((library) => library.id === "transformers")).toMatchObject({
      models: 2,
      prettyLabel: "Transformers",
    });
  });

  it("lets pages on other origins read it: answers, errors and preflights carry CORS headers", async () => {
    for (const path of ["/api/models?limit=1", "/api/models/nobody/nothing", "/api/models?limit=0"]) {
      const { headers } = await call(store, path);
      expect(headers.get("access-control-allow-origin")).toBe("*");
      // A browser client pages through Link and reads the Hub's error code only when exposed.
      expect(headers.get("access-control-expose-headers")).toBe("Link, X-Error-Code");
    }
    const preflight = await call(store, "/api/datasets/nyu/glue", "OPTIONS");
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, HEAD");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("Authorization, *");
    expect((await call(store, "/api/whoami-v2", "OPTIONS")).status).toBe(0);
  });

  it("leaves other paths to the caller, refuses writes, and answers HEAD without a body", async () => {
    expect(await call(store, "/models")).toMatchObject({ status: 0 });
    expect(await call(store, "/api/whoami-v2")).toMatchObject({ status: 0 });
    expect(await call(store, "/api/models/a/b/tree/main")).toMatchObject({ status: 0 });
    const post = await call(store, "/api/models", "POST");
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const head = await call(store, "/api/models", "HEAD");
    expect(head).toMatchObject({ status: 200, body: undefined });
  });
});

describe("GET /api/models?library= on the bundled sample", async () => {
  const sample = await openStore(":memory:");
  await ensureSampleLoaded(sample, findSampleDir());

  it("lists the repositories tagged with the library whatever their library_name, as the Hub does", async () => {
    const gguf = (await call(sample, "/api/models?library=gguf&limit=1000")).body as {
      library_name?: string;
    }[];
    // No sample model has gguf as its library_name.
    expect(gguf).toHaveLength(1000);
    expect(gguf.some((model) => model.library_name === "transformers")).toBe(true);
    expect(ids(gguf)).toEqual(ids((await call(sample, "/api/models?filter=gguf&limit=1000")).body));
  });

  it("lists as many models of a library as /api/libraries counts", async () => {
    const libraries = (await call(sample, "/api/libraries")).body as { id: string; models: number }[];
    for (const id of ["transformers.js", "nemo", "peft"]) {
      const listed = (await call(sample, `/api/models?library=${id}&limit=1000`)).body as {
        tags: string[];
        library_name?: string;
      }[];
      expect(listed.length, id).toBe(libraries.find((library) => library.id === id)?.models);
      expect(
        listed.some((model) => model.library_name !== id && model.tags.includes(id)),
        id,
      ).toBe(true);
    }
  });
});
