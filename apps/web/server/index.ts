// The production server of the web app, used by `modelhub serve` and the browser tests.
export { ensureBuild } from "./ensure-build";
export { BUILD_DIR, clientDir, serverEntry, WEB_DIR } from "./paths";
export { type RunningServer, type ServerOptions, startServer } from "./start-server";
