import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { launchBrowser } from "./browser";
import { startTestSite, type TestSite } from "./site-server";

/** What a browser test file works with: the test site, and pages on it in headless Chromium. */
export interface Browsing {
  /** The running site; read it inside tests (it starts before them). */
  readonly site: TestSite;
  /**
   * A page in a context of its own: a desktop window unless `mobile`, JavaScript on and a light
   * colour scheme unless asked otherwise.
   */
  newPage(options?: {
    javaScriptEnabled?: boolean;
    mobile?: boolean;
    colorScheme?: "light" | "dark";
  }): Promise<{ context: BrowserContext; page: Page }>;
  /** The ids the API lists at `/api/{kind}?{query}`, first page of 30. */
  apiIds(query: string, kind?: "models" | "datasets" | "spaces"): Promise<string[]>;
}

/**
 * Starts the test site (with `options`, see startTestSite) and Chromium before the calling file's
 * tests, and stops both after them.
 */
export function browseTestSite(options?: Parameters<typeof startTestSite>[0]): Browsing {
  let site: TestSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startTestSite(options);
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  const started = () => {
    if (!site || !browser) throw new Error("the test site is not running: use it inside a test");
    return { site, browser };
  };
  return {
    get site() {
      return started().site;
    },
    async newPage({ javaScriptEnabled = true, mobile = false, colorScheme = "light" } = {}) {
      const { site, browser } = started();
      const context = await browser.newContext({
        baseURL: site.url,
        javaScriptEnabled,
        colorScheme,
        viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
      });
      return { context, page: await context.newPage() };
    },
    async apiIds(query, kind = "models") {
      const response = await fetch(`${started().site.url}/api/${kind}?${query}&limit=30`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { id: string }[]).map((row) => row.id);
    },
  };
}

/** The ids on a listing's result cards, in order. */
export const cardIds = (page: Page): Promise<string[]> => page.locator(".result-card__id").allTextContents();

/** Marks the document, so that `isSameDocument` can tell a client-side navigation from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

/** Whether the page is still the document `markDocument` marked. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}
