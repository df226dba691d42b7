// bench-api.ts's measurements of the web listing page at scale: the totals it shows for combined
// filters, and everything it reads from the store (decisions 055-057).
import { createStore, type ModelQuery, type Store } from "@modelhub/store";
import { loadModelListing } from "../apps/web/app/lib/model-listing.server";

/** The median (p = 50) or another percentile of sorted times. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * The total a listing page shows (`count`) for combined filters, the page's slowest part: each
 * counted five times on a fresh repository (no count or row set kept from before), then as the
 * next page of the same listing reads it (kept until the data changes), then with another search
 * word, as a visitor refines a listing (the other filters' row sets kept: decision 055).
 */
/** The word a visitor searches for next within a listing's other filters (measureListingTotals). */
const OTHER_SEARCH = "mistral";

export function measureListingTotals(store: Store, task: string, log: (text: string) => void): void {
  const queries: [string, ModelQuery][] = [
    ["search + task", { search: "llama", pipelineTag: task }],
    ["search + library", { search: "qwen", library: "transformers" }],
    ["search + tag", { search: "llama", tags: ["license:apache-2.0"] }],
    ["tag + task", { tags: ["en"], pipelineTag: task }],
    ["two tags", { tags: ["en", "license:apache-2.0"] }],
    ["letter + task", { search: "u", pipelineTag: task }],
  ];
  log("\nlisting page totals           total | counted p50  max (ms) | next page (ms) | other search (ms)");
  for (const [label, query] of queries) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < 5; run++) {
      const fresh = createStore(store.db);
      const started = performance.now();
      total = fresh.models.count(query);
      times.push(performance.now() - started);
    }
    store.models.count(query);
    const next = store.models.list({ ...query, limit: 30 }).nextCursor;
    const started = performance.now();
    store.models.count({ ...query, limit: 30, ...(next ? { cursor: next } : {}) });
    const kept = performance.now() - started;
    const refined = performance.now();
    store.models.count({ ...query, search: OTHER_SEARCH });
    const otherSearch = performance.now() - refined;
    times.sort((a, b) => a - b);
    log(
      `${label.padEnd(26)} ${total.toLocaleString("en").padStart(9)} | ${percentile(times, 50).toFixed(1).padStart(11)} ${(times.at(-1) ?? 0).toFixed(1).padStart(5)}     | ${kept.toFixed(2).padStart(8)}       | ${otherSearch.toFixed(1).padStart(8)}`,
    );
  }
}

/**
 * Everything the web listing page reads from the store (`loadModelListing`: the page, the total and
 * the sidebar's counts within the filters) for filters typed into it: first on a fresh repository,
 * with no count or row set kept (the median of five), then with another search word on the
 * repository that loaded the first (decision 056).
 */
export function measureListingPages(store: Store, task: string, log: (text: string) => void): void {
  const pages: [string, string][] = [
    ["search", "search=llama"],
    ["letter", "search=u"],
    ["search + task", `pipeline_tag=${task}&search=llama`],
    ["search + library", "library=transformers&search=qwen"],
    ["search + any provider", "inference_provider=all&search=llama"],
    ["task + llama.cpp", `pipeline_tag=${task}&apps=llama.cpp`],
  ];
  log("\nlisting page data            first view p50  max (ms) | other search (ms)");
  for (const [label, query] of pages) {
    const url = new URL(`http://hub.local/models?${query}`);
    const times: number[] = [];
    let warm = store;
    for (let run = 0; run < 5; run++) {
      warm = createStore(store.db);
      const started = performance.now();
      loadModelListing(warm, url);
      times.push(performance.now() - started);
    }
    url.searchParams.set("search", OTHER_SEARCH);
    const started = performance.now();
    loadModelListing(warm, url);
    const otherSearch = performance.now() - started;
    times.sort((a, b) => a - b);
    log(
      `${label.padEnd(26)} ${percentile(times, 50).toFixed(1).padStart(17)} ${(times.at(-1) ?? 0).toFixed(1).padStart(5)}     | ${otherSearch.toFixed(1).padStart(8)}`,
    );
  }
}
