// The page benchmark's server process: the production web server (pages, API, static files) over
// one database on 127.0.0.1, as `modelhub serve` runs it; prints its URL as one JSON line.
// Usage: tsx scripts/bench-pages-server.ts DB [WORKERS]
// The server is imported once NODE_ENV is set, so this module has no static import.
export {};

const path = process.argv[2];
if (!path) throw new Error("usage: bench-pages-server.ts DB [WORKERS]");
const workers = Number(process.argv[3] ?? "1");
// React picks its build when first loaded: the production one, as `modelhub serve` does.
process.env.NODE_ENV ??= "production";
const { loadBuiltServer } = await import("../apps/web/server/built-server");
const { startServer } = await loadBuiltServer();
const server = await startServer({
  port: 0,
  host: "127.0.0.1",
  dbPath: path,
  workers,
  log: (line) => process.stderr.write(`server: ${line}\n`),
});
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.port}` })}\n`);
process.on("SIGTERM", () => {
  void server.close().then(() => process.exit(0));
});
