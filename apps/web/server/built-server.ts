import { existsSync, statSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { SERVER_BUNDLE } from "./paths";

/** The production server as `npm run build` made it, and when it did. */
export interface BuiltServer {
  startServer: typeof import("./index").startServer;
  /** When the bundle was written. */
  builtAt: Date;
}

/**
 * Loads the production server from its bundle (build/server/index.js), never from the sources: the
 * server, the app and the packages are then one copy of each module. Throws, naming the command,
 * when there is no build.
 */
export async function loadBuiltServer(): Promise<BuiltServer> {
  if (!existsSync(SERVER_BUNDLE)) {
    throw new Error(`the web app is not built (no ${SERVER_BUNDLE}): run npm run build`);
  }
  const bundle = (await import(pathToFileURL(SERVER_BUNDLE).href)) as typeof import("./index");
  return { startServer: bundle.startServer, builtAt: statSync(SERVER_BUNDLE).mtime };
}
