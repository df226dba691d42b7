import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { WEB_DIR } from "./paths";

const ROOT = join(WEB_DIR, "..", "..");

/** What the production build is made from: the app, the workspace packages it bundles, the lockfile. */
const SOURCES = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "packages/catalog/src",
  "packages/catalog/assets",
  "packages/snippets/src",
  "packages/store/src",
  "package-lock.json",
];

function* filesUnder(path: string): Generator<string> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR") {
      yield path;
      return;
    }
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name === "node_modules") continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) yield* filesUnder(child);
    else if (entry.isFile()) yield child;
  }
}

/**
 * A hash of the contents of every file the build is made from (a few MB, tens of milliseconds):
 * a build stamped with another fingerprint is stale. Contents, not dates, so a fresh checkout of
 * the same commit does not rebuild.
 */
export function sourceFingerprint(): string {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    for (const file of filesUnder(join(ROOT, source))) {
      hash.update(relative(ROOT, file));
      hash.update("\0");
      hash.update(readFileSync(file));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}
