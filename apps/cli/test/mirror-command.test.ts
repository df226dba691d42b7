import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openStore } from "@modelhub/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { syntheticUpstreamModels } from "./mirror-targets";
import { runCli } from "./run-cli";
import { type StandIn, startStandIn } from "./upstream-stand-in";

const BIN = fileURLToPath(new URL("../bin/modelhub.js", import.meta.url));
const MODELS = syntheticUpstreamModels(1000);

let dir: string;
let standIn: StandIn | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-mirror-cli-"));
});
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Every stored record of `ids` in the SQLite file at `path`, as imported, and how many models it holds. */
async function storedModels(path: string, ids: readonly string[]) {
  const store = await openStore(path);
  try {
    const records = await Promise.all(ids.map((id) => store.models.getRaw(id)));
    return { count: await store.models.count(), records };
  } finally {
    await store.close();
  }
}

const ids = MODELS.map((model) => String(model.id));
const isListingPage = (path: string) => path.startsWith("/api/models?") && path.includes("sort=lastModified");

describe("modelhub mirror", () => {
  it("comes through 429, 500, dropped and cut answers with a token, and prints a summary", {
    timeout: 60_000,
  }, async () => {
    standIn = await startStandIn({ records: { models: MODELS }, maxPageSize: 200, token: "hf_team" });
    writeFileSync(join(dir, "token"), "hf_team\n");
    standIn.faults.push(
      { match: (path) => path.includes("expand=lastModified"), fault: { kind: "429", retryAfter: "1" } },
      { match: (path) => isListingPage(path) && path.includes("cursor=200"), fault: { kind: "500" } },
      { match: (path) => isListingPage(path) && path.includes("cursor=400"), fault: { kind: "truncated" } },
      { match: (path) => isListingPage(path) && path.includes("cursor=600"), fault: { kind: "drop" } },
    );
    const db = join(dir, "hub.db");
    const result = await runCli(
      "mirror",
      standIn.url,
      "--token-file",
      join(dir, "token"),
      "--max-rate",
      "0",
      "--db",
      db,
    );
    expect(result.stderr).toContain("429 too many requests; trying again in 1.0 s");
    expect(result.stderr).toContain("HTTP 500: Internal Error; trying again in");
    expect(result.stderr).toContain("cursor=400: the answer was cut short (terminated: other side closed)");
    expect(result.stderr).toContain("cursor=600: no answer (fetch failed: other side closed)");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(
        `^Mirrored 1,000 models from ${standIn.url} into ${db}: 1,000 new, 0 updated \\(\\d+\\.\\d s, [\\d,]+/s, 14 requests\\)\\.\\n$`,
      ),
    );
    const stored = await storedModels(db, ids);
    expect(stored.count).toBe(1000);
    expect(stored.records).toEqual(MODELS);
    expect(standIn.requests.every(({ authorization }) => authorization === "Bearer hf_team")).toBe(true);

    const again = await runCli("mirror", standIn.url, "--token-file", join(dir, "token"), "--db", db);
    expect(again.stdout).toContain("Mirrored 0 models from");
    expect(again.stdout).toContain("changed since the last run");
  });

  it("says when the upstream refuses the token, and writes nothing", async () => {
    standIn = await startStandIn({ records: { models: MODELS }, token: "hf_team" });
    writeFileSync(join(dir, "token"), "hf_other");
    const db = join(dir, "hub.db");
    const refused = await runCli("mirror", standIn.url, "--token-file", join(dir, "token"), "--db", db);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "the upstream refused the token (HTTP 403: Invalid credentials in Authorization header)",
    );
    expect(refused.stderr).toContain("The store keeps every batch written before; run again to go on.");
    expect((await storedModels(db, [])).count).toBe(0);
    const previous = process.env.HF_TOKEN;
    delete process.env.HF_TOKEN;
    try {
      const none = await runCli("mirror", standIn.url, "--db", db);
      expect(none.stderr).toContain(
        "the upstream asks for an access token (HTTP 401: Unauthorized): set HF_TOKEN or pass --token-file",
      );
    } finally {
      if (previous !== undefined) process.env.HF_TOKEN = previous;
    }
  });

  it("killed with SIGKILL mid-way, keeps whole batches, and a run started again ends with the store of an uninterrupted one", {
    timeout: 120_000,
  }, async () => {
    standIn = await startStandIn({ records: { models: MODELS }, maxPageSize: 50 });
    const whole = join(dir, "whole.db");
    expect((await runCli("mirror", standIn.url, "--max-rate", "0", "--db", whole)).code).toBe(0);

    const killed = join(dir, "killed.db");
    const child = spawn(
      process.execPath,
      [BIN, "mirror", standIn.url, "--max-rate", "0", "--batch", "50", "--db", killed],
      {
        stdio: "ignore",
      },
    );
    const exited = new Promise((resolve) => child.on("exit", resolve));
    let pages = 0;
    // A few milliseconds after the ninth page is asked for: while the eighth or ninth is written.
    standIn.onRequest = ({ path }) => {
      if (isListingPage(path) && ++pages === 9) setTimeout(() => child.kill("SIGKILL"), 3);
    };
    expect(await exited).toBe(null);
    standIn.onRequest = undefined;
    const partial = await storedModels(killed, ids);
    expect(partial.count).toBeGreaterThanOrEqual(350);
    expect(partial.count).toBeLessThan(1000);
    expect(partial.count % 50).toBe(0);

    const rest = await runCli("mirror", standIn.url, "--max-rate", "0", "--batch", "50", "--db", killed);
    expect(rest.code).toBe(0);
    expect(rest.stdout).toContain(`Mirrored ${1000 - partial.count} models`);
    expect(rest.stdout).toContain("went on with the last run's pass");
    expect(await storedModels(killed, ids)).toEqual(await storedModels(whole, ids));
  });

  it("mirrors the ids a file names, with their cards, and reports the ones the upstream lacks", async () => {
    const cards = new Map([[String(MODELS[3]?.id), "---\nlicense: mit\n---\n# Model three\n"]]);
    standIn = await startStandIn({ records: { models: MODELS }, cards });
    const named = [String(MODELS[3]?.id), String(MODELS[4]?.id), "acme/missing"];
    writeFileSync(join(dir, "ids.txt"), `# the team's models\n${named.join("\n")}\n\n`);
    const db = join(dir, "hub.db");
    const result = await runCli("mirror", standIn.url, "--ids", join(dir, "ids.txt"), "--cards", "--db", db);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Mirrored 2 models (3 ids) from");
    expect(result.stdout).toContain("1 the upstream deleted: acme/missing (--prune removes them)");
    const [three, four, missing] = (await storedModels(db, named)).records;
    expect(three).toEqual({ ...MODELS[3], readme: "---\nlicense: mit\n---\n# Model three\n" });
    expect(four).toEqual(MODELS[4]);
    expect(missing).toBeUndefined();
  });

  it("fetches each record from its own endpoint when the upstream lists summaries only", async () => {
    standIn = await startStandIn({ records: { models: MODELS.slice(0, 30) }, summariesOnly: true });
    const db = join(dir, "hub.db");
    const result = await runCli("mirror", standIn.url, "--max-rate", "0", "--db", db);
    expect(result.code).toBe(0);
    expect(standIn.requests.filter(({ path }) => /^\/api\/models\/[^?]+$/.test(path))).toHaveLength(30);
    expect((await storedModels(db, ids.slice(0, 30))).records).toEqual(MODELS.slice(0, 30));
  });

  it("with --details, fetches each record from its own endpoint for what the listing leaves out", async () => {
    const listed = MODELS.slice(0, 20).map((model) => ({ ...model, safetensors: { total: 1000 } }));
    standIn = await startStandIn({ records: { models: listed }, listingOmits: ["safetensors"] });
    const db = join(dir, "hub.db");
    expect((await runCli("mirror", standIn.url, "--max-rate", "0", "--db", db)).code).toBe(0);
    const perRecord = () => standIn?.requests.filter(({ path }) => /^\/api\/models\/[^?]+$/.test(path)) ?? [];
    expect(perRecord()).toHaveLength(0);
    const [first] = (await storedModels(db, ids.slice(0, 1))).records;
    expect(first?.safetensors).toBeUndefined();
    const detailed = await runCli(
      "mirror",
      standIn.url,
      "--full",
      "--details",
      "--max-rate",
      "0",
      "--db",
      db,
    );
    expect(detailed.code).toBe(0);
    expect(perRecord()).toHaveLength(20);
    expect((await storedModels(db, ids.slice(0, 20))).records).toEqual(listed);
  });

  it("mirrors spaces, their tasks from their tags and their line from their card, and prunes a deleted one", async () => {
    const spaces = [
      {
        id: "acme/chat-demo",
        author: "acme",
        lastModified: "2026-02-01T00:00:00.000Z",
        tags: ["gradio", "text-generation", "region:us"],
        cardData: { short_description: "Chat with our model" },
        models: ["acme/tiny-chat"],
      },
      { id: "acme/empty", author: "acme", lastModified: "2026-01-01T00:00:00.000Z", tags: [] },
    ];
    standIn = await startStandIn({ records: { spaces } });
    const db = join(dir, "hub.db");
    const result = await runCli("mirror", standIn.url, "--kind", "spaces", "--db", db);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Mirrored 2 spaces from");
    const store = await openStore(db);
    try {
      expect(await store.spaces.get("acme/chat-demo")).toEqual({
        id: "acme/chat-demo",
        author: "acme",
        shortDescription: "Chat with our model",
        lastModified: "2026-02-01T00:00:00.000Z",
        tags: ["gradio", "text-generation", "region:us"],
        cardData: { short_description: "Chat with our model" },
        tasks: ["text-generation"],
        models: ["acme/tiny-chat"],
      });
      expect(await store.spaces.usingModel("acme/tiny-chat")).toEqual(["acme/chat-demo"]);
      expect(await store.spaces.get("acme/empty")).toEqual({
        id: "acme/empty",
        author: "acme",
        lastModified: "2026-01-01T00:00:00.000Z",
        tasks: [],
      });
    } finally {
      await store.close();
    }
    standIn.records.spaces = spaces.slice(0, 1);
    const pruned = await runCli("mirror", standIn.url, "--kind", "spaces", "--prune", "--db", db);
    expect(pruned.code).toBe(0);
    expect(pruned.stdout).toContain("Removed 1 the upstream deleted: acme/empty");
    const after = await openStore(db);
    try {
      expect((await after.spaces.list()).map((space) => space.id)).toEqual(["acme/chat-demo"]);
    } finally {
      await after.close();
    }
  });

  it("refuses options that cannot go together, and an upstream that is not a URL", async () => {
    const cases: [string[], string][] = [
      [["ftp://hub.test"], "the upstream must be an http:// or https:// URL"],
      [["hub.test"], "not a URL: 'hub.test'"],
      [["http://hub.test", "--kind", "papers"], "--kind must be models, datasets or spaces, got 'papers'"],
      [["http://hub.test", "--kind", "datasets", "--cards"], "--cards fetches model cards"],
      [["http://hub.test", "--limit", "0"], "--limit must be a whole number of at least 1, got '0'"],
      [["http://hub.test", "--batch", "many"], "--batch must be a whole number of at least 1, got 'many'"],
      [["http://hub.test", "--ids", join(dir, "none.txt")], "no such file"],
    ];
    for (const [args, message] of cases) {
      const result = await runCli("mirror", ...args, "--db", join(dir, "hub.db"));
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toContain(message);
    }
    writeFileSync(join(dir, "ids.txt"), "acme/a\n");
    const both = await runCli("mirror", "http://hub.test", "--ids", join(dir, "ids.txt"), "--author", "acme");
    expect(both.stderr).toContain("--ids names the records: it takes no --author");
  });
});
