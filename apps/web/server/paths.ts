import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// For code run from the sources (the CLI, tests, scripts); the server bundle knows its own place.

/** The apps/web folder (this file is apps/web/server/paths.ts). */
export const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Where `npm run build` writes the web app. */
export const BUILD_DIR = join(WEB_DIR, "build");

/** The server bundle: the production server (server/index.ts) with the app and the packages. */
export const SERVER_BUNDLE = join(BUILD_DIR, "server", "index.js");

/** The browser files: hashed assets under assets/, plus public/ files. */
export const CLIENT_DIR = join(BUILD_DIR, "client");
