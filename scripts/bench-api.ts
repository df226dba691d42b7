// npm run bench:api [-- --engine sqlite|postgres] [--models N] [--imports I] [--duration S]
//   [--connections C,C...] [--db PATH|URL]
// (--db keeps the database: a second run with the same path or URL skips generation and import;
// with --engine postgres and no --db, the databases are on a throwaway cluster of the run's own)
// Generates N synthetic models (default 1,000,000), loads them into a fresh database in a process
// of its own, as `modelhub import` would, three times (--imports), and reports each import's rate
// and their median; then, for the typical listing queries (first page and a deep cursor), the
// server's handling latency (p50/p99, in-process) and HTTP latency and throughput under
// concurrent load (8 and 50 connections by default) from a process of its own (autocannon) against
// the API served by another process on 127.0.0.1; then the totals a listing page shows for
// combined filters, and all the data of web listing pages (page, total, sidebar counts); last,
// the rate of a 20,000-model import (half new models, half updates) into the loaded store.
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  ANY_INFERENCE_PROVIDER_TAG,
  INFERENCE_PROVIDER_TAG_PREFIX,
  importPath,
  type ModelQuery,
  openStore,
  type Store,
} from "@modelhub/store";
import { sampleModelTemplates, syntheticModels } from "@modelhub/testkit";
import { handleApiRequest } from "../apps/web/app/api/handle-api-request.server";
import { type BenchEngine, benchDatabases } from "./bench-api-databases";
import { measureListingPages, measureListingTotals, percentile } from "./bench-api-listings";
import { generateDump, type ImportRun, importDump, measureLoad, startServerProcess } from "./bench-support";

const { values } = parseArgs({
  options: {
    models: { type: "string", default: "1000000" },
    imports: { type: "string", default: "3" },
    duration: { type: "string", default: "4" },
    connections: { type: "string", default: "8,50" },
    engine: { type: "string", default: "sqlite" },
    db: { type: "string" },
  },
});
const count = Number(values.models);
const imports = Math.max(1, Math.floor(Number(values.imports)) || 1);
const duration = Number(values.duration);
const connectionCounts = values.connections.split(",").map(Number);
if (values.engine !== "sqlite" && values.engine !== "postgres")
  throw new Error(`--engine is sqlite or postgres, not ${values.engine}`);
