// @vitest-environment node
// A visitor narrows the dataset listing by its facets (language, size...) from the sidebar and from
// a Hub link pasted onto this host, and sees every task in the sidebars, in headless Chromium
// against the production build.
import { taskFilters } from "@modelhub/catalog";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { artifactPath } from "./browser";
import { browseTestSite, cardIds, isSameDocument, markDocument } from "./browsing";

const { newPage, apiIds } = browseTestSite();

/** The active filters' chips, as their labels read (each also says it removes itself). */
const chips = async (page: Page) =>
  (await page.locator(".chips .chip").allTextContents()).map((text) =>
    text.replace(/ × \(remove filter\)$/u, ""),
  );

describe("dataset facet filters in Chromium", { timeout: 60_000 }, () => {
  it("narrows the listing by language then size from the sidebar, without a reload", async () => {
    const { context, page } = await newPage();
    await page.goto("/datasets");
    await page.waitForLoadState("networkidle");
    const total = await page.locator(".listing__total").textContent();
    await markDocument(page);
    const languages = page.getByRole("region", { name: "Languages" });
    await languages.getByRole("link", { name: /^English/ }).click();
    await page.waitForURL(/language=language:en/);
    await expect.poll(() => page.locator(".listing__total").textContent()).not.toBe(total);
    expect(await chips(page)).toEqual(["Language: English"]);
    expect(await languages.getByRole("link", { name: /^English/ }).getAttribute("aria-current")).toBe("true");

    const sizes = page.getByRole("region", { name: "Size (rows)" });
    const size = sizes.getByRole("link").first();
    const sizeLabel = await size.locator(".facet__label").textContent();
    await size.click();
    await page.waitForURL(/size_categories=size_categories/);
    expect(page.url()).toMatch(/language=language:en/);
    await expect.poll(() => chips(page)).toEqual([`Rows: ${sizeLabel}`, "Language: English"]);
    expect(await page.locator(".result-card").count()).toBeGreaterThan(0);
    expect(await isSameDocument(page)).toBe(true);
    await page.screenshot({ path: artifactPath("datasets-facets.png"), fullPage: false });
    await context.close();
  });

  it("shows a Hub link's selection, the same the API lists, with and without JavaScript", async () => {
    const hubQuery =
      "language=language:fr&size_categories=or:%28size_categories:n%3C1K,size_categories:1K%3Cn%3C10K%29&sort=downloads";
    const expected = await apiIds(hubQuery, "datasets");
    expect(expected.length).toBeGreaterThan(0);
    for (const javaScriptEnabled of [true, false]) {
      const { context, page } = await newPage({ javaScriptEnabled });
      await page.goto(`/datasets?${hubQuery}`);
      expect(await chips(page)).toEqual(["Rows: < 1K", "Rows: 1K - 10K", "Language: French"]);
      expect(await cardIds(page)).toEqual(expected);
      await context.close();
    }
  });

  it("lists every task in the model and dataset sidebars; one with nothing is dimmed text, no link", async () => {
    const { context, page } = await newPage();
    for (const [path, kind] of [
      ["/models", "models"],
      ["/datasets", "datasets"],
    ] as const) {
      await page.goto(path);
      const tasks = page.getByRole("region", { name: "Tasks" });
      const catalogue = taskFilters(kind).flatMap((group) => group.tasks.map((task) => task.name));
      expect(await tasks.locator(".facet__label").allTextContents()).toEqual(catalogue);
      const empty = tasks.locator(".facet--empty");
      expect(await empty.count()).toBeGreaterThan(0);
      expect(await empty.first().evaluate((element) => element.tagName)).toBe("SPAN");
      expect(await empty.first().getAttribute("title")).toBe(`No ${kind} for this task yet`);
      expect(await tasks.getByRole("link").count()).toBe(catalogue.length - (await empty.count()));
    }
    await context.close();
  });
});
