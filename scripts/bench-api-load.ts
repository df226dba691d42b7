// The HTTP benchmarks' load generator: autocannon against one URL (or a mix of URLs on one
// server, given as a JSON array, which each connection requests in turn), in a process that does
// nothing else, printing its figures as one JSON line. Run from the benchmark's own process (which holds
// the store open and times queries in-process), the client's own pauses would show up as server
// latency.
// Usage: tsx scripts/bench-api-load.ts URL|URLS-JSON CONNECTIONS SECONDS [HEADERS-JSON]
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
  requests?: { path: string }[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const [target, connections, duration, headers] = process.argv.slice(2);
if (!target || !connections || !duration)
  throw new Error("usage: bench-api-load.ts URL|URLS-JSON CONNECTIONS SECONDS [HEADERS-JSON]");
const urls = target.startsWith("[") ? (JSON.parse(target) as string[]).map((url) => new URL(url)) : [];
const result = await autocannon({
  url: urls[0]?.origin ?? target,
  ...(urls.length ? { requests: urls.map(({ pathname, search }) => ({ path: pathname + search })) } : {}),
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
