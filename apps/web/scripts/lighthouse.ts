// `npm run lighthouse`: builds the site (`npm run build`), serves the build on a temporary copy of
// the sample catalogue, and runs Lighthouse (mobile preset, simulated throttling) on a model page,
// a GGUF model page, a listing and a task page in Debian's Chromium. Prints performance and
// accessibility scores and the JavaScript each page loads (gzip), and exits 1 when a score is
// under 0.95 or a page ships over 150 KB of JS.
// Options: --runs N (default 3; the median run by performance is reported).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { loadBuiltServer } from "../server/built-server";
import { CLIENT_DIR } from "../server/paths";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../test/e2e/browser";

const PAGES = [
  { name: "model page", path: "/meta-llama/Llama-3.1-8B-Instruct" },
  // 25 quants, two vision projectors: the quant picker, the GGUF panel and the local apps.
  { name: "GGUF model page", path: "/bartowski/mistral-community_pixtral-12b-GGUF" },
  { name: "model listing", path: "/models" },
  { name: "task page", path: "/tasks/token-classification" },
];
const MIN_SCORE = 0.95;
const MAX_JS_BYTES = 150 * 1024;
const DEBUG_PORT = 9333;
/** Lighthouse runs per page (`--runs N`); the median by performance is reported. */
const RUNS = process.argv.includes("--runs")
  ? Math.max(1, Number(process.argv[process.argv.indexOf("--runs") + 1]) || 1)
  : 3;

interface NetworkItem {
  url: string;
  resourceType?: string;
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), "modelhub-lighthouse-"));
  const { startServer } = await loadBuiltServer();
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    dbPath: join(dir, "hub.db"),
    log: (line) => console.error(line),
  });
  const base = server.url.replace("localhost", "127.0.0.1");
  // Warm the server: the first request loads the sample catalogue and starts the highlighter.
  for (const page of PAGES) await fetch(base + page.path).then((response) => response.text());

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  let failed = false;
  const rows: string[][] = [["page", "performance", "accessibility", "JS (gzip)", "LCP", "CLS", "TBT"]];
  try {
    for (const page of PAGES) {
      const lhr = await medianRun(base + page.path);
      const performance = lhr.categories.performance?.score ?? 0;
      const accessibility = lhr.categories.accessibility?.score ?? 0;
      const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)
        ?.items ?? []) as NetworkItem[];
      const scripts = items.filter((item) => item.resourceType === "Script" && item.url.startsWith(base));
      const jsBytes = scripts.reduce((sum, item) => sum + gzipSize(new URL(item.url).pathname), 0);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? "";
      rows.push([
        `${page.name} (${page.path})`,
        performance.toFixed(2),
        accessibility.toFixed(2),
        `${(jsBytes / 1024).toFixed(1)} KB in ${scripts.length} files`,
        audit("largest-contentful-paint"),
        audit("cumulative-layout-shift"),
        audit("total-blocking-time"),
      ]);
      if (performance < MIN_SCORE || accessibility < MIN_SCORE || jsBytes > MAX_JS_BYTES) failed = true;
      for (const [id, entry] of Object.entries(lhr.audits)) {
        if (
          entry.score !== null &&
          entry.score < 1 &&
          lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === id)
        ) {
          const nodes = (
            (entry.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? []
          )
            .slice(0, 3)
            .map((item) => item.node?.snippet ?? "")
            .join(" ");
          console.error(`  ${page.path}: accessibility audit "${entry.title}" failed: ${nodes}`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
  console.log(
    failed
      ? `\nFAILED: a score is under ${MIN_SCORE} or a page ships over 150 KB of JS.`
      : "\nAll pages pass.",
  );
  return failed ? 1 : 0;
}

/**
 * Runs Lighthouse RUNS times on a URL and keeps the run with the median performance score:
 * single runs vary by several points on a busy machine (Lighthouse's own advice).
 */
async function medianRun(url: string) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port: DEBUG_PORT,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    runs.push(result.lhr);
  }
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return runs[Math.floor(runs.length / 2)]!;
}

/** Gzip size of a built client file, as a browser without brotli would download it. */
function gzipSize(pathname: string): number {
  try {
    return gzipSync(readFileSync(join(CLIENT_DIR, pathname)), { level: 9 }).length;
  } catch {
    return 0;
  }
}

process.exitCode = await main();
