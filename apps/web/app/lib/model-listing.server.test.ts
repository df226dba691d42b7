import { taskFilters } from "@modelhub/catalog";
import {
  ensureSampleLoaded,
  findSampleDir,
  openStore,
  SIDEBAR_ROW_BOUND,
  type Store,
  TOTAL_COUNT_CAP,
} from "@modelhub/store";
import { describe, expect, it } from "vitest";
import { fixtureStore, openTestStore } from "../../test/fixture-store";
import { loadDatasetListing } from "./dataset-listing.server";
import type { FacetOption } from "./listing-data";
import { loadModelListing, MODEL_UNCOUNTED_NOTE, MODEL_WHOLE_CATALOGUE_NOTE } from "./model-listing.server";

/** Enough models for a listing past both the total's cap and the sidebar's bound. */
const PAST_BOTH_BOUNDS = Math.max(TOTAL_COUNT_CAP, SIDEBAR_ROW_BOUND) + 1;

const store = await fixtureStore();
const listing = (query: string) => loadModelListing(store, new URL(`http://hub.test/models${query}`));

describe("loadModelListing", () => {
  it("lists every model, trending first, with task and library facets and their counts", async () => {
    const page = await listing("");
    expect(page.total).toBe(4);
    expect(page.items[0]?.id).toBe("acme/chat-7b");
    const nlp = page.taskGroups.find((group) => group.id === "nlp");
    expect(nlp?.options.filter((o) => !o.empty).map((o) => [o.id, o.count])).toEqual([
      ["text-classification", 1],
      ["text-generation", 3],
    ]);
    expect(page.libraries?.map((o) => [o.id, o.count])).toEqual([["transformers", 3]]);
  });

  it("shows every task of the catalogue, by domain; a task without models says so and links nowhere", async () => {
    const page = await listing("");
    const shown = page.taskGroups.flatMap((group) => group.options.map((o) => o.id));
    const catalogue = taskFilters("models").flatMap((group) => group.tasks.map((task) => task.id));
    expect(shown).toEqual(catalogue);
    expect(page.taskGroups.map((group) => group.label)).toContain("Computer Vision");
    const empty = page.taskGroups.flatMap((group) => group.options).find((o) => o.id === "image-to-text");
    expect(empty).toMatchObject({ count: 0, selected: false, empty: "No models for this task yet" });
    const withModels = page.taskGroups
      .flatMap((group) => group.options)
      .find((o) => o.id === "text-generation");
    expect(withModels?.empty).toBeUndefined();
  });

  it("filters by task and library; the selected facet links back to the unfiltered listing", async () => {
    const page = await listing("?pipeline_tag=text-generation&library=transformers");
    expect(page.items.map((item) => item.id).sort()).toEqual(["acme/base-7b", "acme/chat-7b"]);
    const selected = page.taskGroups.flatMap((group) => group.options).find((o) => o.selected);
    expect(selected?.id).toBe("text-generation");
    expect(selected?.href).toBe("/models?library=transformers");
    expect(page.activeFilters.map((chip) => chip.label)).toEqual(["Text Generation", "Transformers"]);
  });

  it("pages with a cursor and rejects a broken one with a 400", async () => {
    const store2 = await fixtureStore();
    const first = await loadModelListing(store2, new URL("http://hub.test/models?sort=downloads"));
    expect(first.items.map((item) => item.id)[0]).toBe("acme/chat-7b");
    await expect(listing("?cursor=not-a-cursor")).rejects.toThrow();
  });

  it("says when a task or library filter is a name nothing carries and the catalogue does not know", async () => {
    expect((await listing("?pipeline_tag=text-generaton&library=transformer")).notices).toEqual([
      'No task is called "text-generaton", and no models have it as their task.',
      'No library is called "transformer", and no models use it.',
    ]);
    // Known names that match nothing here, and a value only the data knows, are plain filters.
    expect((await listing("?pipeline_tag=translation&library=keras")).notices).toBe(undefined);
    const withNewTask = await fixtureStore();
    await withNewTask.models.upsert({
      id: "acme/next",
      pipeline_tag: "text-to-hologram",
      library_name: "holo-lib",
    });
    const page = await loadModelListing(
      withNewTask,
      new URL("http://hub.test/models?pipeline_tag=text-to-hologram&library=holo-lib"),
    );
    expect(page.items.map((item) => item.id)).toEqual(["acme/next"]);
    expect(page.notices).toBe(undefined);
  });

  it("lists an owner's models (a model page's owner link), with a chip that removes the filter", async () => {
    const page = await listing("?author=acme&pipeline_tag=text-generation");
    expect(page.items.map((item) => item.id).sort()).toEqual([
      "acme/base-7b",
      "acme/chat-7b",
      "acme/tiny-gguf",
    ]);
    expect(page.total).toBe(3);
    expect(page.activeFilters).toContainEqual({
      label: "By acme",
      href: "/models?pipeline_tag=text-generation",
    });
    // The sidebar counts within the owner's models, and its links keep the owner.
    const textGeneration = page.taskGroups
      .flatMap((group) => group.options)
      .find((o) => o.id === "text-generation");
    expect(textGeneration?.count).toBe(3);
    expect(page.libraries?.[0]?.href).toBe(
      "/models?author=acme&pipeline_tag=text-generation&library=transformers",
    );
    expect((await listing("?author=nobody")).total).toBe(0);
  });

  it("lists the GGUF models that fit in a memory size, with a chip, the form's state and a notice for a bad size", async () => {
    // acme/tiny-gguf's smallest quant, 4.37 GB (4.07 GiB), is within 80% of 6 GB, not of 4.
    const page = await listing("?fits=6GB&sort=likes");
    expect(page.items.map((item) => item.id)).toEqual(["acme/tiny-gguf"]);
    expect(page.total).toBe(1);
    expect(page.activeFilters).toEqual([{ label: "Fits in 6 GB", href: "/models?sort=likes" }]);
    // The form keeps the other parameters and offers the hardware picker's sizes.
    expect(page.hardwareFit).toEqual({
      baseHref: "/models?sort=likes",
      sizes: expect.arrayContaining([4, 6, 24, 80, 512]),
      selected: 6,
    });
    // A task's link keeps the memory filter.
    const task = page.taskGroups.flatMap((group) => group.options)[0];
    expect(task?.href).toContain("fits=6GB");
    expect((await listing("?fits=4GB")).total).toBe(0);
    const bad = await listing("?fits=plenty");
    expect(bad.total).toBe(4);
    expect(bad.notices).toEqual([
      'Ignored the memory size "plenty": "fits" takes a size in GB, such as 24GB.',
    ]);
  });

  it("sorts by likes and by creation date", async () => {
    expect((await listing("?sort=likes")).items[0]?.id).toBe("acme/chat-7b");
    expect((await listing("?sort=created")).items[0]?.id).toBe("acme/chat-7b");
  });

  it("opens in trending once an import brings a trending score, and offers likes once a model has some", async () => {
    const own = await openTestStore();
    const at = (query: string) => loadModelListing(own, new URL(`http://hub.test/models${query}`));
    await own.models.upsertMany([{ id: "acme/plain", downloads: 5, tags: [] }]);
    const before = await at("");
    expect(before.params.sort).toBe("downloads");
    expect((await at("?sort=likes")).notices?.[0]).toContain('Ignored the sort "most likes"');
    await own.models.upsertMany([{ id: "acme/rising", downloads: 1, likes: 3, trendingScore: 9, tags: [] }]);
    const after = await at("");
    expect(after.params.sort).toBe("trending");
    expect(after.items[0]?.id).toBe("acme/rising");
    expect((await at("?sort=likes")).params.sort).toBe("likes");
    await own.close();
  });
});

