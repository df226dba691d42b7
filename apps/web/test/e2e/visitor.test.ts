// @vitest-environment node
// What a visitor does, in headless Chromium against the production build: filter the model
// listing, open a model page, switch provider, language and client, copy a snippet, open a task
// page, and browse without JavaScript. Screenshots of each page kind go to test-artifacts/.
import { type Database, openDatabase, openStore } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "./browser";
import { browseTestSite, isSameDocument, markDocument } from "./browsing";

/** An import holding the store as the server starts (see the first test), until endImport. */
let importer: Database | undefined;

/** Holds the store the way Database.exclusiveTransaction does mid-import: rollback journal, write lock. */
function startImport(dbPath: string): void {
  importer = openDatabase(dbPath);
  importer.exec("PRAGMA journal_mode = DELETE");
  importer.exec("BEGIN IMMEDIATE");
  importer.exec("INSERT INTO store_meta (key, value) VALUES ('e2e-import', 'running')");
}

function endImport(): void {
  if (!importer) return;
  importer.exec("ROLLBACK");
  importer.exec("PRAGMA journal_mode = WAL");
  importer.close();
  importer = undefined;
}

/** A repository of 100,000 files and 50,000 tags, whose page must stay small. */
const HUGE_MODEL_ID = "acme/huge-repo";

async function addHugeModel(dbPath: string): Promise<void> {
  const store = await openStore(dbPath);
  await store.models.upsert({
    id: HUGE_MODEL_ID,
    tags: ["gguf", ...Array.from({ length: 50_000 }, (_, i) => `tag-${i}`)],
    siblings: Array.from({ length: 100_000 }, (_, i) => ({
      rfilename: `parts/m-${i}.Q4_K_M.gguf`,
      size: 1_000 + i,
    })),
  });
  await store.close();
}

const browsing = browseTestSite({
  beforeServing: async (dbPath) => {
    await addHugeModel(dbPath);
    startImport(dbPath);
  },
});
const { newPage } = browsing;
afterAll(endImport);

