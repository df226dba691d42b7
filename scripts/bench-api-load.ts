// The API benchmark's load generator: autocannon against one URL, in a process that does nothing
// else, printing its figures as one JSON line. Run from the benchmark's own process (which holds
// the store open and times queries in-process), the client's own pauses showed up as server
// latency: p99 11-12 ms there against 6-8 ms from here, for the same server and queries.
// Usage: tsx scripts/bench-api-load.ts URL CONNECTIONS SECONDS
import { createRequire } from "node:module";

interface AutocannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const [url, connections, duration] = process.argv.slice(2);
if (!url || !connections || !duration) throw new Error("usage: bench-api-load.ts URL CONNECTIONS SECONDS");
const result = await autocannon({ url, connections: Number(connections), duration: Number(duration) });
process.stdout.write(
  `${JSON.stringify({
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    failed: result.non2xx + result.errors,
  })}\n`,
);
