import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The apps/web folder (this file is apps/web/server/paths.ts). */
export const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Where `react-router build` writes. */
export const BUILD_DIR = join(WEB_DIR, "build");

/** The server bundle the production server imports. */
export const SERVER_ENTRY = join(BUILD_DIR, "server", "index.js");

/** Static files for the browser: hashed assets under assets/, plus public/ files. */
export const CLIENT_DIR = join(BUILD_DIR, "client");
