import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The apps/web folder (this file is apps/web/server/paths.ts). */
export const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Where `react-router build` writes by default. */
export const BUILD_DIR = join(WEB_DIR, "build");

/** The server bundle inside a build folder. */
export function serverEntry(buildDir: string = BUILD_DIR): string {
  return join(buildDir, "server", "index.js");
}

/** The browser files inside a build folder: hashed assets under assets/, plus public/ files. */
export function clientDir(buildDir: string = BUILD_DIR): string {
  return join(buildDir, "client");
}
