#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx (see docs/decisions/002-typescript-without-a-build-step.md).
import { spawn } from "node:child_process";
import { hasImportNodeFlags, IMPORT_NODE_FLAGS } from "./import-node-flags.js";

// A reader that stops early (`modelhub libraries --json | head`) closes the pipe: that ends the
// output, and is no error of ours.
process.stdout.on("error", (error) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});

if (process.argv[2] === "import" && !hasImportNodeFlags(process.execArgv, process.env.NODE_OPTIONS)) {
  relaunchWith(IMPORT_NODE_FLAGS);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  const { main } = await import("../src/main.ts");
  process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
}

/**
 * Runs this command again in a child process with more Node flags (V8 takes some only at start),
 * passing on the signals this process gets and ending as the child ends.
 */
function relaunchWith(flags) {
  const child = spawn(process.execPath, [...process.execArgv, ...flags, ...process.argv.slice(1)], {
    stdio: "inherit",
  });
  const signals = ["SIGINT", "SIGTERM", "SIGHUP"];
  for (const signal of signals) process.on(signal, () => child.kill(signal));
  child.on("error", (error) => {
    process.stderr.write(`modelhub: could not start node: ${error.message}\n`);
    process.exitCode = 1;
  });
  child.on("exit", (code, signal) => {
    if (signal) {
      // End the way the child ended (a shell then reports the same signal).
      for (const name of signals) process.removeAllListeners(name);
      process.kill(process.pid, signal);
    } else {
      process.exitCode = code ?? 1;
    }
  });
}
