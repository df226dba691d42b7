// @vitest-environment node
// A visitor finds a demo app from the model, dataset and task pages and reads its page, with and
// without JavaScript, in headless Chromium against the production build.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HOSTILE } from "../fixture-store";
import { artifactPath } from "./browser";
import { browseTestSite } from "./browsing";

const { newPage } = browseTestSite();

/** What the space page of the fixture app shows, checked the same with and without JavaScript. */
async function expectChatArenaPage(page: Page) {
  expect(await page.locator("h1").textContent()).toBe("acme/chat-arena");
  const banner = page.locator(".space-banner");
  expect(await banner.locator(".space-banner__emoji").textContent()).toBe("💬");
  // Author text stays text: the title and description show their markup as characters.
  expect(await banner.locator(".space-banner__title").textContent()).toBe(`Chat arena ${HOSTILE}`);
  expect(await banner.locator(".space-banner__description").textContent()).toBe(
    `Compare chat models ${HOSTILE}`,
  );
  expect(await banner.getAttribute("class")).toBe(
    "space-banner space-banner--from-indigo space-banner--to-pink",
  );
  const facts = await page.locator(".model-header__facts li").allTextContents();
  expect(facts).toEqual(["SDK: Gradio", "License: apache-2.0"]);
  const stats = await page.locator(".model-header__stats").textContent();
  expect(stats).toContain("Likes17");
  expect(stats).toContain("CreatedMar 1, 2025");
  const models = page.getByRole("region", { name: "Models used" });
  expect(await models.locator("li").allTextContents()).toEqual(["acme/chat-7b", "acme/not-here"]);
  expect(await models.getByRole("link").allTextContents()).toEqual(["acme/chat-7b"]);
  const datasets = page.getByRole("region", { name: "Datasets used" });
  expect(await datasets.getByRole("link").allTextContents()).toEqual(["acme/chats"]);
  const card = page.getByRole("region", { name: "App card" });
  expect(await card.locator("strong").textContent()).toBe("better");
  expect(await card.textContent()).not.toContain("secret_front_matter");
  expect(await page.locator("main script, img[src='x']").count()).toBe(0);
}

