import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { InferenceSnippet } from "../../src/index";

/** Sample files the snippets read, with fixed bytes the fake router can recognise. */
export const SAMPLE_FILES: Record<string, Buffer> = {
  "cats.jpg": Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from("cats jpeg bytes"), 0xff, 0xd9]),
  "cat.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Buffer.from("cat png bytes \u00e9")]),
  "invoice.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Buffer.from("invoice png bytes")]),
  "sample1.flac": Buffer.from([...Buffer.from("fLaC"), 0, 1, 2, 3, 254, 255]),
};

/** What a run printed, and the media file it wrote (when asked for). */
export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  output?: Buffer;
}

// Node snippets import `openai` and `@huggingface/inference` (devDependencies of this package), so
// they run from a folder whose parents hold this package's node_modules.
const RUN_ROOT = join(import.meta.dirname, "..", "..", "node_modules", ".cache", "snippet-runs");

const REROUTE = pathToFileURL(join(import.meta.dirname, "reroute-fetch.mjs")).href;

const COMMANDS = {
  python: { file: "snippet.py", command: "python3" },
  js: { file: "snippet.mjs", command: "node" },
  sh: { file: "snippet.sh", command: "bash" },
} as const;

/** Runs a snippet in a fresh folder holding the sample files, with the given environment. */
export function runSnippet(
  snippet: InferenceSnippet,
  env: Record<string, string>,
  outputFile?: string,
): Promise<RunResult> {
  mkdirSync(RUN_ROOT, { recursive: true });
  const dir = mkdtempSync(join(RUN_ROOT, "run-"));
  for (const [name, bytes] of Object.entries(SAMPLE_FILES)) writeFileSync(join(dir, name), bytes);
  const { file, command } = COMMANDS[snippet.language];
  writeFileSync(join(dir, file), snippet.content);
  return new Promise((resolve) => {
    execFile(
      command,
      [file],
      {
        cwd: dir,
        env: {
          PATH: process.env.PATH ?? "/usr/bin:/bin",
          HOME: dir,
          NO_PROXY: "*",
          // JavaScript SDKs that build their own URLs are rerouted when SNIPPET_TEST_ORIGIN is set.
          ...(snippet.language === "js" ? { NODE_OPTIONS: `--import=${REROUTE}` } : {}),
          ...env,
        },
        timeout: 30_000,
        encoding: "utf8",
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        const outputPath = outputFile === undefined ? undefined : join(dir, outputFile);
        const output = outputPath && existsSync(outputPath) ? readFileSync(outputPath) : undefined;
        rmSync(dir, { recursive: true, force: true });
        resolve({ code, stdout, stderr, ...(output ? { output } : {}) });
      },
    );
  });
}