describe("loadDatasetListing", () => {
  it("offers dataset libraries the data carries and filters by them", async () => {
    const page = await loadDatasetListing(store, new URL("http://hub.test/datasets?library=pandas"));
    expect(page.libraries?.map((o) => [o.id, o.count, o.selected])).toEqual([["pandas", 1, true]]);
    expect(page.items.map((item) => item.id)).toEqual(["acme/chats"]);
    expect(page.items[0]?.task?.name).toBe("Text Generation");
  });
});

/** The fixtures plus models that providers serve (one mapping not live, which does not count). */
async function providerStore(): Promise<Store> {
  const store = await fixtureStore();
  const live = { status: "live", providerId: "x", task: "conversational" };
  await store.models.upsertMany([
    {
      id: "acme/coder",
      pipeline_tag: "text-generation",
      library_name: "transformers",
      downloads: 5_000,
      inferenceProviderMapping: { groq: live, together: live },
    },
    {
      id: "nyu/vision",
      pipeline_tag: "image-classification",
      downloads: 700,
      inferenceProviderMapping: { "hf-inference": live, together: { ...live, status: "error" } },
    },
  ]);
  return store;
}

/** The apps whose one rule is a GGUF file, as the sidebar lists them with their shared count. */
const GGUF_RUNNER_LABELS = [
  "llama.cpp",
  "node-llama-cpp",
  "LocalAI",
  "Jan",
  "Backyard AI",
  "Msty",
  "RecurseChat",
  "Ollama",
];

