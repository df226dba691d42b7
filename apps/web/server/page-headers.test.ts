// @vitest-environment node
import { openStore } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../test/e2e/site-server";
import { PUBLIC_CACHE_CONTROL } from "./http-caching";

/** The metric names of a Server-Timing header, in order. */
function metrics(header: string | null): string[] {
  return (header ?? "").split(", ").map((entry) => entry.split(";")[0] ?? "");
}

/** Writes one model into the served store from a connection of its own, as an import does. */
async function writeOneModel(dbPath: string, id: string): Promise<void> {
  const importer = await openStore(dbPath);
  try {
    await importer.models.upsert({ id, pipeline_tag: "text-generation", downloads: 3 });
  } finally {
    await importer.close();
  }
}

describe("the production server's page headers", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  }, 180_000);
  afterAll(async () => site?.stop());

  it("says in Server-Timing where a page's time went", async () => {
    const model = await fetch(`${site.url}/acme/chat-7b`);
    expect(model.status).toBe(200);
    await model.text();
    const timing = model.headers.get("server-timing");
    expect(metrics(timing)).toEqual(expect.arrayContaining(["store", "snippets", "render", "total"]));
    expect(timing).toMatch(/store;desc="store reads \(\d+\)";dur=\d+\.\d\d/);
    expect(metrics(timing).at(-1)).toBe("total");

    const listing = await fetch(`${site.url}/models?pipeline_tag=text-generation`);
    await listing.text();
    expect(metrics(listing.headers.get("server-timing"))).toEqual(
      expect.arrayContaining(["store", "render", "total"]),
    );

    // A page the store cannot answer is timed too.
    const missing = await fetch(`${site.url}/acme/no-such-model`);
    expect(missing.status).toBe(404);
    await missing.text();
    expect(metrics(missing.headers.get("server-timing"))).toEqual(["store", "render", "total"]);
  });

  it("sends a model page's highlighted code once: in its markup, not again in its hydration data", async () => {
    const html = await (await fetch(`${site.url}/acme/chat-7b`)).text();
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1])
      .join("");
    const blocks = html.match(/<pre class="shiki/g)?.length ?? 0;
    expect(blocks).toBeGreaterThan(3);
    expect(scripts).not.toContain("shiki");
    expect(scripts.match(/page-markup:\d+/g)?.length).toBe(html.match(/data-page-markup="\d+"/g)?.length);
    // A navigation in the browser has no markup to read it from: its data carries the code.
    const data = await (await fetch(`${site.url}/acme/chat-7b.data`)).text();
    expect(data).toContain("shiki");
    expect(data).not.toContain("page-markup:");
  });

  it("answers pages asked for at once each whole, with its length", async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        fetch(`${site.url}/acme/chat-7b`, { headers: { "Accept-Encoding": "identity" } }).then(
          async (page) => ({ page, html: await page.text() }),
        ),
      ),
    );
    for (const { page, html } of answers) {
      expect(page.status).toBe(200);
      expect(html).toContain("acme/chat-7b");
      expect(html.trimEnd()).toMatch(/<\/html>$/);
      expect(Number(page.headers.get("content-length"))).toBe(Buffer.byteLength(html));
    }
  });

  it("sends a page compressed whole, with its length", async () => {
    const plain = await (
      await fetch(`${site.url}/models`, { headers: { "Accept-Encoding": "identity" } })
    ).text();
    for (const encoding of ["br", "gzip"]) {
      const page = await fetch(`${site.url}/models`, { headers: { "Accept-Encoding": encoding } });
      expect(page.headers.get("content-encoding")).toBe(encoding);
      expect(Number(page.headers.get("content-length"))).toBeGreaterThan(0);
      expect(Number(page.headers.get("content-length"))).toBeLessThan(Buffer.byteLength(plain) / 2);
      // fetch decompresses what it is sent.
      expect(await page.text()).toBe(plain);
    }
  });

  it("gives public pages and API answers validators, and answers 304 to a client that has them", async () => {
    // A write in a second of its own: a date shared with an earlier version would leave
    // revalidation to the tag alone.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
    await writeOneModel(site.dbPath, "acme/dated-model");
    for (const path of [
      "/acme/chat-7b",
      "/models?pipeline_tag=text-generation",
      "/api/models/acme/chat-7b",
    ]) {
      const first = await fetch(`${site.url}${path}`, { headers: { "Accept-Encoding": "br" } });
      expect(first.status, path).toBe(200);
      expect(await first.text(), path).not.toBe("");
      const etag = first.headers.get("etag");
      const lastModified = first.headers.get("last-modified");
      expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
      expect(Date.parse(lastModified ?? "")).toBeLessThanOrEqual(Date.now());
      expect(first.headers.get("cache-control"), path).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers.get("vary"), path).toBe("Accept-Encoding");

      const conditionals: Record<string, string>[] = [
        { "If-None-Match": etag ?? "" },
        { "If-Modified-Since": lastModified ?? "" },
      ];
      for (const conditional of conditionals) {
        const again = await fetch(`${site.url}${path}`, { headers: conditional });
        expect(again.status, `${path} ${JSON.stringify(conditional)}`).toBe(304);
        expect(await again.text()).toBe("");
        expect(again.headers.get("etag")).toBe(etag);
        expect(again.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
        expect(again.headers.get("server-timing")).toMatch(/^total;dur=/);
      }
      // Another tag, or a date before the data's, gets the whole answer.
      const other = await fetch(`${site.url}${path}`, { headers: { "If-None-Match": 'W/"stale"' } });
      expect(other.status).toBe(200);
      const older = new Date(Date.parse(lastModified ?? "") - 1000).toUTCString();
      expect((await fetch(`${site.url}${path}`, { headers: { "If-Modified-Since": older } })).status).toBe(
        200,
      );
    }
    const api = await fetch(`${site.url}/api/models/acme/chat-7b`, {
      headers: {
        "If-None-Match": (await fetch(`${site.url}/api/models/acme/chat-7b`)).headers.get("etag") ?? "",
      },
    });
    expect(api.status).toBe(304);
    expect(api.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("changes the validators when an import changes the data", async () => {
    const before = await fetch(`${site.url}/acme/chat-7b`);
    await before.text();
    const etag = before.headers.get("etag") ?? "";
    await writeOneModel(site.dbPath, "acme/fresh-model");
    const after = await fetch(`${site.url}/acme/chat-7b`, { headers: { "If-None-Match": etag } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("acme/chat-7b");
    expect(after.headers.get("etag")).not.toBe(etag);
    const listing = await fetch(`${site.url}/models?search=fresh-model`, {
      headers: { "If-None-Match": etag },
    });
    expect(listing.status).toBe(200);
    expect(await listing.text()).toContain("acme/fresh-model");
  });

  it("keeps per-request answers out of caches: errors and posts carry no validators", async () => {
    const missing = await fetch(`${site.url}/acme/no-such-model`);
    await missing.text();
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
    expect(missing.headers.get("cache-control")).toBeNull();
    const post = await fetch(`${site.url}/api/models`, { method: "POST" });
    await post.text();
    expect(post.headers.get("etag")).toBeNull();
  });

  it("serves fingerprinted assets as immutable for a year, compressed", async () => {
    const html = await (await fetch(`${site.url}/models`)).text();
    const script = html.match(/(\/assets\/[\w.-]+\.js)/)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${site.url}${script}`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("vary")).toBe("Accept-Encoding");
  });
});
