// `npm run bench` (or `node --import tsx packages/store/bench/dataset-search.ts [--datasets N]`):
// dataset listings and searches at the Hub's scale. Imports N synthetic datasets (default
// 400,000, about the Hub's count) into a scratch store, row by row as `modelhub import` does,
// then times typical listing queries in this process: first page, a page ten cursors deep, and
// the count on a repository that has kept nothing, as p50 / p99. A script, not a test: it prints
// figures and never fails on them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sampleDatasetTemplates, syntheticDatasets } from "@modelhub/testkit";
import type { DatasetQuery } from "../src/datasets/dataset-repository";
import { openSqliteStore } from "../src/sqlite-store";
import type { Store } from "../src/store";

const QUERIES: [label: string, query: DatasetQuery][] = [
  ["search letter (a)", { search: "a" }],
  ["search word (squad)", { search: "squad" }],
  ["search two words (text c)", { search: "text c" }],
  ["search + task", { search: "squad", taskCategory: "question-answering" }],
  ["search letter by trending", { search: "a", sort: "trendingScore" }],
  ["search word by likes (eval)", { search: "eval", sort: "likes" }],
  ["task", { taskCategory: "text-classification" }],
  ["task by trending", { taskCategory: "text-classification", sort: "trendingScore" }],
  ["task + language tag", { taskCategory: "text-generation", tags: ["language:en"] }],
  ["author", { author: "org3" }],
];
const PAGE_RUNS = 100;
const COUNT_RUNS = 10;
const DEEP_PAGE = 10;

/** Milliseconds per call of `run`, as [p50, p99] over `runs` calls after one warm-up call. */
async function time(runs: number, run: () => Promise<unknown>): Promise<[number, number]> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) =>
    samples[Math.min(samples.length - 1, Math.floor(share * samples.length))] ?? 0;
  return [at(0.5), at(0.99)];
}

/** The cursor of the query's page `page` (1-based), or undefined when it has fewer pages. */
async function cursorOfPage(store: Store, query: DatasetQuery, page: number): Promise<string | undefined> {
  let cursor: string | undefined;
  for (let i = 1; i < page; i++) {
    cursor = (await store.datasets.list({ ...query, ...(cursor ? { cursor } : {}) })).nextCursor;
    if (!cursor) return undefined;
  }
  return cursor;
}

const ms = ([p50, p99]: [number, number]) => `${p50.toFixed(2)} / ${p99.toFixed(2)}`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { datasets: { type: "string" } } });
  const count = Number(values.datasets ?? 400_000);
  if (!Number.isInteger(count) || count < 1) throw new Error("--datasets must be a positive integer");
  const dir = mkdtempSync(join(tmpdir(), "modelhub-dataset-bench-"));
  const store = await openSqliteStore(join(dir, "store.db"));
  try {
    const records = [...syntheticDatasets(count, sampleDatasetTemplates())];
    const start = performance.now();
    await store.datasets.upsertMany(records);
    const seconds = (performance.now() - start) / 1000;
    console.log(`${count.toLocaleString("en")} synthetic datasets imported in ${seconds.toFixed(1)} s`);
    console.log(`(${Math.round(count / seconds).toLocaleString("en")} datasets/s, row by row)\n`);
    console.log(
      "| query | matches | first page p50 / p99 ms | page 10 p50 / p99 ms | count, nothing kept, p50 / p99 ms |",
    );
    console.log("|---|---|---|---|---|");
    for (const [label, query] of QUERIES) {
      const matches = await store.datasets.count(query);
      const first = await time(PAGE_RUNS, () => store.datasets.list(query));
      const cursor = await cursorOfPage(store, query, DEEP_PAGE);
      const deep = cursor
        ? ms(await time(PAGE_RUNS, () => store.datasets.list({ ...query, cursor })))
        : "(fewer pages)";
      const counted = await time(COUNT_RUNS, () => store.datasets.count(query));
      console.log(`| ${label} | ${matches.toLocaleString("en")} | ${ms(first)} | ${deep} | ${ms(counted)} |`);
    }
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
