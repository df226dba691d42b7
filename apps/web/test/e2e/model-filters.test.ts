// @vitest-environment node
// A visitor narrowing the model listing by language, license, size, model kind and gating, in
// headless Chromium against the production build and the bundled sample: by the sidebar with
// JavaScript, and by a Hub listing URL pasted onto this host without it. The page lists what the
// API lists for the same parameters.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { artifactPath } from "./browser";
import { browseTestSite, cardIds, isSameDocument, markDocument } from "./browsing";

const browsing = browseTestSite();
const { newPage, apiIds } = browsing;

/** A sidebar section's link whose name starts with `label`. */
const sidebarLink = (page: Page, section: string, label: string) =>
  page
    .getByRole("region", { name: section })
    .getByRole("link", { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });

/** Clicks a sidebar section's link whose name starts with `label`. */
async function pick(page: Page, section: string, label: string) {
  await sidebarLink(page, section, label).click();
}

describe("a visitor narrowing models by card metadata", { timeout: 60_000 }, () => {
  it("picks a language, a license and a size from the sidebar; URL and results follow without a reload", async () => {
    const { context, page } = await newPage();
    await page.goto("/models?sort=downloads");
    await page.waitForLoadState("networkidle");
    await markDocument(page);
    await pick(page, "Languages", "French");
    await page.waitForURL(/language=fr/);
    await pick(page, "Licenses", "apache-2.0");
    await page.waitForURL(/license=license:apache-2\.0/);
    await pick(page, "Parameters", "1B – 3B");
    await page.waitForURL(/num_parameters=min:1B,max:3B/);
    const query = new URL(page.url()).search.slice(1);
    await expect.poll(() => cardIds(page)).toEqual(await apiIds(query));
    expect((await cardIds(page)).length).toBeGreaterThan(0);
    expect(await page.locator(".active-filter, .chip").count()).toBe(3);
    expect(await isSameDocument(page)).toBe(true);
    await page.screenshot({ path: artifactPath("models-card-filters.png"), fullPage: false });
    await context.close();
  });

  it("reads a pasted Hub listing URL without JavaScript, and narrows it to base models and ungated ones", async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false });
    const hubQuery = "language=en&num_parameters=min:0,max:1B&other=endpoints_compatible";
    await page.goto(`/models?${hubQuery}&sort=downloads`);
    const listed = await cardIds(page);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(await apiIds(hubQuery));
    await pick(page, "Model kind", "Base models only");
    await page.waitForURL(/base_models_only=true/);
    await pick(page, "Model kind", "Not gated");
    await page.waitForURL(/gated=false/);
    const narrowed = new URL(page.url()).search.slice(1);
    expect(await cardIds(page)).toEqual(await apiIds(narrowed));
    // Sorted by parameter count, the largest of these small models first.
    await page.goto(`/models?${hubQuery}&sort=num_parameters`);
    expect(await cardIds(page)).toEqual(await apiIds(`${hubQuery}&sort=num_parameters`));
    await context.close();
  });

  it("counts each size and model kind within the other filters, each count the total of the listing its link opens", async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false });
    const listing = "/models?language=fr&sort=downloads";
    for (const [section, label] of [
      ["Parameters", "1B – 3B"],
      ["Model kind", "Base models only"],
    ] as const) {
      await page.goto(listing);
      const link = sidebarLink(page, section, label);
      const count = Number((await link.locator(".facet__count").textContent())?.replace(/\D/g, ""));
      expect(count, label).toBeGreaterThan(0);
      await link.click();
      await page.waitForURL((url) => url.search !== new URL(listing, browsing.site.url).search);
      expect(await page.locator(".listing__total").textContent(), label).toBe(
        `${count} ${count === 1 ? "model" : "models"}`,
      );
    }
    await context.close();
  });
});
