import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * The store's worker threads run one script, bundled ahead of time from worker-main.ts and what
 * it imports (build-worker-script.ts, docs/decisions/084). It lives in the package's `dist/`,
 * which git ignores, beside the list of sources it was built from and a hash of their contents,
 * so that a script older than its sources is never run.
 */
export const PACKAGE_DIR = resolve(import.meta.dirname, "..");
/** Where the script is built. */
export const DIST_DIR = join(PACKAGE_DIR, "dist");

/** The script in `dist`. */
export const workerScriptIn = (dist: string): string => join(dist, "store-worker.mjs");
/** The sources it was built from, in `dist` (WorkerSources as JSON). */
export const workerSourcesIn = (dist: string): string => join(dist, "store-worker.sources.json");

/** What workerSourcesIn(dist) holds: the sources (relative to the package) and their fingerprint. */
export interface WorkerSources {
  files: string[];
  fingerprint: string;
}

/** Thrown when the worker script is missing or older than its sources. */
export class WorkerScriptOutOfDateError extends Error {}

/** A hash of the names and contents of `files` (relative to the package). */
export function sourcesFingerprint(files: readonly string[]): string {
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(PACKAGE_DIR, file)));
  }
  return hash.digest("hex");
}

/** Whether the script in `dist` exists and was built from the sources as they are now. */
export function workerScriptIsCurrent(dist = DIST_DIR): boolean {
  try {
    const built = JSON.parse(readFileSync(workerSourcesIn(dist), "utf8")) as WorkerSources;
    return (
      readFileSync(workerScriptIn(dist)).length > 0 && sourcesFingerprint(built.files) === built.fingerprint
    );
  } catch {
    // Never built, or one of its sources is gone.
    return false;
  }
}

let current = false;

/**
 * Starts a store worker thread running `run`, one of worker-main.ts's workers. Throws
 * WorkerScriptOutOfDateError when the script is missing or older than its sources (checked once
 * a process): the worker would run other code than this thread.
 */
export function startStoreWorker(run: string, options: WorkerOptions): Worker {
  current ||= workerScriptIsCurrent();
  if (!current) {
    throw new WorkerScriptOutOfDateError(
      "the store's worker script is missing or older than its sources: run `npm run build` " +
        "(npm install runs it)",
    );
  }
  return new Worker(workerScriptIn(DIST_DIR), {
    ...options,
    workerData: { ...options.workerData, run },
    // Failures name the TypeScript file and line, through the script's source map. Not this
    // thread's flags: a plain script needs no loader, and V8 flags are refused in a worker.
    execArgv: ["--enable-source-maps"],
  });
}
