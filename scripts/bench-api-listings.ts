// bench-api.ts's measurements of the web listing page at scale: the totals it shows for combined
// filters, and everything it reads from the store (decision 076).
import type { ModelQuery, Store } from "@modelhub/store";
import { loadModelListing } from "../apps/web/app/lib/model-listing.server";

/** The median (p = 50) or another percentile of sorted times. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The p50, p99 and the slowest of `runs` calls of `read` (fewer past three seconds, at least five), in ms. */
async function timed(
  read: () => Promise<unknown>,
  runs = 7,
): Promise<{ p50: number; p99: number; max: number }> {
  const times: number[] = [];
  const until = performance.now() + 3000;
  for (let run = 0; run < runs && (run < 5 || performance.now() < until); run++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) ?? Number.NaN };
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
    ["language + 3-8B", { languages: ["en"], numParameters: { min: 3e9, max: 8e9 } }],
    ["base models + ungated", { baseModelsOnly: true, gated: false }],
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
  { task, library, author }: { task: string; library: string | undefined; author: string },
  log: (text: string) => void,
): Promise<void> {
  const pages: [string, string][] = [
    ["no filter", ""],
    ["task", `pipeline_tag=${task}`],
    ["task + library", `pipeline_tag=text-classification${library ? `&library=${library}` : ""}`],
    ["tag", "other=license:apache-2.0"],
    ["author", `author=${encodeURIComponent(author)}`],
    ["search", "search=llama"],
    ["search two words", "search=llama+gguf"],
    ["letter", "search=u"],
    ["search + task", `pipeline_tag=${task}&search=llama`],
    ["search + library", "library=transformers&search=qwen"],
    ["search + any provider", "inference_provider=all&search=llama"],
    ["task + llama.cpp", `pipeline_tag=${task}&apps=llama.cpp`],
    ["language", "language=fr"],
    ["language + license + 1-3B", "language=en&license=license:apache-2.0&num_parameters=min:1B,max:3B"],
    ["base models only + ungated", "base_models_only=true&gated=false"],
    ["task by parameters", `pipeline_tag=${task}&sort=num_parameters`],
  ];
  log("\nlisting page data (store reads, with the sidebar)  p50   p99   max (ms)");
  for (const [label, query] of pages) {
    const url = new URL(`http://hub.local/models?${query}`);
    const { p50, p99, max } = await timed(() => loadModelListing(store, url), 100);
    log(
      `${label.padEnd(42)} ${p50.toFixed(1).padStart(6)} ${p99.toFixed(1).padStart(5)} ${max.toFixed(1).padStart(5)}`,
    );
  }
}
