import { writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { buildSync } from "esbuild";
import {
  DIST_DIR,
  PACKAGE_DIR,
  sourcesFingerprint,
  type WorkerSources,
  workerScriptIn,
  workerScriptIsCurrent,
  workerSourcesIn,
} from "./worker-script";

/**
 * Bundles worker-main.ts and the modules it imports into the store's worker script (see
 * worker-script.ts). One ES module, so that calls between modules are plain calls (decision 050).
 * better-sqlite3 is a native module: it stays an import, resolved from the package's folder.
 * `dist`: where to build it (tests build elsewhere).
 */
export function buildWorkerScript(dist = DIST_DIR): void {
  const { metafile } = buildSync({
    absWorkingDir: PACKAGE_DIR,
    entryPoints: [join(PACKAGE_DIR, "src", "worker-main.ts")],
    outfile: workerScriptIn(dist),
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    external: ["better-sqlite3"],
    sourcemap: "linked",
    metafile: true,
    logLevel: "error",
  });
  // Sorted, so that the fingerprint does not depend on the order esbuild met them in.
  const files = Object.keys(metafile?.inputs ?? {})
    .map((input) => relative(PACKAGE_DIR, resolve(PACKAGE_DIR, input)))
    .sort();
  const sources: WorkerSources = { files, fingerprint: sourcesFingerprint(files) };
  writeFileSync(workerSourcesIn(dist), `${JSON.stringify(sources, null, 2)}\n`);
}

/**
 * Builds the worker script when it is missing or older than its sources (a checkout that changed
 * since `npm install`); `log` hears when it does. For the store's tests and benchmarks: commands
 * never build (decision 091).
 */
export function ensureWorkerScript(log: (line: string) => void): void {
  if (workerScriptIsCurrent()) return;
  log("Building the store's worker script (its sources changed since it was built)...");
  buildWorkerScript();
}
