// @vitest-environment node
// A visitor searching the model listing, in headless Chromium against the production build and the
// bundled sample: a search lists its best matches first (decision 100), the sort menu offers
// "Most relevant" only while searching, and another order picked from it sticks in the URL.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browseTestSite, cardIds } from "./browsing";

const { newPage, apiIds } = browseTestSite();

const sortLabels = (page: Page) => page.locator(".sort-menu__list a").allTextContents();

describe("a visitor searching models", { timeout: 60_000 }, () => {
  it("sees the exact name first, then names starting with the search, and can sort the matches otherwise", async () => {
    const { context, page } = await newPage();
    await page.goto("/models");
    await page.waitForLoadState("networkidle");
    expect(await sortLabels(page)).not.toContain("Most relevant");
    await page.getByLabel("Search models by name").fill("gpt2");
    await page.keyboard.press("Enter");
    await page.waitForURL(/search=gpt2/);
    expect(new URL(page.url()).searchParams.get("sort")).toBeNull();
    const byRelevance = await apiIds("search=gpt2&sort=relevance");
    await expect.poll(() => cardIds(page)).toEqual(byRelevance);
    expect(byRelevance[0]).toBe("openai-community/gpt2");
    // Every name starting with "gpt2" comes before distilgpt2, which only holds it.
    const distil = byRelevance.indexOf("distilbert/distilgpt2");
    expect(distil).toBeGreaterThan(0);
    for (const id of byRelevance.filter((id) => id.split("/")[1]?.startsWith("gpt2")))
      expect(byRelevance.indexOf(id)).toBeLessThan(distil);
    expect(await page.locator(".sort-menu summary").textContent()).toContain("Most relevant");

    await page.locator(".sort-menu summary").click();
    await page.getByRole("link", { name: "Most downloads" }).click();
    await page.waitForURL(/sort=downloads/);
    const byDownloads = await apiIds("search=gpt2&sort=downloads");
    expect(byDownloads).not.toEqual(byRelevance);
    await expect.poll(() => cardIds(page)).toEqual(byDownloads);

    await page.getByRole("link", { name: /"gpt2".*remove filter/ }).click();
    await page.waitForURL((url) => !url.search.includes("search="));
    await expect.poll(() => sortLabels(page)).not.toContain("Most relevant");
    await context.close();
  });

  it("without JavaScript, lists a search by relevance and says a relevance link without a search is ignored", async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false });
    await page.goto("/models?search=gpt2");
    expect(await cardIds(page)).toEqual(await apiIds("search=gpt2&sort=relevance"));
    await page.goto("/models?sort=relevance");
    expect(await page.getByText('Ignored the sort "most relevant"').count()).toBe(1);
    await context.close();
  });
});
