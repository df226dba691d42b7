import { ensureSampleLoaded, findSampleDir, openStore } from "@modelhub/store";
import { describe, expect, it } from "vitest";
import { fixtureStore, HOSTILE } from "../../test/fixture-store";
import { loadModelListing } from "./model-listing.server";
import { loadModelPage } from "./model-page.server";

const store = await fixtureStore();

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe("loadModelPage", () => {
  it("is a 404 for a model the store does not have", async () => {
    expect(await statusOf(loadModelPage(store, "nobody/nothing", new URLSearchParams()))).toBe(404);
  });

  it("renders the card without front matter or anything executable", async () => {
    const page = await loadModelPage(store, "acme/chat-7b", new URLSearchParams());
    expect(page.cardHtml).toContain("<strong>helpful</strong>");
    expect(page.cardHtml).not.toContain("secret_front_matter");
    expect(page.cardHtml).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it("offers the model's providers plus hf-inference and auto, and a streaming toggle for chat", async () => {
    const page = await loadModelPage(
      store,
      "acme/chat-7b",
      new URLSearchParams("provider=together&streaming=1"),
    );
    expect(page.inference.providers.map((p) => p.id)).toEqual(["together", "hf-inference", "auto"]);
    expect(page.inference.provider).toBe("together");
    expect(page.inference.isChat).toBe(true);
    expect(page.inference.streaming).toBe(true);
    const languages = page.inference.languages.map((l) => l.id);
    expect(languages).toContain("python");
    expect(languages).toContain("sh");
    const curl = page.inference.languages.find((l) => l.id === "sh")?.clients[0]?.html ?? "";
    expect(curl).toContain("acme/chat-7b:together");
    expect(curl).toContain("stream");
  });

  it("says whether the record names a provider serving the model live", async () => {
    expect((await loadModelPage(store, "acme/chat-7b", new URLSearchParams())).inference.servedLive).toBe(
      true,
    );
    const unserved = await loadModelPage(store, "acme/base-7b", new URLSearchParams());
    expect(unserved.inference.servedLive).toBe(false);
    // Its calls are still shown, through HF Inference and the router's choice.
    expect(unserved.inference.providers.map((p) => p.id)).toEqual(["hf-inference", "auto"]);
    const staging = await fixtureStore();
    await staging.models.upsert({
      id: "acme/trial",
      pipeline_tag: "text-generation",
      inferenceProviderMapping: { groq: { providerId: "trial", status: "staging" } },
    });
    expect((await loadModelPage(staging, "acme/trial", new URLSearchParams())).inference.servedLive).toBe(
      false,
    );
  });

  it("falls back to the first provider for an unknown one", async () => {
    const page = await loadModelPage(store, "acme/chat-7b", new URLSearchParams("provider=<evil>"));
    expect(page.inference.provider).toBe("together");
  });

  it("lists a base model or dataset the card repeats once", async () => {
    const repeats = await fixtureStore();
    await repeats.models.upsert({
      id: "acme/merged",
      cardData: {
        base_model: ["acme/base-7b", "acme/base-7b", "x/y"],
        datasets: ["acme/chats", "acme/chats"],
      },
    });
    const page = await loadModelPage(repeats, "acme/merged", new URLSearchParams());
    expect(page.baseModels.map((base) => base.id)).toEqual(["acme/base-7b", "x/y"]);
    expect(page.datasets.map((dataset) => dataset.id)).toEqual(["acme/chats"]);
  });

  it("links base models and datasets that are in the store", async () => {
    const page = await loadModelPage(store, "acme/chat-7b", new URLSearchParams());
    expect(page.baseModels).toEqual([{ id: "acme/base-7b", href: "/acme/base-7b" }]);
    expect(page.datasets).toEqual([{ id: "acme/chats", href: "/datasets/acme/chats" }]);
  });

  it("keeps the author's widget examples and declared output as plain text", async () => {
    const page = await loadModelPage(store, "acme/sentiment", new URLSearchParams());
    expect(page.widget.source).toBe("model");
    expect(page.widget.examples[0]?.title).toBe(`Happy ${HOSTILE}`);
    expect(page.widget.examples[0]?.fields[0]).toEqual({ label: "Text", text: `I loved it ${HOSTILE}` });
    expect(page.widget.examples[0]?.output).toEqual({ kind: "text", text: `POSITIVE ${HOSTILE}` });
    expect(page.widget.taskDemo).toBeUndefined();
  });

  it("shows a model's first 30 tags and counts the rest", async () => {
    const many = await fixtureStore();
    const languages = Array.from({ length: 100 }, (_, i) => `lang-${i}`);
    await many.models.upsert({
      id: "acme/polyglot",
      pipeline_tag: "translation",
      tags: ["translation", ...languages],
    });
    const page = await loadModelPage(many, "acme/polyglot", new URLSearchParams());
    expect(page.tags).toEqual(languages.slice(0, 30));
    expect(page.tagCount).toBe(100);
  });
});

describe("size and format", () => {
  it("reads parameters and tensor types, the GGUF metadata and the files' total from the record", async () => {
    const sized = await fixtureStore();
    // The sample's Aryanne/QwentileSwap, with a file list added.
    await sized.models.upsert({
      id: "acme/qwentile",
      safetensors: { parameters: { BF16: 32_763_876_352 }, total: 32_763_876_352 },
      gguf: { total: 32_763_876_352, architecture: "qwen2", context_length: 32_768 },
      siblings: [
        { rfilename: "model-00001-of-00002.safetensors", size: 4_000_000_000 },
        { rfilename: "model-00002-of-00002.safetensors", size: 2_500_000_000 },
        { rfilename: "README.md", size: 1_200 },
      ],
    });
    const page = await loadModelPage(sized, "acme/qwentile", new URLSearchParams());
    expect(page.size).toEqual({
      safetensors: "32.8B params · BF16",
      gguf: "GGUF · qwen2 · 32.8B params · 32,768-token context",
      files: { count: 3, bytes: 6_500_001_200, unsized: 0 },
    });
    expect((await loadModelPage(sized, "acme/base-7b", new URLSearchParams())).size).toEqual({});
  });
});

describe("the file browser", async () => {
  const HOSTILE_NAME = `<img src=x onerror="window.__pwned = 3">.json`;
  const store = await fixtureStore();
  await store.models.upsert({
    id: "acme/with-files",
    siblings: [
      { rfilename: "config.json", size: 700 },
      { rfilename: "README.md", size: 9_000 },
      { rfilename: "onnx/model.onnx", size: 500_000_000 },
      { rfilename: `onnx/${HOSTILE_NAME}`, size: 10 },
    ],
    config: { model_type: "llama", note: HOSTILE },
    readme: `# With files\n\n${HOSTILE}\n${"Long card. ".repeat(800)}`,
  });

  it("lists files by folder with sizes, and shows small texts the record holds in place, escaped", async () => {
    const page = await loadModelPage(store, "acme/with-files", new URLSearchParams("provider=auto"));
    expect(page.files.total).toBe(4);
    expect(page.files.folders.map((folder) => [folder.path, folder.count, folder.bytes])).toEqual([
      ["", 2, 9_700],
      ["onnx", 2, 500_000_010],
    ]);
    const [readme, config] = page.files.folders[0]?.files ?? [];
    expect(config?.name).toBe("config.json");
    expect(config?.text?.open).toBe(false);
    expect(config?.text?.html).toContain("model_type");
    expect(config?.text?.html).not.toContain("<script>");
    expect(config?.text?.html).toContain("&#x3C;script>");
    // A card of 9,000 characters is not put on every page: a link asks for it, keeping the query.
    expect(readme?.text).toBeUndefined();
    expect(readme?.viewHref).toBe("?provider=auto&file=README.md#file-README.md");
    expect(page.files.folders[1]?.files.map((file) => file.name)).toEqual([HOSTILE_NAME, "model.onnx"]);
  });

  it("shows the text `?file=` asks for, open", async () => {
    const page = await loadModelPage(store, "acme/with-files", new URLSearchParams("file=README.md"));
    const readme = page.files.folders[0]?.files[0];
    expect(readme?.text?.open).toBe(true);
    expect(readme?.text?.html).toContain("Long card.");
    expect(readme?.text?.html).not.toContain("<script>");
    expect(readme?.text?.truncated).toBeUndefined();
  });

  it("shows tokenizer_config.json and chat_template.jinja from the record, and names the texts it does not hold", async () => {
    await store.models.upsert({
      id: "acme/with-tokenizer",
      siblings: [
        { rfilename: "config.json", size: 700 },
        { rfilename: "tokenizer_config.json", size: 2_000 },
        { rfilename: "chat_template.jinja", size: 300 },
        { rfilename: "generation_config.json", size: 120 },
        { rfilename: "model.safetensors", size: 5_000 },
      ],
      config: {
        model_type: "llama",
        tokenizer_config: { eos_token: HOSTILE },
        chat_template_jinja: "{% for message in messages %}{{ message['content'] }}{% endfor %}",
      },
    });
    const page = await loadModelPage(store, "acme/with-tokenizer", new URLSearchParams());
    const byName = new Map(page.files.folders[0]?.files.map((file) => [file.name, file]));
    expect(byName.get("tokenizer_config.json")?.text?.html).toContain("eos_token");
    expect(byName.get("tokenizer_config.json")?.text?.html).not.toContain("<script>");
    expect(byName.get("chat_template.jinja")?.text?.html).toContain("messages");
    expect(byName.get("config.json")?.text?.html).not.toContain("tokenizer_config");
    expect(byName.get("generation_config.json")?.text).toBeUndefined();
    expect(page.files.notHeld).toEqual({ names: ["generation_config.json"], count: 1 });
  });

  it("lists 150 of 100,000 files and counts them all", async () => {
    const huge = await fixtureStore();
    const siblings = Array.from({ length: 100_000 }, (_, i) => ({
      rfilename: `data/part-${i}.bin`,
      size: 1_000,
    }));
    await huge.models.upsert({ id: "acme/huge", siblings });
    const page = await loadModelPage(huge, "acme/huge", new URLSearchParams());
    expect(page.files.shown).toBe(150);
    expect(page.files.total).toBe(100_000);
    expect(page.files.folders).toHaveLength(1);
    expect(page.files.folders[0]?.count).toBe(100_000);
    expect(page.size.files).toEqual({ count: 100_000, bytes: 100_000_000, unsized: 0 });
  });
});

describe("GGUF models", () => {
  it("offer local apps with commands for their default quant, Q4_K_M", async () => {
    const page = await loadModelPage(await fixtureStore(), "acme/tiny-gguf", new URLSearchParams());
    expect(page.gguf.quants.map((quant) => [quant.value, quant.size])).toEqual([
      ["Q4_K_M", 4_370_000_000],
      ["Q8_0", 8_000_000_000],
    ]);
    expect(page.gguf.selected).toBe("Q4_K_M");
    expect(page.localApps.map((app) => app.label)).toContain("llama.cpp");
    const commands = page.localApps.flatMap((app) => app.snippets.map((snippet) => snippet.html)).join("");
    expect(commands).toContain("acme/tiny-gguf:Q4_K_M");
    expect(commands).not.toContain("Q8_0");
    expect(page.inference.hasTask).toBe(true);
  });

  it("fill every command with the quant `?quant=` picks, and keep the rest of the query in its links", async () => {
    const page = await loadModelPage(
      await fixtureStore(),
      "acme/tiny-gguf",
      new URLSearchParams("provider=auto&quant=Q8_0"),
    );
    expect(page.gguf.selected).toBe("Q8_0");
    // The runners of .gguf files run the picked one; vLLM serves the repository, naming no file.
    const runners = page.localApps.filter((app) =>
      ["llama.cpp", "node-llama-cpp", "ollama", "docker-model-runner"].includes(app.id),
    );
    expect(runners).toHaveLength(4);
    for (const app of runners) expect(app.snippets.map((snippet) => snippet.html).join("")).toContain("Q8_0");
    expect(page.localApps.find((app) => app.id === "lmstudio")?.deepLink).toBe(
      "lmstudio://open_from_hf?model=acme/tiny-gguf&file=tiny.Q8_0.gguf",
    );
    expect(JSON.stringify(page.localApps)).not.toContain("Q4_K_M");
    expect(page.gguf.keep).toEqual([["provider", "auto"]]);
    expect(page.gguf.quants[0]?.href).toBe("?provider=auto&quant=Q4_K_M#local-title");
    // A quant the repository does not have falls back to the default.
    const unknown = await loadModelPage(
      await fixtureStore(),
      "acme/tiny-gguf",
      new URLSearchParams("quant=<Q9>"),
    );
    expect(unknown.gguf.selected).toBe("Q4_K_M");
  });

  it("say what the hardware fit can count: the KV cache per token when config.json gives the shape", async () => {
    const withConfig = await fixtureStore();
    await withConfig.models.upsert({
      id: "acme/llama-gguf",
      siblings: [{ rfilename: "m-Q4_K_M.gguf", size: 4_920_734_016 }, { rfilename: "config.json" }],
      config: { num_hidden_layers: 32, num_attention_heads: 32, num_key_value_heads: 8, hidden_size: 4096 },
      gguf: { architecture: "llama", context_length: 131_072 },
    });
    const page = await loadModelPage(withConfig, "acme/llama-gguf", new URLSearchParams());
    expect(page.gguf.fit).toEqual({ kvBytesPerToken: 131_072, maxContext: 131_072 });
    // Its GGUF metadata gives the context length, not the attention's shape: the weights alone count.
    expect(
      (await loadModelPage(await fixtureStore(), "acme/tiny-gguf", new URLSearchParams())).gguf.fit,
    ).toEqual({
      maxContext: 4096,
    });
  });

  it("list a split quant once, and 100 of 5,000 quants, keeping the picked one", async () => {
    const many = await fixtureStore();
    const siblings = [
      ...Array.from({ length: 5000 }, (_, i) => ({ rfilename: `m-${i}.Q2_K.gguf`, size: 10_000 - i })),
      { rfilename: "big-Q4_K_M-00001-of-00002.gguf", size: 50_000 },
      { rfilename: "big-Q4_K_M-00002-of-00002.gguf", size: 40_000 },
    ];
    await many.models.upsert({
      id: "acme/many-gguf",
      tags: ["gguf"],
      siblings,
      gguf: { context_length: 4096 },
    });
    const page = await loadModelPage(many, "acme/many-gguf", new URLSearchParams());
    expect(page.gguf.quantCount).toBe(5001);
    expect(page.gguf.quants).toHaveLength(101);
    expect(page.gguf.quants[0]).toMatchObject({ value: "m-4999.Q2_K.gguf", label: "Q2_K", size: 5001 });
    expect(page.gguf.quants.at(-1)).toMatchObject({
      value: "Q4_K_M",
      file: "big-Q4_K_M-00001-of-00002.gguf",
      parts: 2,
      declaredParts: 2,
      size: 90_000,
    });
    expect(page.gguf.selected).toBe("Q4_K_M");
  });

  it("list their quants without links to pick one when no local app runs them", async () => {
    // .gguf files, but no GGUF metadata: the reference's rules offer no app, so the page has no
    // local-apps section for a quant link to lead to.
    const store = await fixtureStore();
    await store.models.upsert({
      id: "acme/bare-gguf",
      tags: ["gguf"],
      siblings: [
        { rfilename: "m.Q4_K_M.gguf", size: 4_000 },
        { rfilename: "m.Q8_0.gguf", size: 8_000 },
      ],
    });
    const page = await loadModelPage(store, "acme/bare-gguf", new URLSearchParams("quant=Q8_0"));
    expect(page.localApps).toEqual([]);
    expect(page.gguf.quants).toEqual([
      { value: "Q4_K_M", label: "Q4_K_M", file: "m.Q4_K_M.gguf", parts: 1, size: 4_000 },
      { value: "Q8_0", label: "Q8_0", file: "m.Q8_0.gguf", parts: 1, size: 8_000 },
    ]);
    expect(page.gguf.selected).toBeUndefined();
  });
});

describe("odd records", () => {
  it("render with an unknown task and library, odd widget data and no dates", async () => {
    const odd = await fixtureStore();
    await odd.models.upsert({
      id: "odd/model",
      pipeline_tag: "not-a-task",
      library_name: "no-such-library",
      tags: ["x"],
      widgetData: [{ text: 42, output: [{ label: "A", score: "high" }] }, "nonsense"],
      cardData: { base_model: "odd/missing", license: ["mit"] },
      siblings: [{ rfilename: "weights.gguf" }],
      readme: "",
    });
    const page = await loadModelPage(odd, "odd/model", new URLSearchParams("provider=auto"));
    expect(page.task).toEqual({ id: "not-a-task", name: "not-a-task" });
    expect(page.library).toEqual({ id: "no-such-library", label: "no-such-library" });
    expect(page.librarySnippets).toEqual([]);
    expect(page.inference.languages).toEqual([]);
    expect(page.baseModels).toEqual([{ id: "odd/missing" }]);
    expect(page.derivedModels).toEqual([]);
    expect(page.gguf.quants.map((quant) => quant.file)).toEqual(["weights.gguf"]);
    expect(page.cardHtml).toBeUndefined();
    expect(page.license).toBeUndefined();
  });
});

describe("declared widget outputs", () => {
  it("turn a label/score list (the Hub's classification form) into a chart's data", async () => {
    const store = await fixtureStore();
    await store.models.upsert({
      id: "acme/listed-output",
      pipeline_tag: "text-classification",
      widgetData: [
        {
          text: "I love it",
          output: [
            { label: "POSITIVE", score: 0.98 },
            { label: "NEGATIVE", score: 0.02 },
          ],
        },
      ],
    });
    const page = await loadModelPage(store, "acme/listed-output", new URLSearchParams());
    expect(page.widget.examples[0]?.output).toEqual({
      kind: "labels",
      data: [
        { label: "POSITIVE", score: 0.98 },
        { label: "NEGATIVE", score: 0.02 },
      ],
    });
    expect(page.widget.taskDemo).toBeUndefined();
  });
});

describe("model pages of the bundled sample's real records", async () => {
  const sample = await openStore(":memory:");
  await ensureSampleLoaded(sample, findSampleDir());
  const open = (id: string) => loadModelPage(sample, id, new URLSearchParams());

  it("offer a GGUF model's local apps, their links and commands following the picked quant", async () => {
    const page = await loadModelPage(
      sample,
      "LoneStriker/Hermes-3-Llama-3.1-70B-GGUF",
      new URLSearchParams("quant=Q8_0"),
    );
    const apps = page.localApps;
    expect(apps.map((app) => app.id).slice(0, 3)).toEqual(["llama.cpp", "node-llama-cpp", "lmstudio"]);
    expect(apps.map((app) => app.id)).toEqual(
      expect.arrayContaining(["jan", "ollama", "docker-model-runner"]),
    );
    const byId = (id: string) => apps.find((app) => app.id === id);
    // LM Studio opens the picked quant: the first of its three parts.
    expect(byId("lmstudio")?.deepLink).toBe(
      "lmstudio://open_from_hf?model=LoneStriker/Hermes-3-Llama-3.1-70B-GGUF&file=Hermes-3-Llama-3.1-70B-Q8_0-00001-of-00003.gguf",
    );
    expect(byId("jan")?.deepLink).toBe("jan://models/huggingface/LoneStriker/Hermes-3-Llama-3.1-70B-GGUF");
    expect(byId("lmstudio")?.docsUrl).toBe("https://lmstudio.ai");
    expect(byId("recursechat")?.macOSOnly).toBe(true);
    expect(byId("llama.cpp")?.macOSOnly).toBe(false);
    const llamaCpp = byId("llama.cpp")?.snippets ?? [];
    expect(llamaCpp.map((snippet) => snippet.title)).toEqual(["Install", "Serve", "Call the server", "Chat"]);
    expect(llamaCpp.map((snippet) => snippet.html).join("")).toContain(
      "LoneStriker/Hermes-3-Llama-3.1-70B-GGUF:Q8_0",
    );
    // Not a transformers model: no GPU serving engine.
    expect(byId("vllm")).toBeUndefined();
  });

  it("offer a transformers chat model's serving engines: vLLM, SGLang, TGI and Docker Model Runner", async () => {
    const page = await open("01-ai/Yi-1.5-9B-Chat");
    expect(page.localApps.map((app) => app.id)).toEqual(["vllm", "sglang", "tgi", "docker-model-runner"]);
    const vllm = page.localApps[0];
    expect(vllm?.label).toBe("vLLM");
    expect(vllm?.docsUrl).toBe("https://docs.vllm.ai");
    expect(vllm?.deepLink).toBeUndefined();
    const text = (vllm?.snippets ?? []).map((snippet) => snippet.html.replace(/<[^>]*>/g, "")).join("\n");
    expect(text).toContain("pip install vllm");
    expect(text).toContain("vllm serve 01-ai/Yi-1.5-9B-Chat");
    expect(text).toContain("http://localhost:8000/v1/chat/completions");
  });

  it("offer no local app for a model none runs", async () => {
    expect((await loadModelPage(store, "acme/sentiment", new URLSearchParams())).localApps).toEqual([]);
  });

  it("show a GGUF model's chat template, highlighted, and the exact prompt it makes of a conversation", async () => {
    const page = await open("Gunulhona/Gemma-Ko-Merge");
    expect(page.chatTemplate?.conversation.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "user",
    ]);
    expect(page.chatTemplate?.rendering).toEqual({
      ok: true,
      text:
        "<bos><start_of_turn>user\nWhat is the capital of France?<end_of_turn>\n" +
        "<start_of_turn>model\nThe capital of France is Paris.<end_of_turn>\n" +
        "<start_of_turn>user\nAnd of Italy?<end_of_turn>\n<start_of_turn>model\n",
    });
    // The template, coloured: its runs give back its text, in a few colours.
    const template = page.chatTemplate?.template;
    const tokens = template && "tokens" in template ? template.tokens : undefined;
    const written = tokens?.lines.map((line) => line.map(([text]) => text).join("")).join("\n");
    expect(written).toBe((await sample.models.get("Gunulhona/Gemma-Ko-Merge"))?.gguf?.chat_template);
    expect(tokens?.palette.length).toBeGreaterThan(2);
    // A model without a chat template has no such section.
    expect((await open("Qwen/Qwen2.5-7B-Instruct")).chatTemplate).toBeUndefined();
  });

  it("list the evaluation results the card reports, the first 100 of an MTEB card's thousands", async () => {
    const leaderboard = await open("0-hero/Matter-0.2-7B-DPO");
    expect(leaderboard.evalResults?.rows[0]).toEqual({
      task: "Text Generation",
      dataset: "IFEval (0-Shot)",
      metric: "strict accuracy",
      value: 33.03,
      verified: false,
    });
    expect(leaderboard.evalResults?.total).toBe(leaderboard.evalResults?.rows.length);
    const mteb = await open("BAAI/bge-multilingual-gemma2");
    expect(mteb.evalResults?.rows).toHaveLength(100);
    expect(mteb.evalResults?.total).toBeGreaterThan(3000);
    expect((await open("HelpingAI/Dhanishtha")).evalResults).toBeUndefined();
  });

  it("say why a real template makes no prompt (it reads ShareGPT's from/value keys)", async () => {
    const page = await open("theprint/phi-3-mini-4k-python");
    expect(page.chatTemplate?.rendering).toEqual({
      ok: false,
      reason: "It does not render: Cannot perform operation + on undefined values",
    });
  });

  it("name each base model with how the model was made from it", async () => {
    expect((await open("Qwen/Qwen2.5-7B-Instruct")).baseModels).toEqual([
      { id: "Qwen/Qwen2.5-7B", href: "/Qwen/Qwen2.5-7B", relation: "finetune" },
    ]);
    expect((await open("HelpingAI/Dhanishtha")).baseModels).toEqual([
      {
        id: "deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B",
        href: "/deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B",
        relation: "quantized",
      },
    ]);
    // A base model this hub does not hold is named, not linked.
    expect((await open("DUAL-GPO/zephyr-7b-ipo-0k-15k-i1")).baseModels).toEqual([
      { id: "DUAL-GPO/zephyr-7b-ipo-qlora-v0-merged", relation: "adapter" },
    ]);
  });

  it("count the models made from this one by relation, each linked to a listing of exactly them", async () => {
    const page = await open("Qwen/Qwen2.5-7B-Instruct");
    expect(page.derivedModels).toEqual([
      {
        relation: "finetune",
        count: 37,
        href: "/models?other=base_model:finetune:Qwen/Qwen2.5-7B-Instruct",
      },
      { relation: "adapter", count: 1, href: "/models?other=base_model:adapter:Qwen/Qwen2.5-7B-Instruct" },
      { relation: "merge", count: 36, href: "/models?other=base_model:merge:Qwen/Qwen2.5-7B-Instruct" },
    ]);
    for (const derived of page.derivedModels) {
      const listing = await loadModelListing(sample, new URL(derived.href, "http://hub.test"));
      expect(listing.total, derived.href).toBe(derived.count);
    }
    expect(
      (await open("meta-llama/Llama-3.2-3B-Instruct")).derivedModels.map((d) => [d.relation, d.count]),
    ).toEqual([
      ["finetune", 29],
      ["quantized", 1],
      ["merge", 1],
    ]);
  });
});

describe("chat templates", () => {
  it("are shown as plain text when too long to colour, and cut past 16,384 characters", async () => {
    const store = await fixtureStore();
    const template = `{{ bos_token }}${"{# a long comment #}".repeat(2_000)}{% for m in messages %}[{{ m.role }}] {{ m.content }}{% endfor %}`;
    await store.models.upsert({
      id: "acme/long-template",
      tags: ["gguf"],
      gguf: { chat_template: template, bos_token: HOSTILE },
    });
    const view = (await loadModelPage(store, "acme/long-template", new URLSearchParams())).chatTemplate;
    expect(view?.template).toEqual({ text: template.slice(0, 16_384), length: template.length });
    expect(view?.rendering).toEqual({
      ok: true,
      text: `${HOSTILE}[user] What is the capital of France?[assistant] The capital of France is Paris.[user] And of Italy?`,
    });
  });
});

describe("evaluation results", () => {
  it("skip a malformed model-index instead of failing the page", async () => {
    const store = await fixtureStore();
    await store.models.upsert({
      id: "acme/odd-evals",
      cardData: {
        "model-index": [
          { results: [{ task: "x", dataset: 3, metrics: "high" }] },
          {
            results: [
              {
                task: { type: "fill-mask" },
                dataset: { name: HOSTILE },
                metrics: [{ type: "acc", value: 0.5 }],
              },
            ],
          },
        ],
      },
    });
    const page = await loadModelPage(store, "acme/odd-evals", new URLSearchParams());
    expect(page.evalResults).toEqual({
      rows: [{ task: "Fill-Mask", dataset: HOSTILE, metric: "acc", value: 0.5, verified: false }],
      total: 1,
    });
    await store.models.upsert({ id: "acme/no-evals", cardData: { "model-index": "see the paper" } });
    expect((await loadModelPage(store, "acme/no-evals", new URLSearchParams())).evalResults).toBeUndefined();
  });

  it("are shown whole as plain text when they have too many coloured runs for the page", async () => {
    const store = await fixtureStore();
    const template = "{{ a }}{{ b }}".repeat(800);
    await store.models.upsert({
      id: "acme/busy-template",
      tags: ["gguf"],
      gguf: { chat_template: template },
    });
    const view = (await loadModelPage(store, "acme/busy-template", new URLSearchParams())).chatTemplate;
    expect(view?.template).toEqual({ text: template, length: template.length });
  });
});

describe("a record as big as a hostile import makes it", () => {
  it("gives page data that stays small: 100,000 files, 50,000 tags, a huge chat template and model-index", async () => {
    const store = await fixtureStore();
    const tags = Array.from({ length: 50_000 }, (_, i) => (i % 2 ? `base_model:merge:x/m${i}` : `tag-${i}`));
    const metrics = Array.from({ length: 5_000 }, (_, i) => ({ type: `metric-${i}`, value: i / 7 }));
    await store.models.upsert({
      id: "acme/everything",
      tags: ["gguf", ...tags],
      siblings: Array.from({ length: 100_000 }, (_, i) => ({ rfilename: `q/${i}.Q4_K_M.gguf`, size: i })),
      gguf: {
        context_length: 4096,
        chat_template: `{{ bos_token }}${"{% if a %}{{ b }}{% endif %}".repeat(10_000)}`,
        bos_token: "<s>",
      },
      cardData: {
        base_model: tags.slice(0, 1_000),
        "model-index": [{ results: [{ task: { type: "t" }, dataset: { name: "d" }, metrics }] }],
      },
    });
    const page = await loadModelPage(store, "acme/everything", new URLSearchParams());
    expect(page.baseModels).toHaveLength(20);
    expect(page.evalResults?.total).toBe(5_000);
    expect(page.chatTemplate?.template).toMatchObject({ length: 280_015 });
    expect(page.chatTemplate?.rendering.ok).toBe(false);
    // Every GGUF app shows: their commands and links are a fixed size, whatever the record holds.
    const { localApps, ...rest } = page;
    expect(localApps.map((app) => app.id)).toContain("llama.cpp");
    expect(JSON.stringify(localApps).length).toBeLessThan(24_000);
    expect(JSON.stringify(rest).length).toBeLessThan(64_000);
  });
});
