// The entry of the store's worker threads (model-rows-in-worker.ts, model-tag-rows-in-worker.ts).
// Plain JavaScript: a worker thread does not inherit the TypeScript loader. This bundles the
// TypeScript module `workerData.module` and what it imports into one script with esbuild,
// compiles it, and calls its export `workerData.run` (docs/decisions/050). Loaded module by module through
// tsx's require hook instead (decision 045), every call from one module into another went through
// two getters that esbuild's CommonJS output puts on exports, which also kept V8 from inlining
// those calls: the parsing worker used about a tenth more CPU. A failure to start is reported
// like any other failure, on `workerData.port`, with control[POSTED] bumped (worker-messages.ts),
// so the importer never waits for a worker that is gone.
import Module, { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { workerData } from "node:worker_threads";

try {
  const module = loadBundled(fileURLToPath(workerData.module));
  await module[workerData.run](workerData);
} catch (error) {
  workerData.port.postMessage({ type: "failed", message: String(error?.stack ?? error) });
  const control = new Int32Array(workerData.control);
  Atomics.add(control, 0, 1);
  Atomics.notify(control, 0);
}

/** The exports of the TypeScript module at `file`, bundled with its imports and run. */
function loadBundled(file) {
  const { buildSync } = createRequire(import.meta.url)("esbuild");
  const { outputFiles } = buildSync({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: "cjs",
    platform: "node",
    target: `node${process.versions.node}`,
    // A native module cannot be bundled: it is loaded as it is, from beside `file`.
    external: ["better-sqlite3"],
    sourcemap: "inline",
    logLevel: "silent",
  });
  const code = outputFiles?.[0]?.text;
  if (code === undefined) throw new Error(`esbuild gave no output for ${file}`);
  // Stack traces point at the TypeScript sources, through the bundle's inline source map, which
  // Node reads when it compiles a CommonJS module (tsx's require hook compiles the same way).
  process.setSourceMapsEnabled(true);
  const module = new Module(file);
  module.filename = file;
  module.paths = Module._nodeModulePaths(dirname(file));
  module._compile(code, file);
  return module.exports;
}
