// One worker process of a server with several (see start-workers.ts): serves on the port its
// primary shares with the others, with the options the primary passed it, until told to stop.
import { startServer } from "./start-server";
import { WORKER_OPTIONS_VARIABLE, type WorkerOptions } from "./start-workers";

const options = JSON.parse(process.env[WORKER_OPTIONS_VARIABLE] ?? "null") as WorkerOptions | null;
if (!options) throw new Error(`${WORKER_OPTIONS_VARIABLE} is not set: this script is started by startServer`);
const server = await startServer({ ...options, log: (line) => process.stderr.write(`${line}\n`) });
const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
