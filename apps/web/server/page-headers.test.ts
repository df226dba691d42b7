// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../test/e2e/site-server";

/** The metric names of a Server-Timing header, in order. */
function metrics(header: string | null): string[] {
  return (header ?? "").split(", ").map((entry) => entry.split(";")[0] ?? "");
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
});
