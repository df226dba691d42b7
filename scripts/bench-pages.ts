// npm run bench:pages [-- --models N] [--duration S] [--connections 8,50] [--db PATH] [--workers N]
//   [--beside-import N]
// (--db PATH keeps the database: a second run with the same path skips generation and import;
// --workers N serves with N processes, as `modelhub serve --workers N` does)
// Generates N synthetic models (default 1,000,000) and imports them into a fresh database, serves
// it with the production web server in a process of its own, and loads each kind of page (a model
// page, listings, a task page) beside the JSON API from another process (autocannon): p50, p99
// and max latency and requests per second at each number of connections, first as new visitors
// (no validators), then as clients and caches revalidating a copy they hold (If-None-Match).
// Each page's Server-Timing, from one request, says where its time goes. Last, the largest number
// of connections loads a mix of every page while N more synthetic models (default 20,000; 0 skips
// it) are imported into the served store, window by window until the import ends.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { generateDump, importDump, type LoadResult, measureLoad, startServerProcess } from "./bench-support";

const { values } = parseArgs({
  options: {
    models: { type: "string", default: "1000000" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "8,50" },
    db: { type: "string" },
    workers: { type: "string", default: "1" },
    "beside-import": { type: "string", default: "20000" },
  },
});
const count = Number(values.models);
const duration = Number(values.duration);
const connectionCounts = values.connections.split(",").map(Number);
const workers = Number(values.workers);
const besideImport = Number(values["beside-import"]);
if (!(count > 0) || !(duration > 0) || !(workers >= 1) || connectionCounts.some((n) => !(n > 0)))
  throw new Error("--models, --duration, --connections and --workers take positive numbers");
if (!Number.isInteger(besideImport) || besideImport < 0)
  throw new Error("--beside-import takes a number of models (0 to skip)");
const log = (text: string) => process.stdout.write(`${text}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The pages measured, by kind, and the API calls beside them. */
function pagesOf(modelId: string): [string, string][] {
  return [
    ["API: model", `/api/models/${modelId}`],
    ["API: listing", "/api/models?pipeline_tag=text-generation&sort=downloads&limit=20"],
    ["model page", `/${modelId}`],
    ["/models", "/models"],
    ["filtered listing", "/models?pipeline_tag=image-classification"],
    ["search listing", "/models?search=llama&sort=trending"],
    ["task page", "/tasks/text-generation"],
    ["/datasets", "/datasets"],
  ];
}

/** One request: its status, entity tag and Server-Timing, checked to be a 200. */
async function probe(url: string): Promise<{ etag: string; timing: string }> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const etag = response.headers.get("etag");
  if (!etag) throw new Error(`${url} has no ETag`);
  return { etag, timing: response.headers.get("server-timing") ?? "" };
}

/** A Server-Timing value as "store 1.2, render 3.4, ..." (milliseconds). */
function phases(timing: string): string {
  return timing
    .split(", ")
    .filter(Boolean)
    .map((entry) => `${entry.split(";")[0]} ${Number(entry.match(/dur=([\d.]+)/)?.[1]).toFixed(1)}`)
    .join(", ");
}

function columns(result: LoadResult, expected: string): string {
  const unexpected = Object.entries(result.statuses)
    .filter(([kind]) => kind !== expected)
    .map(([kind, n]) => `${n} ${kind}`);
  const notes = [...(result.failed ? [`${result.failed} failed`] : []), ...unexpected];
  return (
    `${String(result.p50).padStart(5)} ${String(result.p99).padStart(5)} ${String(result.max).padStart(6)}` +
    ` ${Math.round(result.requestsPerSecond).toLocaleString("en").padStart(7)}` +
    (notes.length ? ` (${notes.join(", ")})` : "")
  );
}

/**
 * Loads a mix of every page with the most connections asked for while another process imports
 * `besideImport` synthetic models (another seed: new ids) into the served store, in windows of
 * `duration` seconds until the import has ended.
 */
async function measureBesideImport(urls: string[], db: string, dump: string): Promise<void> {
  const connections = Math.max(...connectionCounts);
  await generateDump(besideImport, dump, 7);
  log(
    `\n${connections} connections on a mix of the pages above, while importing ` +
      `${besideImport.toLocaleString("en")} more models; ${duration} s windows, latencies in ms`,
  );
  log(`${"window".padEnd(17)} |                 p50   p99    max   req/s`);
  const started = performance.now();
  let imported: number | undefined;
  const importing = importDump(db, dump).then((run) => {
    imported = performance.now() - started;
    return run;
  });
  for (let window = 1; imported === undefined; window++) {
    const load = await measureLoad(urls, connections, duration);
    log(`${`${window}`.padEnd(17)} | ${" ".repeat(14)}${columns(load, "2xx")}`);
  }
  const run = await importing;
  log(`imported ${run.records.toLocaleString("en")} models in ${seconds(imported ?? 0)}`);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "modelhub-bench-pages-"));
  const db = values.db ?? join(dir, "bench.db");
  try {
    if (!values.db || !existsSync(db)) {
      const dump = join(dir, "models.jsonl");
      let started = performance.now();
      await generateDump(count, dump);
      log(
        `generated ${count.toLocaleString("en")} synthetic models in ${seconds(performance.now() - started)}`,
      );
      started = performance.now();
      const run = await importDump(db, dump);
      log(`imported ${run.records.toLocaleString("en")} models in ${seconds(performance.now() - started)}`);
      rmSync(dump);
    }
    const server = await startServerProcess("scripts/bench-pages-server.ts", [db, String(workers)]);
    try {
      const top = (await (
        await fetch(`${server.url}/api/models?pipeline_tag=text-generation&sort=downloads&limit=1`)
      ).json()) as { id: string }[];
      if (!top[0]) throw new Error("the store has no text-generation model");
      const pages = pagesOf(top[0].id);
      log(`\nServer-Timing of one request each (ms), after one request to each page`);
      const etags = new Map<string, string>();
      for (const [, path] of pages) await probe(`${server.url}${path}`);
      for (const [kind, path] of pages) {
        const { etag, timing } = await probe(`${server.url}${path}`);
        etags.set(path, etag);
        // The API is answered before the page machinery, untimed.
        if (timing) log(`${kind.padEnd(17)} ${phases(timing)}`);
      }
      for (const connections of connectionCounts) {
        log(`\n${connections} connections, ${duration} s each; latencies in ms`);
        log(
          `${"page".padEnd(17)} |   new visitors: p50   p99    max   req/s |   revalidated: p50   p99    max   req/s`,
        );
        for (const [kind, path] of pages) {
          const url = `${server.url}${path}`;
          const fresh = await measureLoad(url, connections, duration);
          const revalidated = await measureLoad(url, connections, duration, {
            "If-None-Match": etags.get(path) ?? "",
          });
          log(
            `${kind.padEnd(17)} | ${" ".repeat(14)}${columns(fresh, "2xx")} | ${" ".repeat(13)}${columns(revalidated, "3xx")}`,
          );
        }
      }
      if (besideImport) {
        await measureBesideImport(
          pages.map(([, path]) => `${server.url}${path}`),
          db,
          join(dir, "beside.jsonl"),
        );
      }
    } finally {
      server.stop();
    }
  } finally {
    // The temporary files (and the database, unless --db named one elsewhere).
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:pages: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
