import cluster, { type Worker } from "node:cluster";
import { fileURLToPath } from "node:url";
import { DatabaseBusyError } from "@modelhub/store";
import { getStore } from "../app/api/store.server";
import type { RunningServer, ServerOptions } from "./start-server";

/** The environment variable that hands a worker its options (JSON). */
export const WORKER_OPTIONS_VARIABLE = "MODELHUB_SERVE_WORKER";

/** What a worker process is started with: the server's options that outlive a process boundary. */
export type WorkerOptions = Pick<ServerOptions, "port" | "host" | "dbPath">;

/**
 * Serves with `options.workers` processes sharing one port (node:cluster, decision 087): this
 * process opens the store first (its migrations and the first
 * start's sample load happen once), then starts the workers, each a whole server reading the same
 * database file, and starts another whenever one dies. Resolves once every worker listens.
 */
export async function startWorkers(options: ServerOptions & { workers: number }): Promise<RunningServer> {
  const log = options.log ?? (() => {});
  if (options.dbPath) process.env.MODELHUB_DB = options.dbPath;
  try {
    await getStore(log);
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    log(`${error.message}; answering 503 until then`);
  }
  const workerOptions: WorkerOptions = {
    port: options.port,
    ...(options.host ? { host: options.host } : {}),
    ...(options.dbPath ? { dbPath: options.dbPath } : {}),
  };
  // Each worker runs the server bundle this module is part of (index.ts serves as a worker when
  // started so); this process's own flags (a test runner's, tsx's) are not the workers' business.
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), args: [], execArgv: [] });
  const listening = new Set<Worker>();
  let closing = false;

  const startOne = () =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork({ [WORKER_OPTIONS_VARIABLE]: JSON.stringify(workerOptions) });
      worker.once("listening", (address) => {
        // A port picked for the first worker (port 0) is the one every later worker takes, even
        // after all have died (the port is then free again, not held for them).
        workerOptions.port = address.port;
        listening.add(worker);
        resolve();
      });
      worker.once("exit", (code, signal) => {
        const served = listening.delete(worker);
        if (closing) return;
        const how = signal ? `by ${signal}` : `with code ${code}`;
        if (!served) {
          reject(new Error(`a server worker process exited ${how} before it listened`));
          return;
        }
        // Another takes its place; one that cannot start is logged, not retried in a loop.
        log(`server worker ${worker.process.pid} exited ${how}; starting another`);
        startOne().catch((error: unknown) => log(error instanceof Error ? error.message : String(error)));
      });
    });

  const stop = async () => {
    closing = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    );
  };
  try {
    await Promise.all(Array.from({ length: options.workers }, startOne));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://localhost:${workerOptions.port}`,
    port: workerOptions.port,
    workerPids: () => [...listening].map((worker) => worker.process.pid ?? 0),
    close: stop,
  };
}

/**
 * Serves as one worker process of a server with several, on the port its primary shares with the
 * others, with the options the primary passed it, until told to stop.
 */
export async function serveAsWorker(
  startServer: (options: ServerOptions) => Promise<RunningServer>,
  options: WorkerOptions,
): Promise<void> {
  const server = await startServer({ ...options, log: (line) => process.stderr.write(`${line}\n`) });
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

/** The options a worker process was started with, or undefined in any other process. */
export function workerOptions(): WorkerOptions | undefined {
  const text = process.env[WORKER_OPTIONS_VARIABLE];
  return cluster.isWorker && text ? (JSON.parse(text) as WorkerOptions) : undefined;
}