describe("a visitor while an import has the store to itself", () => {
  it("gets a 503 that says why, then the site once the import ends", async () => {
    for (const path of ["/api/models", "/models"]) {
      const response = await fetch(`${browsing.site.url}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("10");
      expect(await response.text()).toMatch(/locked: another process is writing to it/);
    }
    endImport();
    const response = await fetch(`${browsing.site.url}/api/models?limit=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
  });
});

describe("a visitor in Chromium", { timeout: 60_000 }, () => {
  // Also when the test above was left out (vitest -t).
  beforeAll(endImport);

  it("filters the model listing by task and library; the URL and results follow, without a reload", async () => {
    const { context, page } = await newPage();
    await page.goto("/models");
    await page.waitForLoadState("networkidle");
    const total = await page.locator(".listing__total").textContent();
    await page.screenshot({ path: artifactPath("models-listing.png"), fullPage: true });
    await markDocument(page);

    await page
      .locator(".facets")
      .getByRole("link", { name: /^Text Classification/ })
      .click();
    await page.waitForURL(/pipeline_tag=text-classification/);
    await expect.poll(() => page.locator(".listing__total").textContent()).not.toBe(total);
    const cards = await page.locator(".result-card__task").allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    expect(new Set(cards)).toEqual(new Set(["Text Classification"]));

    await page
      .locator(".facets")
      .getByRole("link", { name: /^Transformers/ })
      .click();
    await page.waitForURL(/library=transformers/);
    expect(page.url()).toMatch(/pipeline_tag=text-classification/);
    await expect.poll(() => page.locator(".active-filter, .chip").count()).toBe(2);
    expect(await isSameDocument(page)).toBe(true);

    await page.getByRole("link", { name: "Clear all" }).click();
    await page.waitForURL((url) => url.search === "");
    await context.close();
  });

  it("lists the models a local app runs from the sidebar, for apps beyond the GGUF runners", async () => {
    const { context, page } = await newPage();
    await page.goto("/models");
    const apps = page.getByRole("region", { name: "Local apps" });
    // The apps are offered: those with a derived tag counted (vLLM's and SGLang's among them),
    // those without uncounted.
    await expect.poll(() => apps.getByRole("link").count()).toBeGreaterThan(19);
    expect(await apps.getByRole("link", { name: /^vLLM/ }).textContent()).toMatch(/^vLLM\d/);
    const mlx = apps.getByRole("link", { name: /^MLX LM/ });
    expect(await mlx.textContent()).toBe("MLX LM");
    await mlx.click();
    await page.waitForURL(/apps=mlx-lm/);
    // The sample's one MLX text-generation model, and a chip naming the app.
    await expect
      .poll(() => page.locator(".result-card__id").allTextContents())
      .toEqual(["mlx-community/Josiefied-Qwen2.5-0.5B-Instruct-abliterated-v1-float32"]);
    await expect.poll(() => page.getByRole("link", { name: /Runs in MLX LM/ }).count()).toBe(1);
    // Its model page offers the app the listing found it by.
    await page.locator(".result-card__id").first().click();
    await page.waitForURL(/mlx-community/);
    await expect.poll(() => page.locator(".local-apps").getByRole("tab", { name: "MLX LM" }).count()).toBe(1);
    // A serving engine whose rule reads config.json lists its models too.
    await page.goto("/models?apps=vllm");
    await expect.poll(() => page.getByRole("link", { name: /Runs in vLLM/ }).count()).toBe(1);
    expect(await page.locator(".result-card__id").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("reads a model's size on its listing card, as its page's header gives it", async () => {
    const { context, page } = await newPage();
    await page.goto("/models?search=Qwen2.5-7B-Instruct");
    const card = page.locator(".result-card", {
      has: page.getByRole("link", { name: "Qwen/Qwen2.5-7B-Instruct", exact: true }),
    });
    expect(await card.getByTitle("7,615,616,512 parameters").textContent()).toBe("7.6B params");
    await card.getByRole("link", { name: "Qwen/Qwen2.5-7B-Instruct", exact: true }).click();
    await page.waitForURL(/\/Qwen\/Qwen2\.5-7B-Instruct$/);
    expect(await page.getByRole("list", { name: "Size and format" }).textContent()).toContain("7.6B params");
    await context.close();
  });

  it("opens a model page, switches provider, language and client tabs, and copies a snippet", async () => {
    const { context, page } = await newPage();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: browsing.site.url });
    await page.goto("/models?search=chat-7b");
    await page.getByRole("link", { name: "acme/chat-7b" }).click();
    await page.waitForURL(/\/acme\/chat-7b$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe("acme/chat-7b");
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: artifactPath("model-page.png"), fullPage: true });

    const inference = page.locator(".inference");
    const visibleCode = () => inference.locator("pre:visible").first().textContent();
    expect(await visibleCode()).toContain("acme/chat-7b:together");

    await markDocument(page);
    // By keyboard: the next provider after Together is HF Inference.
    await inference.getByLabel("Provider").focus();
    await page.keyboard.press("ArrowDown");
    await page.waitForURL(/provider=hf-inference/);
    await expect.poll(visibleCode).toContain("acme/chat-7b:hf-inference");
    expect(await isSameDocument(page)).toBe(true);

    // Keyboard focus stays on each control as the snippets follow it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("provider");
    await inference.getByLabel("Stream the answer").focus();
    await page.keyboard.press("Space");
    await page.waitForURL(/streaming=1/);
    await expect.poll(visibleCode).toContain("stream");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("streaming");

    await inference.getByRole("tab", { name: "JavaScript" }).click();
    await expect.poll(visibleCode).toContain("import");
    const jsClients = inference.getByRole("tablist", { name: "JavaScript client" }).getByRole("tab");
    const clientNames = await jsClients.allTextContents();
    expect(clientNames.length).toBeGreaterThan(1);
    const before = await visibleCode();
    await jsClients.nth(1).click();
    await expect.poll(visibleCode).not.toBe(before);

    // Keyboard: arrow keys move between language tabs.
    await inference.getByRole("tab", { name: "JavaScript" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => inference.getByRole("tab", { name: "Shell" }).getAttribute("aria-selected"))
      .toBe("true");
    await expect.poll(visibleCode).toContain("curl");

    const shown = await visibleCode();
    const copy = inference.locator(".code-block:visible .copy-button");
    await copy.click();
    await expect.poll(() => copy.textContent()).toContain("Copied");
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(shown);
    expect(clipboard).toContain("curl");
    await context.close();
  });

  it("hydrates a model page opened directly, whose data refers to the code in its markup", async () => {
    const { context, page } = await newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/acme/chat-7b");
    await page.waitForLoadState("networkidle");
    const inference = page.locator(".inference");
    const visibleCode = () => inference.locator("pre:visible").first().textContent();
    expect(await visibleCode()).toContain("acme/chat-7b:together");
    // Tabs work once hydrated, and each panel shows the code the server wrote.
    await inference.getByRole("tab", { name: "JavaScript" }).click();
    await expect.poll(visibleCode).toContain("import");
    await inference.getByRole("tab", { name: "Shell" }).click();
    await expect.poll(visibleCode).toContain("curl");
    const copy = inference.locator(".code-block:visible .copy-button");
    await copy.click();
    await expect.poll(() => copy.textContent()).toContain("Copied");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hydrates the listings opened directly, and fetches a result's page ahead when the pointer rests on it", async () => {
    const { context, page } = await newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    for (const path of ["/datasets", "/models"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    const first = page.locator(".result-card__id").first();
    const id = await first.textContent();
    await first.hover();
    await expect.poll(() => fetched).toContain(`/${id}.data`);
    await markDocument(page);
    await first.click();
    await page.waitForURL((url) => url.pathname === `/${id}`);
    expect(await isSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("calls a text-generation model not tagged conversational through chat, with its completions call beside", async () => {
    const { context, page } = await newPage();
    await page.goto("/acme/base-7b");
    const inference = page.locator(".inference");
    const visibleCode = () => inference.locator("pre:visible").first().textContent();
    await expect.poll(visibleCode).toContain("chat.completions");
    expect(await inference.getByLabel("Stream the answer").count()).toBe(1);
    await inference.getByRole("tab", { name: "Shell" }).click();
    const shellClients = inference.getByRole("tablist", { name: "Shell client" }).getByRole("tab");
    expect(await shellClients.allTextContents()).toEqual(["cURL", "cURL (completions)"]);
    await expect.poll(visibleCode).toContain("/v1/chat/completions");
    await shellClients.nth(1).click();
    await expect.poll(visibleCode).toContain("/models/acme/base-7b/v1/completions");
    await context.close();
  });

  it("keeps keyboard focus going after a sort, a search or a removed filter, and after opening a result", async () => {
    const { context, page } = await newPage();
    await page.goto("/models");
    const activeId = () => page.evaluate(() => document.activeElement?.id ?? "");
    await page.locator(".sort-menu summary").focus();
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "Most likes" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/sort=likes/);
    await expect.poll(activeId).toBe("listing-results");
    await page.getByLabel("Search models by name").fill("acme");
    await page.keyboard.press("Enter");
    await page.waitForURL(/search=acme/);
    await expect.poll(activeId).toBe("listing-results");
    await page.getByRole("link", { name: /"acme".*remove filter/ }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => !url.search.includes("search="));
    await expect.poll(activeId).toBe("listing-results");
    await page.locator(".result-card__id").first().focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/models");
    await expect.poll(activeId).toBe("main");
    await context.close();
  });

  it("never runs author markup: card, widget text and ids stay text", async () => {
    const { context, page } = await newPage();
    for (const path of ["/acme/chat-7b", "/acme/sentiment", "/datasets/acme/chats"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator("main script, img[src='x']").count()).toBe(0);
    }
    await page.goto("/acme/sentiment");
    await expect
      .poll(() => page.locator(".widget").textContent())
      .toContain("<script>window.__pwned = 1</script>");
    await page.screenshot({ path: artifactPath("model-page-widget.png"), fullPage: true });
    await context.close();
  });

  it("opens a task page and sees its demo", async () => {
    const { context, page } = await newPage();
    await page.goto("/tasks");
    await page.screenshot({ path: artifactPath("tasks-index.png"), fullPage: true });
    await page.getByRole("link", { name: /^Token Classification/ }).click();
    await page.waitForURL(/\/tasks\/token-classification$/);
    const demo = page.locator(".demo");
    await expect.poll(() => demo.locator("mark.token").count()).toBeGreaterThan(0);
    expect(await demo.getByRole("heading", { name: "Input" }).isVisible()).toBe(true);
    await page.screenshot({ path: artifactPath("task-page.png"), fullPage: true });

    await page.goto("/tasks/image-classification");
    const image = page.locator(".demo img").first();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.screenshot({ path: artifactPath("task-page-image.png"), fullPage: true });

    await page.goto("/tasks/automatic-speech-recognition");
    const audio = page.locator(".demo audio[controls]").first();
    const src = await audio.getAttribute("src");
    expect(src).toMatch(/^\/task-assets\//);
    const clip = await page.request.get(src ?? "");
    expect(clip.status()).toBe(200);
    expect(clip.headers()["content-type"]).toMatch(/^audio\//);
    await context.close();
  });

  it("lists, filters and searches without JavaScript", async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false });
    await page.goto("/models");
    expect(await page.locator(".result-card").count()).toBe(30);
    await page
      .locator(".facets")
      .getByRole("link", { name: /^Text Generation/ })
      .click();
    await page.waitForURL(/pipeline_tag=text-generation/);
    expect(new Set(await page.locator(".result-card__task").allTextContents())).toEqual(
      new Set(["Text Generation"]),
    );
    await page.getByLabel("Search models by name").fill("acme");
    await page.getByLabel("Search models by name").press("Enter");
    await page.waitForURL(/search=acme/);
    expect(page.url()).toMatch(/pipeline_tag=text-generation/);
    expect((await page.locator(".result-card__id").allTextContents()).sort()).toEqual([
      "acme/base-7b",
      "acme/chat-7b",
      "acme/tiny-gguf",
    ]);
    await page.goto("/datasets");
    expect(await page.locator(".result-card").count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifactPath("datasets-listing-nojs.png"), fullPage: false });
    // A model page shows every client's snippet, each under its title, with no dead tabs or buttons.
    await page.goto("/acme/chat-7b");
    const inference = page.locator(".inference");
    const titles = await inference.locator(".code-block:visible").count();
    expect(titles).toBe(await inference.locator(".code-block").count());
    expect(titles).toBeGreaterThan(5);
    expect(await page.locator(".tabs__list:visible, .copy-button:visible").count()).toBe(0);
    await context.close();
  });

  it("reads a real model's tree, chat template and evaluation results, and follows the tree to the models made from a model", async () => {
    const { context, page } = await newPage();
    await page.goto("/Gunulhona/Gemma-Ko-Merge");
    const tree = page.getByRole("region", { name: "Model tree" });
    expect(await tree.getByRole("heading").allTextContents()).toEqual(["Model tree", "Merge of"]);
    expect(await tree.locator("li").allTextContents()).toEqual([
      "lemon07r/Gemma-2-Ataraxy-9B",
      "rtzr/ko-gemma-2-9b-it",
      "wzhouad/gemma-2-9b-it-WPO-HB",
    ]);
    const chat = page.getByRole("region", { name: "Chat template" });
    expect(await chat.locator("pre").first().textContent()).toBe(
      "<bos><start_of_turn>user\nWhat is the capital of France?<end_of_turn>\n" +
        "<start_of_turn>model\nThe capital of France is Paris.<end_of_turn>\n" +
        "<start_of_turn>user\nAnd of Italy?<end_of_turn>\n<start_of_turn>model\n",
    );
    const source = chat.locator(".chat-template__source pre");
    expect(await source.isVisible()).toBe(false);
    await chat.getByText("The template (Jinja)").click();
    await expect.poll(() => source.isVisible()).toBe(true);
    expect(await source.textContent()).toContain("{% for message in messages %}");
    const evals = page.getByRole("region", { name: "Evaluation results" });
    expect(await evals.getByRole("columnheader").allTextContents()).toEqual([
      "Task",
      "Dataset",
      "Metric",
      "Value",
    ]);
    expect(await evals.locator("tbody tr").count()).toBe(6);
    await page.screenshot({ path: artifactPath("model-page-tree-template-evals.png"), fullPage: true });

    await page.goto("/Qwen/Qwen2.5-7B-Instruct");
    const derived = page.getByRole("region", { name: "Model tree" }).locator(".model-tree__derived");
    expect(await derived.locator("li").allTextContents()).toEqual([
      "37 fine-tunes",
      "1 adapter",
      "36 merges",
    ]);
    await markDocument(page);
    await derived.getByRole("link", { name: "37 fine-tunes" }).click();
    await page.waitForURL(/\/models\?other=base_model:finetune:Qwen\/Qwen2\.5-7B-Instruct$/);
    await expect.poll(() => page.locator(".listing__total").textContent()).toBe("37 models");
    expect(await page.getByText("Fine-tunes of Qwen/Qwen2.5-7B-Instruct").count()).toBe(1);
    await context.close();
  });

  it("shows the other page kinds: home, dataset, phone width, dark theme and not found", async () => {
    const { context, page } = await newPage();
    await page.goto("/");
    expect(await page.locator("h1").textContent()).toContain("Find a model");
    await page.screenshot({ path: artifactPath("home.png"), fullPage: true });
    await page.goto("/datasets/acme/chats");
    expect(await page.locator("h1").textContent()).toBe("acme/chats");
    await page.screenshot({ path: artifactPath("dataset-page.png"), fullPage: true });
    const missing = await page.goto("/no-such/model-here");
    expect(missing?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Page not found");
    await page.screenshot({ path: artifactPath("not-found.png") });
    await context.close();

    const phone = await newPage({ mobile: true });
    await phone.page.goto("/acme/chat-7b");
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.page.screenshot({ path: artifactPath("model-page-phone.png"), fullPage: true });
    await phone.context.close();

    const { context: dark, page: darkPage } = await newPage({ colorScheme: "dark" });
    await darkPage.goto("/models");
    const background = await darkPage.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(15, 17, 23)");
    await darkPage.screenshot({ path: artifactPath("models-listing-dark.png") });
    await dark.close();
  });
});

describe("a visitor on a GGUF model page", { timeout: 60_000 }, () => {
  beforeAll(endImport);
  // A real repository of the bundled sample: single files and quants split in three parts.
  const HERMES = "/LoneStriker/Hermes-3-Llama-3.1-70B-GGUF";

  it("picks a quant, and every local app's command runs it, without a reload", async () => {
    const { context, page } = await newPage();
    await page.goto(HERMES);
    await page.waitForLoadState("networkidle");
    const apps = page.locator(".local-apps");
    const visibleCode = () => apps.locator("pre:visible").last().textContent();
    // Ollama's tab shows its run command, then a call to its server.
    const visibleCodes = () => apps.locator("pre:visible").allTextContents();
    expect(await visibleCode()).toContain("LoneStriker/Hermes-3-Llama-3.1-70B-GGUF:Q4_K_M");
    // The split Q8_0 is one quant in the panel, with its total size and parts.
    const q8 = page.locator(".gguf-list li", { has: page.getByRole("link", { name: "Q8_0", exact: true }) });
    expect(await q8.textContent()).toContain("3 parts");
    expect(await q8.textContent()).toContain("75.0 GB");
    await page.screenshot({ path: artifactPath("model-page-gguf.png"), fullPage: true });

    await markDocument(page);
    await apps.getByLabel("Quant").focus();
    await apps.getByLabel("Quant").selectOption("Q8_0");
    await page.waitForURL(/quant=Q8_0/);
    await expect.poll(visibleCode).toContain("LoneStriker/Hermes-3-Llama-3.1-70B-GGUF:Q8_0");
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("quant");
    await apps.getByRole("tab", { name: "Ollama" }).click();
    await expect
      .poll(visibleCodes)
      .toContain("ollama run hf.co/LoneStriker/Hermes-3-Llama-3.1-70B-GGUF:Q8_0");
    expect(await q8.getByRole("link").getAttribute("aria-current")).toBe("true");

    // A quant picked in the GGUF panel moves the picker too.
    await page.getByRole("link", { name: "Q2_K", exact: true }).click();
    await page.waitForURL(/quant=Q2_K/);
    await expect
      .poll(visibleCodes)
      .toContain("ollama run hf.co/LoneStriker/Hermes-3-Llama-3.1-70B-GGUF:Q2_K");
    expect(await apps.getByLabel("Quant").inputValue()).toBe("Q2_K");
    // LM Studio's link opens the picked quant's file.
    await apps.getByRole("tab", { name: "LM Studio" }).click();
    expect(await apps.getByRole("link", { name: "Open in LM Studio" }).getAttribute("href")).toBe(
      "lmstudio://open_from_hf?model=LoneStriker/Hermes-3-Llama-3.1-70B-GGUF&file=Hermes-3-Llama-3.1-70B-Q2_K.gguf",
    );
    await context.close();
  });

  it("picks their hardware once, sees which quants fit, and finds it remembered on the next visit", async () => {
    const { context, page } = await newPage();
    await page.goto(HERMES);
    const panel = page.locator("section", { has: page.getByRole("heading", { name: "GGUF quants" }) });
    const marks = () =>
      panel
        .locator(".gguf-list li")
        .evaluateAll((rows) =>
          rows.map(
            (row) =>
              `${row.querySelector(".gguf-list__label")?.textContent} ${row.querySelector(".gguf-fit")?.textContent ?? "-"}`,
          ),
        );
    await panel.getByLabel("Your hardware").selectOption("48|");
    // 48 GiB is 51.5 GB, 80% of it 41.2 GB; the record gives no attention shape: weights only.
    expect(await marks()).toEqual([
      "Q3_K_L fits",
      "Q2_K fits",
      "Q4_K_M tight",
      "Q5_K_M tight",
      "Q6_K too big",
      "Q8_0 too big",
    ]);
    expect(await panel.textContent()).toContain("counting the weights only");
    await page.screenshot({ path: artifactPath("model-page-gguf-fit.png") });
    await page.reload();
    await expect.poll(marks).toContain("Q6_K too big");
    expect(await panel.getByLabel("Your hardware").inputValue()).toBe("48|");
    await context.close();

    // At phone width the panels, the pickers and the marks stay within the screen.
    const phone = await newPage({ mobile: true });
    await phone.page.goto(HERMES);
    await phone.page.getByLabel("Your hardware").selectOption("48|");
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.page.screenshot({ path: artifactPath("model-page-gguf-phone.png"), fullPage: true });
    await phone.context.close();
  });

  it("picks their hardware on a model page and narrows the model listing to what fits it", async () => {
    const { context, page } = await newPage();
    await page.goto("/models?apps=llama.cpp");
    const total = async () =>
      Number((await page.locator(".listing__total").textContent())?.replace(/\D/g, ""));
    const ggufModels = await total();
    expect(ggufModels).toBeGreaterThan(100);
    const section = page.getByRole("region", { name: "Fits your hardware" });
    // Nothing picked yet: the section is the plain form only.
    expect(await section.getByRole("link").count()).toBe(0);

    await page.goto(HERMES);
    await page.getByLabel("Your hardware").selectOption("8|");
    await page.goto("/models?apps=llama.cpp");
    const mine = section.getByRole("link", { name: /Fits your hardware \(8 GB\)/ });
    await expect.poll(() => mine.count()).toBe(1);
    await mine.click();
    await page.waitForURL(/fits=8GB/);
    await expect.poll(() => page.getByRole("link", { name: "Fits in 8 GB" }).count()).toBe(1);
    await expect.poll(total).toBeLessThan(ggufModels);
    const fitting = await total();
    expect(fitting).toBeGreaterThan(0);
    // The form, as it works without JavaScript, gives the same listing; a smaller size lists fewer.
    await section.getByLabel("Memory").selectOption("4GB");
    await section.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/fits=4GB/);
    expect(page.url()).toContain("apps=llama.cpp");
    await expect.poll(total).toBeLessThan(fitting);
    await page.screenshot({ path: artifactPath("models-fits-hardware.png") });
    await context.close();
  });

  it("hides the apps they do not use, and finds them hidden on the next visit", async () => {
    const { context, page } = await newPage();
    await page.goto(HERMES);
    const apps = page.locator(".local-apps");
    await apps.getByText("Choose and order apps").click();
    await apps.getByRole("checkbox", { name: "Jan" }).uncheck();
    await expect.poll(() => apps.getByRole("tab", { name: "Jan" }).count()).toBe(0);
    await page.reload();
    await expect.poll(() => apps.getByText("Choose and order apps").textContent()).toMatch(/of \d+ shown/);
    expect(await apps.getByRole("tab", { name: "Jan" }).count()).toBe(0);
    expect(await apps.getByRole("tab", { name: "LM Studio" }).count()).toBe(1);
    await context.close();
  });

  it("puts the apps in their own order from the keyboard, and finds it on the next visit", async () => {
    const { context, page } = await newPage();
    await page.goto(HERMES);
    const apps = page.locator(".local-apps");
    const tabs = () => apps.getByRole("tab").allTextContents();
    await apps.getByText("Choose and order apps").click();
    const before = await tabs();
    const steps = before.indexOf("Ollama");
    expect(steps).toBeGreaterThan(0);
    await apps.getByRole("button", { name: "Move Ollama up" }).focus();
    for (let i = 0; i < steps; i++) await page.keyboard.press("Enter");
    await expect.poll(tabs).toEqual(["Ollama", ...before.filter((label) => label !== "Ollama")]);
    // The first app in their order is the one shown; the button they pressed keeps the focus.
    expect(await apps.locator("pre:visible").allTextContents()).toContain(
      "ollama run hf.co/LoneStriker/Hermes-3-Llama-3.1-70B-GGUF:Q4_K_M",
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Move Ollama up",
    );
    // Tab reaches the same app's "down" button: one step down.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const others = before.filter((label) => label !== "Ollama");
    const ordered = [others[0], "Ollama", ...others.slice(1)];
    await expect.poll(tabs).toEqual(ordered);
    await apps.screenshot({ path: artifactPath("model-page-local-apps-order.png") });
    await page.reload();
    await expect.poll(tabs).toEqual(ordered);
    await context.close();
  });

  it("reads every app's commands and links without JavaScript, each under a heading naming it", async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false });
    await page.goto(HERMES);
    const apps = page.locator(".local-apps");
    const headings = await apps.getByRole("heading", { level: 3 }).allTextContents();
    expect(headings.slice(0, 3)).toEqual(["llama.cpp", "node-llama-cpp", "LM Studio"]);
    expect(headings).toContain("Ollama");
    const codes = await apps.locator("pre:visible").allTextContents();
    expect(codes).toContain("ollama run hf.co/LoneStriker/Hermes-3-Llama-3.1-70B-GGUF:Q4_K_M");
    expect(codes.join("\n")).toContain("llama-server -hf LoneStriker/Hermes-3-Llama-3.1-70B-GGUF:Q4_K_M");
    expect(await apps.getByRole("link", { name: "Open in LM Studio" }).isVisible()).toBe(true);
    // Tabs that cannot switch are gone.
    expect(await apps.getByRole("tab").count()).toBe(0);
    await page.screenshot({ path: artifactPath("model-page-gguf-no-js.png"), fullPage: true });
    await context.close();
  });

  it("picks a quant without JavaScript", async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false });
    await page.goto(`${HERMES}?provider=auto`);
    await page.locator(".local-apps").getByLabel("Quant").selectOption("Q6_K");
    await page.locator(".local-apps").getByRole("button", { name: "Show commands" }).click();
    await page.waitForURL(/quant=Q6_K/);
    expect(page.url()).toMatch(/provider=auto/);
    const commands = (await page.locator(".local-apps pre").allTextContents()).join("\n");
    expect(commands).toContain("llama-server -hf LoneStriker/Hermes-3-Llama-3.1-70B-GGUF:Q6_K");
    expect(commands).toContain("ollama run hf.co/LoneStriker/Hermes-3-Llama-3.1-70B-GGUF:Q6_K");
    expect(commands).not.toContain("Q4_K_M");
    // The links follow too.
    expect(await page.locator('.local-apps a[href^="lmstudio:"]').getAttribute("href")).toContain(
      "&file=Hermes-3-Llama-3.1-70B-Q6_K-00001-of-00003.gguf",
    );
    await context.close();
  });

  it("keeps the page of a repository with 100,000 files and 50,000 tags under 200 KB", async () => {
    const response = await fetch(`${browsing.site.url}/${HUGE_MODEL_ID}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.length).toBeLessThan(200_000);
    // React separates adjacent text with empty comments.
    const text = html.replaceAll("<!-- -->", "");
    expect(text).toContain("The first 150 of 100,000 files.");
    expect(text).toContain("The 100 smallest of 100,000 quants.");
    expect(text).toContain("100,000 files · 5.10 GB");
    expect(text).toContain("and 49,971 more");
    // Its .gguf files carry no GGUF metadata: no local app runs them, and no quant links to one.
    expect(text).not.toContain("Run it locally");
    expect(text).not.toContain("#local-title");
  });
});