describe("a visitor and a demo app", { timeout: 60_000 }, () => {
  it("follows a model's demo apps to the app's page, and on to a dataset it uses, without JavaScript", async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false });
    await page.goto("/acme/chat-7b");
    const apps = page.getByRole("region", { name: "Demo apps using this model" });
    await apps.getByRole("link", { name: "acme/chat-arena" }).click();
    await page.waitForURL(/\/spaces\/acme\/chat-arena$/);
    await expectChatArenaPage(page);
    await page
      .getByRole("region", { name: "Datasets used" })
      .getByRole("link", { name: "acme/chats" })
      .click();
    await page.waitForURL(/\/datasets\/acme\/chats$/);
    const back = page.getByRole("region", { name: "Demo apps using this dataset" });
    expect(await back.getByRole("link").allTextContents()).toEqual(["acme/chat-arena"]);
    await context.close();
  });

  it("reads the same page with JavaScript, where no author markup runs", async () => {
    const { context, page } = await newPage();
    await page.goto("/datasets/acme/chats");
    await page
      .getByRole("region", { name: "Demo apps using this dataset" })
      .getByRole("link", { name: "acme/chat-arena" })
      .click();
    await page.waitForURL(/\/spaces\/acme\/chat-arena$/);
    await page.waitForLoadState("networkidle");
    await expectChatArenaPage(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.screenshot({ path: artifactPath("space-page.png"), fullPage: true });
    await context.close();
  });

  it("opens a task page's demo app on this hub, and gets a 404 page for an app it does not have", async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false });
    await page.goto("/tasks/automatic-speech-recognition");
    const apps = page.getByRole("region", { name: "Demo apps" });
    const first = apps.locator(".reference-list__id").first();
    const id = (await first.textContent()) ?? "";
    expect(await first.getAttribute("href")).toBe(`/spaces/${id}`);
    await first.click();
    await page.waitForURL(new RegExp(`/spaces/${id}$`));
    expect(await page.locator("h1").textContent()).toBe(id);
    expect(await page.locator(".model-header__facts").textContent()).toContain(
      "Automatic Speech Recognition",
    );
    const missing = await page.goto("/spaces/acme/none");
    expect(missing?.status()).toBe(404);
    expect(await page.textContent("main")).toContain('There is no demo app "acme/none" in this hub.');
    await context.close();
  });

  it("browses the demo apps from the site's navigation: SDK, search, sort and pages, with JavaScript", async () => {
    const { context, page } = await newPage();
    await page.goto("/");
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Demo apps" }).click();
    await page.waitForURL(/\/spaces$/);
    await page.waitForLoadState("networkidle");
    const titles = () => page.locator(".space-card__title").allTextContents();
    // The only app with likes comes first; the task pages' apps follow.
    expect((await titles())[0]).toBe(`Chat arena ${HOSTILE}`);
    expect(await page.locator(".space-card").count()).toBe(30);
    const arena = page.locator(".space-card").first();
    expect(await arena.locator(".space-card__emoji").textContent()).toBe("💬");
    expect(await arena.locator(".result-card__meta").textContent()).toContain("Gradio");
    expect(await arena.locator(".result-card__meta").textContent()).toContain("Updated Apr 5, 2025");

    await page.getByLabel("SDK").selectOption("gradio");
    await page.waitForURL((url) => url.searchParams.get("sdk") === "gradio");
    await expect.poll(titles).toEqual([`Chat arena ${HOSTILE}`]);
    await page.getByLabel("SDK").selectOption("");
    await page.waitForURL((url) => url.pathname === "/spaces" && !url.searchParams.get("sdk"));
    await expect.poll(async () => (await titles()).length).toBe(30);

    await page.getByRole("link", { name: "Next page →" }).click();
    await page.waitForURL(/cursor=/);
    await expect.poll(async () => (await titles()).includes(`Chat arena ${HOSTILE}`)).toBe(false);
    expect(await page.locator(".space-card").count()).toBe(30);
    await page.getByRole("link", { name: "← First page" }).click();
    await page.waitForURL((url) => !url.search.includes("cursor"));

    await page.locator(".sort-menu summary").click();
    await page.getByRole("link", { name: "Recently updated" }).click();
    await page.waitForURL(/sort=modified/);
    await page.getByLabel("Search demo apps by name").fill("arena");
    await page.getByLabel("Search demo apps by name").press("Enter");
    await page.waitForURL(/search=arena/);
    expect(page.url()).toMatch(/sort=modified/);
    await expect
      .poll(titles)
      .toEqual([`Chat arena ${HOSTILE}`, "arena", "chatbot-arena-leaderboard", "3d-arena", "TTS-Arena-V2"]);
    // One search box and one SDK choice, showing what the listing is of.
    expect(await page.locator(".listing__toolbar input[type=search]").count()).toBe(1);
    expect(await page.getByLabel("Search demo apps by name").inputValue()).toBe("arena");
    expect(await page.getByLabel("SDK").inputValue()).toBe("");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // By relevance, the app named "arena" comes before those that only hold the word.
    await page.locator(".sort-menu summary").click();
    await page.getByRole("link", { name: "Most relevant" }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("search") === "arena" && !url.searchParams.has("sort"),
    );
    await expect.poll(async () => (await titles()).slice(0, 2)).toEqual(["arena", `Chat arena ${HOSTILE}`]);
    expect(await page.locator(".sort-menu summary").textContent()).toContain("Most relevant");
    await page.screenshot({ path: artifactPath("spaces-listing.png"), fullPage: false });
    await page.getByRole("link", { name: `Chat arena ${HOSTILE}` }).click();
    await page.waitForURL(/\/spaces\/acme\/chat-arena$/);
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Demo apps" })
      .click();
    await page.waitForURL(/\/spaces$/);
    await context.close();
  });

  it("searches and filters the demo apps by SDK without JavaScript, through the form", async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false });
    await page.goto("/spaces?sort=created");
    await page.getByLabel("Search demo apps by name").fill("chat");
    await page.getByLabel("SDK").selectOption("gradio");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/search=chat/);
    const url = new URL(page.url());
    expect([url.searchParams.get("sdk"), url.searchParams.get("sort")]).toEqual(["gradio", "created"]);
    expect(await page.locator(".space-card__title").allTextContents()).toEqual([`Chat arena ${HOSTILE}`]);
    expect(await page.locator(".listing__total").textContent()).toBe("1 app");
    await page.goto("/spaces?sdk=docker");
    expect(await page.locator(".empty-state h2").textContent()).toBe("No demo apps match");
    await context.close();
  });
});
