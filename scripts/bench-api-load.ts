// The HTTP benchmarks' load generator: autocannon against one URL, in a process that does nothing
// else, printing its figures as one JSON line. Run from the benchmark's own process (which holds
// the store open and times queries in-process), the client's own pauses would show up as server
// latency.
// Usage: tsx scripts/bench-api-load.ts URL CONNECTIONS SECONDS [HEADERS-JSON]
import { createRequire } from "node:module";

interface AutocannonResult {
  latency: { p50: number; p99: number; max: number };
  requests: { average: number };
  errors: number;
  timeouts: number;
  "1xx": number;
  "2xx": number;
  "3xx": number;
  "4xx": number;
  "5xx": number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const [url, connections, duration, headers] = process.argv.slice(2);
if (!url || !connections || !duration)
  throw new Error("usage: bench-api-load.ts URL CONNECTIONS SECONDS [HEADERS-JSON]");
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(duration),
  headers: headers ? (JSON.parse(headers) as Record<string, string>) : {},
});
const statuses = Object.fromEntries(
  (["1xx", "2xx", "3xx", "4xx", "5xx"] as const).map((kind) => [kind, result[kind]]).filter(([, n]) => n),
);
process.stdout.write(
  `${JSON.stringify({
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requestsPerSecond: result.requests.average,
    statuses,
    failed: result["4xx"] + result["5xx"] + result.errors + result.timeouts,
  })}\n`,
);