/** The apps without a derived tag (one set of row conditions each), listed last, uncounted. */
const UNCOUNTED_APP_LABELS = ["MLX LM", "TGI", "DiffusionBee", "JoyFusion"];

/** Each sidebar option as a visitor reads it: label, count, whether it is selected. */
const shownOne = (o: FacetOption) => [o.label, o.count, o.selected];
const shown = (options: FacetOption[] | undefined) => options?.map(shownOne);

describe("loadModelListing: inference providers and local apps", async () => {
  const store = await providerStore();
  const open = (query: string) => loadModelListing(store, new URL(`http://hub.test/models${query}`));

  it("offers the providers serving the listed models and the local apps, with counts", async () => {
    const page = await open("");
    expect(shown(page.providers)).toEqual([
      ["Any provider", 3, false],
      ["Together", 2, false],
      ["Groq", 1, false],
      ["HF Inference", 1, false],
    ]);
    expect(page.providers?.[1]?.href).toBe("/models?inference_provider=together");
    expect(page.providers?.[0]?.href).toBe("/models?inference_provider=all");
    // Every app: those a derived tag lists with its count (the GGUF runners share theirs), then
    // the others uncounted, each in the reference's order.
    const counted = (page.localApps ?? []).filter((option) => option.count !== undefined);
    expect(counted.filter((option) => GGUF_RUNNER_LABELS.includes(option.label)).map(shownOne)).toEqual(
      GGUF_RUNNER_LABELS.map((label) => [label, 1, false]),
    );
    expect(counted.map((option) => option.label)).toEqual(
      expect.arrayContaining(["vLLM", "SGLang", "LM Studio"]),
    );
    expect(shown(page.localApps?.slice(counted.length))).toEqual(
      UNCOUNTED_APP_LABELS.map((label) => [label, undefined, false]),
    );
  });

  it("narrows the results and the other sections' counts to the chosen provider", async () => {
    const page = await open("?inference_provider=groq");
    expect(page.total).toBe(1);
    expect(page.items.map((item) => item.id)).toEqual(["acme/coder"]);
    // Providers are counted within the other filters: another one adds its models (any of them).
    expect(shown(page.providers)?.slice(1)).toEqual([
      ["Together", 2, false],
      ["Groq", 1, true],
      ["HF Inference", 1, false],
    ]);
    expect(page.providers?.find((o) => o.id === "together")?.href).toBe(
      "/models?inference_provider=groq,together",
    );
    expect(page.providers?.find((o) => o.id === "groq")?.href).toBe("/models");
    expect(
      page.taskGroups
        .flatMap((g) => g.options)
        .filter((o) => !o.empty)
        .map((o) => [o.id, o.count]),
    ).toEqual([["text-generation", 1]]);
    expect(page.libraries?.map((o) => [o.id, o.count])).toEqual([["transformers", 1]]);
    // No listed model is any counted app's: only the uncounted apps are offered.
    expect(shown(page.localApps)).toEqual(UNCOUNTED_APP_LABELS.map((label) => [label, undefined, false]));
    expect(page.activeFilters).toEqual([{ label: "Served by Groq", href: "/models" }]);

    const both = await open("?inference_provider=groq,hf-inference");
    expect(both.items.map((item) => item.id).sort()).toEqual(["acme/coder", "nyu/vision"]);
  });

  it("counts providers within the task, and each count is the total its link opens", async () => {
    const page = await open("?pipeline_tag=text-generation");
    expect(shown(page.providers)).toEqual([
      ["Any provider", 2, false],
      ["Together", 2, false],
      ["Groq", 1, false],
    ]);
    const counted = (page.localApps ?? []).filter((option) => option.count !== undefined);
    expect(counted.map((option) => option.label)).toEqual(expect.arrayContaining(GGUF_RUNNER_LABELS));
    for (const option of [...(page.providers ?? []), ...counted]) {
      expect((await open(option.href.slice("/models".length))).total, option.href).toBe(option.count);
    }
  });

  it("carries no counts note when the provider and app counts are within the filters", async () => {
    expect((await open("?pipeline_tag=text-generation")).countsNotes).toBeUndefined();
    expect((await open("?inference_provider=groq")).countsNotes).toBeUndefined();
  });

  it("past the store's bound, shows the whole catalogue's counts with a note and the total as a floor (decision 076)", async () => {
    const big = await providerStore();
    const gguf = [{ rfilename: "m.Q4_K_M.gguf" }];
    await big.models.upsertMany([
      ...Array.from({ length: PAST_BOTH_BOUNDS }, (_, i) => ({
        id: `bulk/gguf-${i}`,
        pipeline_tag: "text-generation",
        siblings: gguf,
      })),
      { id: "bulk/embedder", pipeline_tag: "feature-extraction", siblings: gguf },
    ]);
    const load = (query: string) => loadModelListing(big, new URL(`http://hub.test/models${query}`));
    const both = await load("?pipeline_tag=text-generation&apps=llama.cpp");
    expect([both.total, both.totalIsFloor]).toEqual([TOTAL_COUNT_CAP, true]);
    expect(both.items).toHaveLength(30);
    expect(both.countsNotes?.tasks).toBe(MODEL_WHOLE_CATALOGUE_NOTE);
    expect(both.countsNotes?.libraries).toBe(MODEL_WHOLE_CATALOGUE_NOTE);
    // A task alone is counted from the maintained counts: exact at any size, and so are the
    // libraries within it; the apps among its models are too many to count in time.
    const task = await load("?pipeline_tag=text-generation");
    expect(task.totalIsFloor).toBeUndefined();
    expect(task.total).toBe(await big.models.count({ pipelineTag: "text-generation" }));
    expect(task.countsNotes?.libraries).toBeUndefined();
    expect(task.countsNotes?.apps).toBe(MODEL_WHOLE_CATALOGUE_NOTE);
    // Within one provider few models match: the sections are counted there (none is GGUF), but
    // the providers, counted within the task alone, are too many to count.
    const together = await load("?pipeline_tag=text-generation&inference_provider=together");
    expect(together.countsNotes).toEqual({ providers: MODEL_WHOLE_CATALOGUE_NOTE });
    expect(together.localApps?.some((option) => GGUF_RUNNER_LABELS.includes(option.label))).toBe(false);
  });

  it("counts tasks and libraries within a task or a search at any size", async () => {
    const big = await providerStore();
    await big.models.upsertMany([
      ...Array.from({ length: PAST_BOTH_BOUNDS }, (_, i) => ({
        id: `bulk/owl-${i}`,
        pipeline_tag: i % 2 ? "text-generation" : "translation",
        library_name: i % 3 ? "transformers" : "peft",
      })),
      { id: "bulk/heron", pipeline_tag: "translation", library_name: "peft" },
    ]);
    const load = (query: string) => loadModelListing(big, new URL(`http://hub.test/models${query}`));
    const tasks = (page: Awaited<ReturnType<typeof load>>) =>
      page.taskGroups
        .flatMap((group) => group.options)
        .filter((o) => !o.empty)
        .map((o) => [o.id, o.count]);
    // Within a task or a library the counts are maintained: exact, whatever the size, no note.
    for (const query of [
      "?pipeline_tag=translation",
      "?library=transformers",
      "?library=peft&pipeline_tag=translation",
    ]) {
      const page = await load(query);
      expect(page.countsNotes?.tasks, query).toBeUndefined();
      expect(page.countsNotes?.libraries, query).toBeUndefined();
      for (const option of [
        ...page.taskGroups.flatMap((group) => group.options),
        ...(page.libraries ?? []),
      ].filter((option) => !option.empty)) {
        // A selected option links to the listing without it; its count is this listing's.
        const total = option.selected ? page.total : (await load(option.href.slice("/models".length))).total;
        expect(total, option.href).toBe(option.count);
      }
    }
    // A search matching more models than the bound: its total is a floor, and the sidebar shows
    // the whole catalogue's counts with a note (decision 076).
    const broad = await load("?search=owl");
    expect([broad.total, broad.totalIsFloor]).toEqual([TOTAL_COUNT_CAP, true]);
    expect(broad.countsNotes?.tasks).toBe(MODEL_WHOLE_CATALOGUE_NOTE);
    expect(tasks(broad)).toEqual(tasks(await load("")));
    // A narrow one is counted within the search.
    const narrow = await load("?search=heron");
    expect(narrow.countsNotes).toBeUndefined();
    expect(tasks(narrow)).toEqual([["translation", 1]]);
    expect(narrow.libraries?.map((o) => [o.id, o.count])).toEqual([["peft", 1]]);
  });

  it("filters by a local app; the apps replace each other as they select the same models", async () => {
    const page = await open("?apps=ollama");
    expect(page.items.map((item) => item.id)).toEqual(["acme/tiny-gguf"]);
    expect(shown(page.localApps)?.find(([label]) => label === "Ollama")).toEqual(["Ollama", 1, true]);
    expect(page.localApps?.find((o) => o.id === "llama.cpp")?.href).toBe("/models?apps=llama.cpp");
    expect(page.providers).toEqual([]);
    expect(page.activeFilters.map((chip) => chip.label)).toEqual(["Runs in Ollama"]);
  });

  it("leaves out a malformed provider, an unknown app and an unknown sort with a notice, instead of failing", async () => {
    const page = await open("?inference_provider=Bad!Id,groq&apps=vlm&sort=size");
    expect(page.notices).toEqual([
      'Ignored the inference provider "Bad!Id": it is not a provider id.',
      'Ignored the local app "vlm": this hub can filter by Atomic Chat, Backyard AI, DiffusionBee, Docker Model Runner, Draw Things, Hermes Agent, Jan, Jellybox, JoyFusion, Lemonade, llama.cpp, LM Studio, LocalAI, MLX LM, Msty, node-llama-cpp, Ollama, OpenClaw, Pi, RecurseChat, SGLang, TGI, Unsloth Desktop and vLLM.',
      'Ignored the sort "size": listings sort by trending, most downloads, most likes, recently created, recently updated or most parameters.',
    ]);
    expect(page.items.map((item) => item.id)).toEqual(["acme/coder"]);
    expect(page.params.providers).toEqual(["groq"]);
    expect(page.params.apps).toBe(undefined);
    expect(page.providers?.find((o) => o.id === "together")?.href).toBe(
      "/models?inference_provider=groq,together",
    );
    // A well-formed provider no model has is kept (it matches nothing) and can be cleared.
    const unknown = await open("?inference_provider=nobody");
    expect(unknown.total).toBe(0);
    expect(unknown.notices).toBe(undefined);
    expect(shown(unknown.providers)?.find(([, , selected]) => selected)).toEqual(["Nobody", 0, true]);
    expect(unknown.providers?.find((o) => o.id === "nobody")?.href).toBe("/models");
    // "all" with other providers is any provider.
    expect((await open("?inference_provider=groq,all")).params.providers).toEqual(["all"]);
  });
});

