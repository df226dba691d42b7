import cluster, { type Worker } from "node:cluster";
import { join } from "node:path";
import { DatabaseBusyError } from "@modelhub/store";
import { getStore } from "../app/api/store.server";
import { ensureBuild } from "./ensure-build";
import { BUILD_DIR, WEB_DIR } from "./paths";
import type { RunningServer, ServerOptions } from "./start-server";

/** The environment variable that hands a worker its options (JSON). */
export const WORKER_OPTIONS_VARIABLE = "MODELHUB_SERVE_WORKER";

/** What a worker process is started with: the server's options that outlive a process boundary. */
export type WorkerOptions = Pick<ServerOptions, "port" | "host" | "dbPath" | "buildDir">;

/**
 * Serves with `options.workers` processes sharing one port (node:cluster, decision 087): this
 * process builds the app when needed and opens the store first (its migrations and the first
 * start's sample load happen once), then starts the workers, each a whole server reading the same
 * database file, and starts another whenever one dies. Resolves once every worker listens.
 */
export async function startWorkers(options: ServerOptions & { workers: number }): Promise<RunningServer> {
  const log = options.log ?? (() => {});
  if (options.dbPath) process.env.MODELHUB_DB = options.dbPath;
  const buildDir = options.buildDir ?? BUILD_DIR;
  ensureBuild(log, { buildDir, force: options.rebuild === true });
  try {
    await getStore(log);
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    log(`${error.message}; answering 503 until then`);
  }
  const workerOptions: WorkerOptions = {
    port: options.port,
    buildDir,
    ...(options.host ? { host: options.host } : {}),
    ...(options.dbPath ? { dbPath: options.dbPath } : {}),
  };
  // The worker script registers tsx itself: this process's own flags (a test runner's, tsx's)
  // are not the workers' business.
  cluster.setupPrimary({ exec: join(WEB_DIR, "server", "worker-process.mjs"), args: [], execArgv: [] });
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
