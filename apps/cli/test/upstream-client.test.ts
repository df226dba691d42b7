import { afterEach, describe, expect, it } from "vitest";
import { nextLink } from "../src/mirror/link-header";
import { MirrorError } from "../src/mirror/mirror-error";
import { UpstreamClient, type UpstreamClientOptions } from "../src/mirror/upstream-client";
import { type StandIn, startStandIn } from "./upstream-stand-in";

const MODELS = Array.from({ length: 5 }, (_, i) => ({
  id: `acme/model-${i}`,
  author: "acme",
  lastModified: `2026-01-0${i + 1}T00:00:00.000Z`,
  siblings: [],
}));

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function setUp(
  options: Partial<Parameters<typeof startStandIn>[0]> = {},
  client: Partial<UpstreamClientOptions> = {},
) {
  standIn = await startStandIn({ records: { models: MODELS }, ...options });
  const upstream = new UpstreamClient({ upstream: standIn.url, retryBaseMs: 10, ...client });
  return { standIn, client: upstream };
}

describe("the upstream client", () => {
  it("reads the next page from a Link header, resolved against the page it came with", () => {
    expect(
      nextLink('<https://hub.test/api/models?cursor=abc>; rel="next"', "https://hub.test/api/models"),
    ).toBe("https://hub.test/api/models?cursor=abc");
    expect(
      nextLink(
        '</api/models?cursor=2>; rel="prev", </api/models?cursor=4>; rel=next',
        "http://h:1/api/models",
      ),
    ).toBe("http://h:1/api/models?cursor=4");
    expect(nextLink(null, "http://h/")).toBeUndefined();
    expect(nextLink('<http://h/a>; rel="last"', "http://h/")).toBeUndefined();
  });

  it("tries again after a 500, a dropped connection, an answer cut short and one too slow", async () => {
    const retries: string[] = [];
    const { standIn, client } = await setUp(
      {},
      { timeoutMs: 300, onRetry: ({ reason }) => retries.push(reason) },
    );
    standIn.faults.push(
      { fault: { kind: "500" } },
      { fault: { kind: "drop" } },
      { fault: { kind: "truncated" } },
      { fault: { kind: "slow", ms: 1000 } },
    );
    const answer = await client.getJson(`${standIn.url}/api/models/acme/model-1`);
    expect(answer?.value).toEqual(MODELS[1]);
    expect(retries).toHaveLength(4);
    expect(retries[0]).toContain("HTTP 500");
    expect(retries[3]).toContain("no complete answer within 0.3 s");
    expect(standIn.requests).toHaveLength(5);
  });

  it("gives up after a bounded number of tries, naming the URL", async () => {
    const { standIn, client } = await setUp({}, { maxTries: 3 });
    for (let i = 0; i < 5; i++) standIn.faults.push({ fault: { kind: "500" } });
    const url = `${standIn.url}/api/models/acme/model-1`;
    await expect(client.getJson(url)).rejects.toThrow(
      new MirrorError(url, "HTTP 500: Internal Error, after 3 tries"),
    );
    expect(standIn.requests).toHaveLength(3);
  });

  it("waits as long as a 429's Retry-After says, then goes on", async () => {
    const waits: number[] = [];
    const { standIn, client } = await setUp({}, { onRetry: ({ waitMs }) => waits.push(waitMs) });
    standIn.faults.push({ fault: { kind: "429", retryAfter: "1" } });
    const started = performance.now();
    const answer = await client.getJson(`${standIn.url}/api/models/acme/model-0`);
    expect(answer?.value).toEqual(MODELS[0]);
    expect(waits).toEqual([1000]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });

  it("sends the token to the upstream's own host only, not to another one a Link names", async () => {
    const { standIn, client } = await setUp(
      { maxPageSize: 2, linkHost: "localhost" },
      { token: "hf_secret" },
    );
    const first = await client.getJson(`${standIn.url}/api/models?limit=2`);
    expect(first?.next).toBe(`http://localhost:${standIn.port}/api/models?limit=2&cursor=2`);
    await client.getJson(first?.next ?? "");
    expect(standIn.requests.map(({ host, authorization }) => [host, authorization])).toEqual([
      [`127.0.0.1:${standIn.port}`, "Bearer hf_secret"],
      [`localhost:${standIn.port}`, undefined],
    ]);
  });

  it("says plainly when the upstream wants a token, or refuses the one given", async () => {
    const { standIn, client } = await setUp({ token: "hf_right" });
    const url = `${standIn.url}/api/models`;
    await expect(client.getJson(url)).rejects.toThrow(
      `${url}: the upstream asks for an access token (HTTP 401: Unauthorized): set HF_TOKEN or pass --token-file`,
    );
    const wrong = new UpstreamClient({ upstream: standIn.url, token: "hf_wrong" });
    await expect(wrong.getJson(url)).rejects.toThrow(
      `${url}: the upstream refused the token (HTTP 403: Invalid credentials in Authorization header): check HF_TOKEN or the --token-file, and that it may read this`,
    );
    const right = new UpstreamClient({ upstream: standIn.url, token: "hf_right" });
    expect((await right.getJson(url))?.value).toHaveLength(5);
  });

  it("keeps to the request rate it is given, requests in parallel included", async () => {
    const { standIn, client } = await setUp({}, { maxRate: 20 });
    const started = performance.now();
    await Promise.all(MODELS.map(({ id }) => client.getJson(`${standIn.url}/api/models/${id}`)));
    // Five requests at 20 a second: the last starts 200 ms after the first.
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
  });

  it("answers undefined for a record the upstream does not have", async () => {
    const { standIn, client } = await setUp();
    expect(await client.getJson(`${standIn.url}/api/models/acme/gone`)).toBeUndefined();
  });
});
