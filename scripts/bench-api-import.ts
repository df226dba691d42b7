// The API benchmark's import process: imports one dump into one database, as `modelhub import`
// does (bench-api.ts starts it with the same Node flags), and prints what it took as one JSON
// line. It runs apart so that the import's garbage does not pause the benchmark's HTTP client
// afterwards. Usage: node --max-semi-space-size=64 --import tsx scripts/bench-api-import.ts DB DUMP
// (not through tsx's CLI, which runs the script in a child without those flags).
import { importPath, openStore } from "@modelhub/store";
import { ensureWorkerScript } from "@modelhub/store/worker-script";

const [db, dump] = process.argv.slice(2);
if (!db || !dump) throw new Error("usage: bench-api-import.ts DB DUMP");
// Before the clock starts, as `modelhub import` does.
ensureWorkerScript((line) => process.stderr.write(`${line}\n`));
const store = await openStore(db);
const started = performance.now();
const cpu = process.cpuUsage();
const summary = await importPath(store, dump);
const wallMs = performance.now() - started;
const used = process.cpuUsage(cpu);
await store.close();
// User and system time apart: on these VMs the system time is what moves between runs (memory
// the kernel hands out for the first time, see docs/performance.md).
process.stdout.write(
  `${JSON.stringify({ records: summary.records, wallMs, userMs: used.user / 1000, systemMs: used.system / 1000 })}\n`,
);
