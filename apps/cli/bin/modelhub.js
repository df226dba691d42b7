#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx (see docs/decisions/002-typescript-without-a-build-step.md).
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/main.ts");
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
