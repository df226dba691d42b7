import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openStore } from "@modelhub/store";
import { sampleModelTemplates, syntheticModels } from "@modelhub/testkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const LAUNCHER = resolve(import.meta.dirname, "../bin/modelhub.js");

let dir: string;
let launched: ChildProcess | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-launcher-"));
});
afterEach(() => {
  launched?.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `modelhub ...args` as a user does, through the launcher: the process, and how it ends. */
function launch(...args: string[]) {
  const child = spawn(process.execPath, [LAUNCHER, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  launched = child;
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
  child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  const ended = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
  }>((done) => child.once("close", (code, signal) => done({ code, signal, stdout, stderr })));
  return { pid: child.pid ?? 0, ended };
}

/** The child processes of a process (Linux's /proc), with their command lines. */
function childrenOf(pid: number): { pid: number; args: string[] }[] {
  const list = `/proc/${pid}/task/${pid}/children`;
  const pids = existsSync(list) ? readFileSync(list, "utf8").trim().split(/\s+/).filter(Boolean) : [];
  return pids.map((child) => ({ pid: Number(child), args: commandLineOf(Number(child)) }));
}

/** A process's command line (empty while it execs, or once it has ended or is gone). */
function commandLineOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    return [];
  }
}

/** A JSON Lines file of `count` synthetic models. */
function dump(count: number): string {
  const path = join(dir, "models.jsonl");
  const records = Array.from(syntheticModels(count, sampleModelTemplates(), 3), (record) =>
    JSON.stringify(record),
  );
  writeFileSync(path, `${records.join("\n")}\n`);
  return path;
}

const modelsIn = async (db: string) => {
  const store = await openStore(db);
  try {
    return await store.models.count();
  } finally {
    await store.close();
  }
};

describe.runIf(existsSync("/proc/self/task"))("the modelhub launcher", () => {
  it("imports in its own process, and ends as that import ends", async () => {
    const file = dump(50);
    const db = join(dir, "hub.db");
    const { code, signal, stdout, stderr } = await launch("import", file, "--db", db).ended;
    expect({ code, signal, stderr }).toEqual({ code: 0, signal: null, stderr: "" });
    expect(stdout).toMatch(/^Imported 50 models from .*models\.jsonl/);
    expect(await modelsIn(db)).toBe(50);
  });

  for (const kill of ["SIGTERM", "SIGKILL"] as const) {
    it(`stops when killed with ${kill}, starting no other process, and writes nothing`, async () => {
      const file = dump(40_000);
      const db = join(dir, "hub.db");
      const { pid, ended } = launch("import", file, "--db", db);
      // Once the importer has the store open (with its schema), it is importing.
      const started = Date.now();
      while (!existsSync(db) && Date.now() - started < 10_000)
        await new Promise((wait) => setTimeout(wait, 5));
      expect(childrenOf(pid)).toEqual([]);
      process.kill(pid, kill);
      const { signal } = await ended;
      expect(signal).toBe(kill);
      expect(await modelsIn(db)).toBe(0);
    });
  }

  it("exits with the import's code and message when the file is bad", async () => {
    const file = join(dir, "models.jsonl");
    writeFileSync(file, '{"id":"a/good"}\n{"id":\n');
    const db = join(dir, "hub.db");
    const { code, stdout, stderr } = await launch("import", file, "--db", db).ended;
    expect({ code, stdout }).toEqual({ code: 1, stdout: "" });
    expect(stderr).toMatch(/models\.jsonl:2: invalid JSON.*\nNothing was imported\.\n$/);
    expect(await modelsIn(db)).toBe(0);
  });

  it("runs other commands itself", async () => {
    const { code, stdout } = await launch("tasks", "--json").ended;
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: "text-generation" })]),
    );
  });
});

describe("the modelhub launcher's output", () => {
  it("ends quietly when its reader stops early (`| head`)", async () => {
    // Megabytes of output: far more than a pipe holds, so the launcher writes after head has gone.
    const names = Array.from({ length: 20_000 }, (_, i) => `model-${i}.Q4_K_M.gguf`);
    const child = spawn(process.execPath, [LAUNCHER, "quant", "--json", ...names], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    // Read one chunk, then close the pipe as head does.
    child.stdout.once("data", () => child.stdout.destroy());
    const code = await new Promise<number | null>((done) => child.once("close", (exit) => done(exit)));
    expect(stderr).toBe("");
    expect(code).toBe(0);
  });
});
