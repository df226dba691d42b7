// bench-api.ts's measurements of the web listing page at scale: the totals it shows for combined
// filters, and everything it reads from the store (decision 076).
import type { ModelQuery, Store } from "@modelhub/store";
import { loadModelListing } from "../apps/web/app/lib/model-listing.server";

/** The median (p = 50) or another percentile of sorted times. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The p50 and the slowest of `runs` calls of `read`, in ms. */
async function timed(read: () => Promise<unknown>, runs = 7): Promise<{ p50: number; max: number }> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), max: times.at(-1) ?? Number.NaN };
}

/** The total a listing page shows (`total`: exact up to 10,000 matches) for combined filters. */
export async function measureListingTotals(
  store: Store,
  task: string,
  log: (text: string) => void,
): Promise<void> {
  const queries: [string, ModelQuery][] = [
    ["search + task", { search: "llama", pipelineTag: task }],
    ["search + library", { search: "qwen", library: "transformers" }],
    ["search + tag", { search: "llama", tags: ["license:apache-2.0"] }],
    ["tag + task", { tags: ["en"], pipelineTag: task }],
    ["two tags", { tags: ["en", "license:apache-2.0"] }],
    ["letter + task", { search: "u", pipelineTag: task }],
  ];
  log("\nlisting page totals              total | p50  max (ms)");
  for (const [label, query] of queries) {
    const { count, exact } = await store.models.total(query);
    const { p50, max } = await timed(() => store.models.total(query));
    const shown = `${count.toLocaleString("en")}${exact ? "" : "+"}`;
    log(
      `${label.padEnd(26)} ${shown.padStart(9)} | ${p50.toFixed(1).padStart(5)} ${max.toFixed(1).padStart(5)}`,
    );
  }
}

/**
 * Everything the web listing page reads from the store (`loadModelListing`: the page, the total and
 * the sidebar's counts within the filters) for filters typed into it, in the page's default order.
 */
export async function measureListingPages(
  store: Store,
  task: string,
  log: (text: string) => void,
): Promise<void> {
  const pages: [string, string][] = [
    ["no filter", ""],
    ["task", `pipeline_tag=${task}`],
    ["search", "search=llama"],
    ["letter", "search=u"],
    ["search + task", `pipeline_tag=${task}&search=llama`],
    ["search + library", "library=transformers&search=qwen"],
    ["search + any provider", "inference_provider=all&search=llama"],
    ["task + llama.cpp", `pipeline_tag=${task}&apps=llama.cpp`],
  ];
  log("\nlisting page data (store reads) p50  max (ms)");
  for (const [label, query] of pages) {
    const url = new URL(`http://hub.local/models?${query}`);
    const { p50, max } = await timed(() => loadModelListing(store, url));
    log(`${label.padEnd(26)} ${p50.toFixed(1).padStart(5)} ${max.toFixed(1).padStart(5)}`);
  }
}
