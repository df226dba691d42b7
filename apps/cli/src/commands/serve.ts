import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { type Command, type CommandIo, UsageError } from "../command";

const HELP = `Usage: modelhub serve [--port N] [--host HOST] [--db PATH|URL] [--workers N]

Serves the hub: model, dataset and task pages and the JSON API, from the web app's build
(apps/web/build, made by npm install and by npm run build: run it again after changing the app
or the packages, or use npm run dev). The database is created and filled with the bundled sample
catalogue on first start.

Options:
  --port N      TCP port (default: $PORT or 3000; 0 picks a free port)
  --host HOST   interface to listen on (default: all interfaces)
  --db PATH|URL SQLite database file, or a postgres:// URL (default: $MODELHUB_DB,
                else $DATABASE_URL, else var/modelhub.db)
  --workers N   server processes sharing the port, each reading the database (default: 1; the
                number of cores this machine has, ${availableParallelism()}, lets pages use them all)
`;

/** Options of `modelhub serve` after validation. */
export interface ServeOptions {
  port: number;
  host?: string;
  dbPath?: string;
  /** Server processes; absent for one. */
  workers?: number;
}

/** The most server processes `--workers` starts: far more than cores is a mistake, not a setting. */
const MAX_WORKERS = 64;

/** A TCP port from its text, or a UsageError naming where it came from (`source`). */
function parsePort(text: string, source: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(port) || port > 65535) {
    throw new UsageError(`${source} must be a whole number from 0 to 65535, got '${text}'`);
  }
  return port;
}

/**
 * Parses and checks the command line; throws UsageError on a bad value. The port defaults to the
 * `PORT` environment variable, which hosting platforms set, then 3000.
 */
export function parseServeArgs(args: string[], env: NodeJS.ProcessEnv = process.env): ServeOptions {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: "string" },
      host: { type: "string" },
      db: { type: "string" },
      workers: { type: "string" },
    },
    strict: true,
    allowPositionals: false,
  });
  const port =
    values.port !== undefined
      ? parsePort(values.port, "--port")
      : env.PORT !== undefined && env.PORT !== ""
        ? parsePort(env.PORT, "PORT")
        : 3000;
  if (values.db !== undefined && values.db.trim() === "") throw new UsageError("--db needs a file path");
  const workers = values.workers === undefined ? 1 : Number(values.workers);
  if (!/^\d+$/.test(values.workers ?? "1") || workers < 1 || workers > MAX_WORKERS) {
    throw new UsageError(
      `--workers must be a whole number from 1 to ${MAX_WORKERS}, got '${values.workers}'`,
    );
  }
  return {
    port,
    ...(values.host ? { host: values.host } : {}),
    // As given: the server resolves a file path against the working directory (a postgres:// URL
    // stays one), and this command imports nothing of the packages' sources (decision 091).
    ...(values.db ? { dbPath: values.db } : {}),
    ...(workers > 1 ? { workers } : {}),
  };
}

/** Starts the built server and reports where it listens, and which build it serves. */
export async function startServe(args: string[], io: CommandIo) {
  const options = parseServeArgs(args);
  // React chooses its build when first loaded, by NODE_ENV: unless told otherwise, a server runs
  // the production one, which renders pages in about half the time of the development one.
  process.env.NODE_ENV ??= "production";
  // Loaded on demand: other commands should not pay for the web server's imports.
  const { loadBuiltServer } = await import("@modelhub/web/built-server");
  const { startServer, builtAt } = await loadBuiltServer();
  io.stderr.write(`Serving the web app built ${builtAt.toISOString()} (npm run build rebuilds it)\n`);
  const server = await startServer({ ...options, log: (line) => io.stderr.write(`${line}\n`) });
  const processes = options.workers ? ` with ${options.workers} worker processes` : "";
  io.stdout.write(`Modelhub is running at ${server.url}${processes} (press Ctrl+C to stop)\n`);
  return server;
}

export const serveCommand: Command = {
  summary: "Serve the hub's web site and JSON API",
  help: HELP,
  async run(args, io) {
    const server = await startServe(args, io);
    await new Promise<void>((done) => {
      const stop = () => {
        process.off("SIGINT", stop);
        process.off("SIGTERM", stop);
        server.close().then(done, done);
      };
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
    });
    return 0;
  },
};
