// The production server of the web app, and the entry of its server build (vite.config.ts): `npm
// run build` bundles it with the app into build/server/index.js, which `modelhub serve`, `npm
// start` and the tests that start a server import. A worker process of `modelhub serve --workers
// N` runs that bundle too, and serves from here.
import { startServer } from "./start-server";
import { serveAsWorker, workerOptions } from "./start-workers";

export { type RunningServer, type ServerOptions, startServer } from "./start-server";

const asWorker = workerOptions();
if (asWorker) await serveAsWorker(startServer, asWorker);
