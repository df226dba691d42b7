#!/usr/bin/env node
// Runs the CLI's TypeScript sources through tsx (docs/decisions/002); `modelhub serve` then loads
// the web app's build, the whole server in one bundle (docs/decisions/091-one-build-one-server.md).

// A reader that stops early (`modelhub libraries --json | head`) closes the pipe: that ends the
// output, and is no error of ours.
process.stdout.on("error", (error) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});

const { register } = await import("tsx/esm/api");
register();
const { main } = await import("../src/main.ts");
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