describe("loadModelListing on the bundled sample", async () => {
  const sample = await openStore(":memory:");
  await ensureSampleLoaded(sample, findSampleDir());
  const open = (query: string) => loadModelListing(sample, new URL(`http://hub.test/models${query}`));

  it("offers the local apps for the sample's GGUF models; choosing one narrows the list and the counts", async () => {
    const all = await open("");
    const gguf = all.localApps?.find((o) => o.id === "llama.cpp")?.count ?? 0;
    expect(gguf).toBeGreaterThan(1000);
    const runners = all.localApps?.filter((o) => GGUF_RUNNER_LABELS.includes(o.label));
    expect(runners?.map((o) => o.label)).toEqual(GGUF_RUNNER_LABELS);
    expect(new Set(runners?.map((o) => o.count))).toEqual(new Set([gguf]));
    // The apps with a tag of their own are counted too, each count the total its link opens:
    // config.json's quantisation finds the sample's vLLM models.
    for (const app of ["lmstudio", "vllm", "sglang", "docker-model-runner", "unsloth"]) {
      const option = all.localApps?.find((o) => o.id === app);
      expect(option?.count, app).toBeGreaterThan(0);
      expect((await open(`?apps=${app}`)).total, app).toBe(option?.count);
    }
    // The uncounted apps' links open their models: MLX LM's and TGI's are among the sample's.
    for (const app of ["mlx-lm", "tgi"]) {
      const href = all.localApps?.find((o) => o.id === app)?.href ?? "";
      expect(href).toBe(`/models?apps=${app}`);
      expect((await open(href.slice("/models".length))).total, href).toBeGreaterThan(0);
    }
    const llama = await open("?apps=llama.cpp");
    expect(llama.total).toBe(gguf);
    expect(llama.total).toBeLessThan(all.total);
    expect(llama.params.apps).toEqual(["llama.cpp"]);
    // Past the sidebar's bound the app's task counts are the whole catalogue's, and the page says so.
    expect(llama.countsNotes?.tasks).toBeDefined();
    // Within an app of fewer models, each task's count is the total its link opens, and is at
    // most the task's count without it.
    const fewer = all.localApps?.find((o) => (o.count ?? 0) > 0 && (o.count ?? 0) <= SIDEBAR_ROW_BOUND);
    expect(fewer).toBeDefined();
    const withinApp = await open(`?apps=${fewer?.id}`);
    expect(withinApp.countsNotes).toBe(undefined);
    const allTasks = new Map(all.taskGroups.flatMap((g) => g.options).map((o) => [o.id, o.count]));
    for (const option of withinApp.taskGroups.flatMap((g) => g.options).slice(0, 5)) {
      expect((await open(option.href.slice("/models".length))).total, option.href).toBe(option.count);
      expect(option.count).toBeLessThanOrEqual(allTasks.get(option.id) ?? 0);
    }
    // Within a task of fewer models than the sidebar's bound, the apps are counted among the
    // task's models, each count the total its link opens; past the bound the page says the counts
    // are the whole catalogue's.
    const smallTask = all.taskGroups
      .flatMap((g) => g.options)
      .find((o) => (o.count ?? 0) > 0 && (o.count ?? 0) <= SIDEBAR_ROW_BOUND);
    const withinTask = await open(`?pipeline_tag=${smallTask?.id}`);
    expect(withinTask.countsNotes).toBe(undefined);
    for (const option of withinTask.localApps?.filter((o) => (o.count ?? 0) > 0) ?? []) {
      expect((await open(option.href.slice("/models".length))).total, option.href).toBe(option.count);
      expect(option.count).toBeLessThanOrEqual(smallTask?.count ?? 0);
    }
    expect((await open("?pipeline_tag=text-generation")).countsNotes?.apps).toBeDefined();
    // The sample has no provider mappings: the section says so rather than listing nothing.
    expect(all.providers).toEqual([]);
  });

  it("gives each card the model's parameter count, as the model page's header writes it", async () => {
    const page = await open("?search=Qwen2.5-7B");
    expect(page.items.find((item) => item.id === "Qwen/Qwen2.5-7B-Instruct")?.parameters).toEqual({
      count: 7_615_616_512,
      label: "7.6B params",
    });
    // A card without one is a model whose record states none (as most GGUF repositories' do).
    const without = (await open("?other=gguf")).items.filter((item) => item.parameters === undefined);
    expect(without.length).toBeGreaterThan(0);
    for (const item of without) {
      const model = await sample.models.get(item.id);
      expect(model?.safetensors, item.id).toBeUndefined();
      expect(model?.gguf?.total, item.id).toBeUndefined();
    }
  });

  it("lists the models made from a base model, as the Hub's model tree links ask (other=base_model:<relation>:<id>)", async () => {
    const finetunes = await open("?other=base_model:finetune:Qwen/Qwen2.5-7B");
    expect(finetunes.total).toBe(30);
    expect(finetunes.items.map((item) => item.id)).toContain("Qwen/Qwen2.5-7B-Instruct");
    expect(finetunes.activeFilters).toEqual([{ label: "Fine-tunes of Qwen/Qwen2.5-7B", href: "/models" }]);
    // Its sidebar counts are within the filter: a task's link opens as many models.
    const textGen = finetunes.taskGroups.flatMap((g) => g.options).find((o) => o.id === "text-generation");
    expect(textGen?.href).toBe(
      "/models?pipeline_tag=text-generation&other=base_model:finetune:Qwen/Qwen2.5-7B",
    );
    expect((await open(textGen?.href.slice("/models".length) ?? "")).total).toBe(textGen?.count);
    expect((await open("?filter=base_model:merge:Qwen/Qwen2.5-7B")).total).toBe(20);
    // Tags add up: models carrying both.
    expect((await open("?other=base_model:merge:Qwen/Qwen2.5-7B&filter=gguf")).total).toBeLessThan(20);
    const plain = await open("?other=gguf");
    expect(plain.activeFilters.map((chip) => chip.label)).toEqual(["Tagged gguf"]);
    expect(plain.total).toBeGreaterThan(1000);
  });

  it("counts the parameter ranges and model kinds within the filters: each count is the total its link opens", async () => {
    const page = await open("?pipeline_tag=text-generation&language=fr");
    expect(page.total).toBeLessThanOrEqual(SIDEBAR_ROW_BOUND);
    const options = [...(page.parameterRanges ?? []), ...(page.modelKinds ?? [])];
    expect(options.map((option) => option.count !== undefined)).toEqual(options.map(() => true));
    expect(options.some((option) => (option.count ?? 0) > 0)).toBe(true);
    for (const option of options)
      expect((await open(option.href.slice("/models".length))).total, option.label).toBe(option.count);
    expect(page.countsNotes?.parameters).toBeUndefined();
    // Chosen, a range's section still counts the others within the rest of the filters.
    const chosen = options.find((option) => option.id === "min:3B,max:8B");
    const narrowed = await open(chosen?.href.slice("/models".length) ?? "");
    expect(narrowed.parameterRanges?.find((option) => option.selected)?.count).toBe(chosen?.count);
    // The whole catalogue: base models and gating counted exactly, the ranges uncounted.
    const all = await open("");
    expect(all.parameterRanges?.map((option) => option.count)).toEqual(
      all.parameterRanges?.map(() => undefined),
    );
    expect(all.countsNotes?.parameters).toBe(MODEL_UNCOUNTED_NOTE);
    expect(all.countsNotes?.modelKinds).toBeUndefined();
    const kinds = Object.fromEntries((all.modelKinds ?? []).map((option) => [option.id, option.count]));
    expect(kinds).toEqual({
      "base-models-only": await sample.models.count({ baseModelsOnly: true }),
      gated: await sample.models.count({ gated: true }),
      "not-gated": await sample.models.count({ gated: false }),
    });
    // Past the bound within a filter: the whole catalogue's, said so.
    const task = await open("?pipeline_tag=text-generation");
    expect(task.total).toBeGreaterThan(SIDEBAR_ROW_BOUND);
    expect(task.modelKinds?.find((option) => option.id === "gated")?.count).toBe(kinds.gated);
    expect(task.countsNotes?.modelKinds).toBe(MODEL_WHOLE_CATALOGUE_NOTE);
  });

  it("finds a library among the tags, as the Hub's library filter does, in the list, its total and the sidebar", async () => {
    // No sample model has gguf as its library_name; over two thousand are tagged gguf.
    const gguf = await open("?library=gguf");
    expect(gguf.total).toBeGreaterThan(2000);
    expect(gguf.total).toBe((await open("?filter=gguf")).total);
    expect(gguf.items.map((item) => item.id)).toEqual(
      (await open("?filter=gguf")).items.map((item) => item.id),
    );
    expect(gguf.items.some((item) => item.library?.id === "transformers")).toBe(true);
    // A catalogue library counts the models tagged with it whatever their library_name, and its
    // sidebar link opens as many, over the whole catalogue and within a task.
    for (const query of ["", "?pipeline_tag=text-generation"]) {
      const page = await open(query);
      for (const id of ["transformers", "peft"]) {
        const option = page.libraries?.find((o) => o.id === id);
        expect(option?.count, `${query} ${id}`).toBeGreaterThan(0);
        expect((await open(option?.href.slice("/models".length) ?? "")).total, `${query} ${id}`).toBe(
          option?.count,
        );
      }
    }
    const byName = (await sample.models.list({ library: "transformers", limit: 1000 })).items;
    expect(byName.some((model) => model.library_name !== "transformers")).toBe(true);
  });
});