const engine: BenchEngine = values.engine;
const log = (text: string) => process.stdout.write(`${text}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** Records per second, rounded, with thousands separators. */
const rate = (records: number, ms: number) => Math.round(records / (ms / 1000)).toLocaleString("en");

/**
 * The cursor about `depth` rows into a listing, or 90% of the way down a shorter one (a provider's
 * listing holds a few thousand models at most).
 */
async function deepCursor(
  store: Store,
  query: ModelQuery,
  depth: number,
  matches: number,
): Promise<string | undefined> {
  const target = Math.min(depth, Math.floor(matches * 0.9));
  const limit = Math.min(1000, target);
  let cursor: string | undefined;
  for (let seen = 0; seen < target; seen += limit) {
    const page = await store.models.list({ ...query, limit, ...(cursor ? { cursor } : {}) });
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return cursor;
}

async function serverLatency(store: Store, path: string, runs = 300): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  // A slow query gets fewer runs: at least five, or as many as fit in three seconds.
  const until = performance.now() + 3000;
  for (let i = 0; i < runs && (i < 5 || performance.now() < until); i++) {
    const started = performance.now();
    const response = await handleApiRequest(store, new Request(`http://127.0.0.1${path}`));
    await response?.text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "modelhub-bench-"));
  try {
    const databases = await benchDatabases(engine, values.db, dir);
    const db = databases.target;
    if (!(await databases.isLoaded())) {
      const dump = join(dir, "models.jsonl");
      const started = performance.now();
      await generateDump(count, dump);
      log(
        `generated ${count.toLocaleString("en")} synthetic models in ${seconds(performance.now() - started)}`,
      );
      // An import's time varies from run to run with the machine's other load, so it is run
      // several times, each into a new store; the last one's is the store measured below.
      const runs: ImportRun[] = [];
      for (let run = 1; run <= imports; run++) {
        const target = run === imports ? db : await databases.scratch(run);
        const result = await importDump(target, dump);
        runs.push(result);
        if (target !== db) await databases.remove(target);
        const { records, wallMs, userMs, systemMs } = result;
        log(
          `import ${run} of ${imports}: ${records.toLocaleString("en")} models in ${seconds(wallMs)} = ` +
            `${rate(records, wallMs)} models/s wall clock ` +
            `(CPU time: ${seconds(userMs)} user + ${seconds(systemMs)} system = ` +
            `${rate(records, userMs + systemMs)} models/s)`,
        );
      }
      if (runs.length > 1) {
        // The median as the listings' p50 below takes it: the upper one of two middle runs.
        const medianMs = percentile(
          runs.map((run) => run.wallMs).sort((a, b) => a - b),
          50,
        );
        log(
          `import: median of ${runs.length} runs ${seconds(medianMs)} = ${rate(runs[0]?.records ?? 0, medianMs)} models/s`,
        );
      }
      rmSync(dump);
    }
    const store = await openStore(db);
    const task =
      (await store.models.facetCounts("pipeline_tag", { limit: 1 }))[0]?.value ?? "text-generation";
    const library = (
      await store.models.facetCountsWithin("library", { pipelineTag: "text-classification" }, 1)
    )[0]?.value;
    // The provider serving the most models (the "any provider" tag, which counts them all, aside).
    const provider = (
      await store.models.facetCounts("tag", { prefix: INFERENCE_PROVIDER_TAG_PREFIX, limit: 2 })
    )
      .find((facet) => facet.value !== ANY_INFERENCE_PROVIDER_TAG)
      ?.value.slice(INFERENCE_PROVIDER_TAG_PREFIX.length);
    // The owner of the most downloaded model: an author's listing of some size.
    const author = (await store.models.list({ limit: 1 })).items[0]?.author ?? "user1";
    const queries: [string, ModelQuery, string][] = [
      ["task", { pipelineTag: task }, `pipeline_tag=${task}`],
      [
        "task + library",
        { pipelineTag: "text-classification", ...(library ? { library } : {}) },
        `pipeline_tag=text-classification${library ? `&library=${library}` : ""}`,
      ],
      ["search word", { search: "llama" }, "search=llama"],
      ["search two words", { search: "llama gguf" }, "search=llama+gguf"],
      // A one-letter prefix: in the synthetic dump every owner's name starts with "u" ("user123").
      ["search letter", { search: "u" }, "search=u"],
      ["tag", { tags: ["license:apache-2.0"] }, "filter=license:apache-2.0"],
      ["author", { author }, `author=${encodeURIComponent(author)}`],
      // The web listing's default order.
      [
        "task by trending",
        { pipelineTag: task, sort: "trendingScore" },
        `pipeline_tag=${task}&sort=trendingScore`,
      ],
      // Searches typed into the web listing, in its default order: they walk the trending index.
      ["word by trending", { search: "llama", sort: "trendingScore" }, "search=llama&sort=trendingScore"],
      ["letter by trending", { search: "u", sort: "trendingScore" }, "search=u&sort=trendingScore"],
      // A one-letter search within a task, as an API client lists it (no total counted first).
      ["letter + task", { search: "u", pipelineTag: task }, `search=u&pipeline_tag=${task}`],
      [
        "letter + task by trending",
        { search: "u", pipelineTag: task, sort: "trendingScore" },
        `search=u&pipeline_tag=${task}&sort=trendingScore`,
      ],
    ];
    queries.push(
      // The filters on a card's metadata: a language, a license, a parameter range, gating, base
      // models only, combined with each other, a task and a search, and the sort by parameter count.
      ["language", { languages: ["fr"] }, "language=fr"],
      [
        "language + license + 1-3B",
        { languages: ["en"], licenses: ["apache-2.0"], numParameters: { min: 1e9, max: 3e9 } },
        "language=en&license=license:apache-2.0&num_parameters=min:1B,max:3B",
      ],
      ["> 75B", { numParameters: { min: 75e9 } }, "num_parameters=min:75B"],
      [
        "task + 3-8B",
        { pipelineTag: task, numParameters: { min: 3e9, max: 8e9 } },
        `pipeline_tag=${task}&num_parameters=min:3B,max:8B`,
      ],
      ["base models only", { baseModelsOnly: true }, "base_models_only=true"],
      // Searches by relevance (decision 100), as the web listing opens them.
      ["llama by relevance", { search: "llama", sort: "relevance" }, "search=llama&sort=relevance"],
      [
        "qwen instruct by relevance",
        { search: "qwen instruct", sort: "relevance" },
        "search=qwen+instruct&sort=relevance",
      ],
      ["gpt2 by relevance", { search: "gpt2", sort: "relevance" }, "search=gpt2&sort=relevance"],
      ["letter by relevance", { search: "a", sort: "relevance" }, "search=a&sort=relevance"],
      ["gated", { gated: true }, "gated=true"],
      [
        "base + ungated + search",
        { baseModelsOnly: true, gated: false, search: "llama" },
        "base_models_only=true&gated=false&search=llama",
      ],
      ["by parameters", { sort: "num_parameters" }, "sort=num_parameters"],
      [
        "task by parameters",
        { pipelineTag: task, sort: "num_parameters" },
        `pipeline_tag=${task}&sort=num_parameters`,
      ],
    );
    if (provider)
      queries.push(["provider", { inferenceProviders: [provider] }, `inference_provider=${provider}`]);
    queries.push(["llama.cpp", { apps: ["llama.cpp"] }, "apps=llama.cpp"]);
    const server = await startServerProcess("scripts/bench-api-server.ts", [db]);
    log(
      `\n${(await store.models.count()).toLocaleString("en")} models on ${engine}; sort=downloads unless named, limit=30; HTTP under ${connectionCounts.join(" and ")} connections x ${duration} s each`,
    );
    log(
      `query                               matches | server p50  p99 (ms)${connectionCounts
        .map((connections) => ` | ${`${connections} conn.`.padEnd(9)} p50  p99  req/s`)
        .join("")}`,
    );
    try {
      for (const [name, query, params] of queries) {
        const matches = await store.models.count(query);
        const cursor = await deepCursor(store, query, 10_000, matches);
        const sorted = query.sort ? params : `${params}&sort=downloads`;
        const variants: [string, string][] = [[`${name}, page 1`, `/api/models?${sorted}&limit=30`]];
        if (cursor) variants.push([`${name}, deep`, `/api/models?${sorted}&limit=30&cursor=${cursor}`]);
        for (const [label, path] of variants) {
          const inProcess = await serverLatency(store, path);
          let row = `${label.padEnd(33)} ${matches.toLocaleString("en").padStart(9)} | ${inProcess.p50
            .toFixed(2)
            .padStart(10)} ${inProcess.p99.toFixed(2).padStart(5)}     `;
          for (const connections of connectionCounts) {
            const load = await measureLoad(`${server.url}${path}`, connections, duration);
            row += ` | ${String(load.p50).padStart(13)} ${String(load.p99).padStart(4)} ${Math.round(
              load.requestsPerSecond,
            )
              .toLocaleString("en")
              .padStart(6)}${load.failed ? ` (${load.failed} failed)` : ""}`;
          }
          log(row);
        }
      }
    } finally {
      server.stop();
    }
    await measureListingTotals(store, task, log);
    await measureListingPages(store, { task, library, author }, log);
    try {
      await measureLaterImport(store, dir);
    } finally {
      await store.close();
    }
  } finally {
    // The temporary files (and the database, unless --db named one elsewhere).
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Models in the import into the loaded store: half new, half updates of stored ones. */
const LATER_IMPORT = 20_000;

/**
 * Imports a dump into the loaded store, as a user adds a day's changes: new models (synthetic,
 * with names of their own) and new versions of stored ones (their records with more downloads).
 * It runs as any import of this size does: row by row, no bulk load, no parsing worker.
 */
async function measureLaterImport(store: Store, dir: string): Promise<void> {
  const path = join(dir, "later.jsonl");
  const total = await store.models.count();
  // Stored models spread over the catalogue: every k-th of the listing by likes, read through its pages.
  const every = Math.max(1, Math.floor(total / (LATER_IMPORT / 2)));
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let seen = 0; ids.length < LATER_IMPORT / 2; ) {
    const page = await store.models.list({ sort: "likes", limit: 1000, ...(cursor ? { cursor } : {}) });
    for (const model of page.items) if (seen++ % every === 0) ids.push(model.id);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  const stored: Record<string, unknown>[] = [];
  for (const id of ids.slice(0, LATER_IMPORT / 2)) {
    const raw = (await store.models.getRaw(id)) as { downloads?: number } | undefined;
    if (raw) stored.push({ ...raw, downloads: (raw.downloads ?? 0) + 1 });
  }
  const fresh = Array.from(
    syntheticModels(LATER_IMPORT - stored.length, sampleModelTemplates(), 7),
    (record) => {
      const [owner, name] = String(record.id).split("/");
      return { ...record, id: `${owner}/later-${name}` };
    },
  );
  const lines = [...fresh, ...stored].map((record) => JSON.stringify(record));
  await new Promise<void>((resolve) => createWriteStream(path).end(`${lines.join("\n")}\n`, () => resolve()));
  const started = performance.now();
  const summary = await importPath(store, path);
  const wall = performance.now() - started;
  rmSync(path);
  log(
    `\nimport into the ${total.toLocaleString("en")}-model store: ${summary.records.toLocaleString("en")} models ` +
      `(${summary.inserted.toLocaleString("en")} new, ${summary.updated.toLocaleString("en")} updated) in ${seconds(wall)} = ` +
      `${rate(summary.records, wall)} models/s`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:api: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
