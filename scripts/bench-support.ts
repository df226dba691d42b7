// What the HTTP benchmarks (bench-api.ts, bench-pages.ts) share: running this repository's
// scripts in processes of their own, making and importing a synthetic dump, serving a database,
// and loading a URL with autocannon.
import { spawn } from "node:child_process";
import { closeSync, fsyncSync, openSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";

/** What scripts/bench-api-import.ts prints. */
export interface ImportRun {
  records: number;
  wallMs: number;
  userMs: number;
  systemMs: number;
}

/** What scripts/bench-api-load.ts prints: latencies in milliseconds. */
export interface LoadResult {
  p50: number;
  p99: number;
  max: number;
  requestsPerSecond: number;
  /** Answers by status class ("2xx", "3xx", ...). */
  statuses: Record<string, number>;
  /** Errors, timeouts and 4xx/5xx answers. */
  failed: number;
}

/** Starts a script of this repository in a process of its own, its standard output piped. */
export function spawnScript(script: string, args: readonly string[]) {
  const path = join(import.meta.dirname, "..", script);
  return spawn(process.execPath, ["--import", "tsx", path, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
}

/** Runs a script of this repository in a process of its own; its standard output. */
export async function runScript(script: string, args: readonly string[]): Promise<string> {
  const child = spawnScript(script, args);
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (text: string) => {
    output += text;
  });
  // "close", not "exit": all of its output has been read by then.
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  if (code !== 0) throw new Error(`${script} exited with code ${code}`);
  return output;
}

export function flushToDisk(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes `count` synthetic models (seed 42) as JSON Lines to `path`, flushed to disk. */
export async function generateDump(count: number, path: string, seed = 42): Promise<void> {
  await runScript("data/scripts/gen-synthetic.ts", [
    "--models",
    String(count),
    "--out",
    path,
    "--seed",
    String(seed),
  ]);
  // The dump goes to disk before an import starts: the import is not charged for writing back
  // the generator's output while it reads it.
  flushToDisk(path);
}

/** Imports a dump into a database in a process of its own, with the Node flags `modelhub import` has. */
export async function importDump(db: string, dump: string): Promise<ImportRun> {
  return JSON.parse(await runScript("scripts/bench-api-import.ts", [db, dump])) as ImportRun;
}

/**
 * Starts a server script (which prints `{"url": ...}` as its first line) in a process of its own.
 */
export async function startServerProcess(
  script: string,
  args: readonly string[],
): Promise<{ url: string; stop: () => void }> {
  const child = spawnScript(script, args);
  const lines = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`server exited with code ${code}`)));
  });
  const { url } = JSON.parse(first) as { url: string };
  return { url, stop: () => child.kill("SIGTERM") };
}

/**
 * Loads `url` (or a mix of URLs of one server, each connection requesting them in turn) with
 * `connections` connections for `seconds`, from a process of its own.
 */
export async function measureLoad(
  url: string | readonly string[],
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  return JSON.parse(
    await runScript("scripts/bench-api-load.ts", [
      typeof url === "string" ? url : JSON.stringify(url),
      String(connections),
      String(seconds),
      JSON.stringify(headers),
    ]),
  ) as LoadResult;
}
