import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openStore, sampleModelTemplates, syntheticModels } from "@modelhub/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hasImportNodeFlags, IMPORT_NODE_FLAGS } from "../bin/import-node-flags.js";

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

/**
 * Waits for a process's first child (the launcher starts it at once) to run its own program. Until
 * then the child's command line is its parent's (after the fork) or empty (during the exec).
 */
async function firstChildOf(pid: number): Promise<{ pid: number; args: string[] }> {
  const started = Date.now();
  for (;;) {
    const [child] = childrenOf(pid);
    // The parent runs its own program by the time it has a child: compare with its command line.
    const parentArgs = commandLineOf(pid).join("\0");
    if (child && child.args.length > 0 && child.args.join("\0") !== parentArgs) return child;
    if (Date.now() - started > 10_000)
      throw new Error(`process ${pid} started no child running its own program`);
    await new Promise((wait) => setTimeout(wait, 5));
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

const modelsIn = (db: string) => {
  const store = openStore(db);
  try {
    return store.models.count();
  } finally {
    store.close();
  }
};

describe.runIf(existsSync("/proc/self/task"))("the modelhub launcher", () => {
  it("runs an import again with the import's Node flags, and ends as that import ends", async () => {
    const file = dump(50);
    const db = join(dir, "hub.db");
    const { pid, ended } = launch("import", file, "--db", db);
    const importer = await firstChildOf(pid);
    expect(importer.args).toEqual([
      process.execPath,
      ...IMPORT_NODE_FLAGS,
      LAUNCHER,
      "import",
      file,
      "--db",
      db,
    ]);
    const { code, signal, stdout, stderr } = await ended;
    expect({ code, signal, stderr }).toEqual({ code: 0, signal: null, stderr: "" });
    expect(stdout).toMatch(/^Imported 50 models from .*models\.jsonl/);
    expect(modelsIn(db)).toBe(50);
  });

  it("passes a signal on to the import, which stops and writes nothing, then ends by it", async () => {
    const file = dump(40_000);
    const db = join(dir, "hub.db");
    const { pid, ended } = launch("import", file, "--db", db);
    const importer = await firstChildOf(pid);
    // Once the importer has the store open (with its schema), it is importing.
    const started = Date.now();
    while (!existsSync(db) && Date.now() - started < 10_000) await new Promise((wait) => setTimeout(wait, 5));
    process.kill(pid, "SIGTERM");
    const { signal } = await ended;
    expect(signal).toBe("SIGTERM");
    expect(existsSync(`/proc/${importer.pid}`)).toBe(false);
    expect(modelsIn(db)).toBe(0);
  });

  it("exits with the import's code and message when the file is bad", async () => {
    const file = join(dir, "models.jsonl");
    writeFileSync(file, '{"id":"a/good"}\n{"id":\n');
    const db = join(dir, "hub.db");
    const { code, stdout, stderr } = await launch("import", file, "--db", db).ended;
    expect({ code, stdout }).toEqual({ code: 1, stdout: "" });
    expect(stderr).toMatch(/models\.jsonl:2: invalid JSON.*\nNothing was imported\.\n$/);
    expect(modelsIn(db)).toBe(0);
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

describe("hasImportNodeFlags", () => {
  it("finds the flags on the command line or in NODE_OPTIONS, with a value of the user's own", () => {
    expect(hasImportNodeFlags([])).toBe(false);
    expect(hasImportNodeFlags(["--inspect"], "--enable-source-maps")).toBe(false);
    expect(hasImportNodeFlags([...IMPORT_NODE_FLAGS])).toBe(true);
    expect(hasImportNodeFlags([], "--enable-source-maps --max-semi-space-size=32")).toBe(true);
    expect(hasImportNodeFlags(["--max_semi_space_size=128"])).toBe(true);
  });
});
