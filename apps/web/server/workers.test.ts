// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../test/e2e/site-server";

/** Waits until the server has `count` workers listening, none of them in `gone`. */
async function workersOtherThan(site: TestSite, gone: number[], count: number): Promise<number[]> {
  const until = Date.now() + 60_000;
  for (;;) {
    const pids = site.server.workerPids?.() ?? [];
    if (pids.length === count && pids.every((pid) => !gone.includes(pid))) return pids;
    if (Date.now() > until) throw new Error(`workers ${pids.join(", ")} after ${gone.join(", ")} exited`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a server with two worker processes", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ workers: 2 });
  }, 180_000);
  afterAll(async () => site?.stop());

  it("answers from each worker with the same validators, and a 304 from another process", async () => {
    const first = await workersOtherThan(site, [], 2);
    expect(new Set(first).size).toBe(2);
    expect(first).not.toContain(process.pid);
    const page = await fetch(`${site.url}/acme/chat-7b`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("acme/chat-7b");
    const etag = page.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    // Whichever worker answered is gone once both are: the primary starts two new processes,
    // which have never served the page, and give the same tag for the same data.
    for (const pid of first) process.kill(pid, "SIGKILL");
    const next = await workersOtherThan(site, first, 2);
    for (let i = 0; i < 6; i++) {
      const again = await fetch(`${site.url}/acme/chat-7b`, {
        headers: { "If-None-Match": etag, Connection: "close" },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      const whole = await fetch(`${site.url}/acme/chat-7b`, { headers: { Connection: "close" } });
      expect(whole.status).toBe(200);
      await whole.text();
      expect(whole.headers.get("etag")).toBe(etag);
    }
    expect(site.server.workerPids?.().sort()).toEqual(next.sort());
  });
});
