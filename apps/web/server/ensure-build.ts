import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { BUILD_DIR, serverEntry, WEB_DIR } from "./paths";
import { sourceFingerprint } from "./source-fingerprint";

/** The file in a build folder holding the fingerprint of the sources it was built from. */
const STAMP = ".source-fingerprint";

/** Whether `buildDir` holds a build made from sources with this fingerprint. */
export function buildIsCurrent(buildDir: string, fingerprint: string): boolean {
  if (!existsSync(serverEntry(buildDir))) return false;
  try {
    return readFileSync(join(buildDir, STAMP), "utf8").trim() === fingerprint;
  } catch {
    return false;
  }
}

/**
 * Builds the site with `react-router build` when no production build exists (a fresh clone), so
 * `npm start` works right after `npm install`, or when the sources changed since the build (after
 * a pull, a stale bundle would run old store code against a database migrated by the new CLI);
 * `force` rebuilds anyway, `buildDir` builds elsewhere. Progress goes to `log`; throws when the
 * build fails.
 */
export function ensureBuild(
  log: (line: string) => void,
  options: { force?: boolean; buildDir?: string } = {},
): void {
  const buildDir = options.buildDir ?? BUILD_DIR;
  const fingerprint = sourceFingerprint();
  if (!options.force && buildIsCurrent(buildDir, fingerprint)) return;
  const built = existsSync(serverEntry(buildDir));
  log(
    built && !options.force
      ? "The sources changed since the last build: rebuilding the web app (a few seconds)..."
      : "Building the web app (a few seconds)...",
  );
  const devRoutes = createRequire(import.meta.url).resolve("@react-router/dev/routes");
  const cli = join(dirname(devRoutes), "..", "bin.js");
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: WEB_DIR,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", MODELHUB_BUILD_DIR: buildDir },
  });
  if (result.status !== 0 || !existsSync(serverEntry(buildDir))) {
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n").slice(-20).join("\n");
    throw new Error(`building the web app failed${output ? `:\n${output}` : ""}`);
  }
  writeFileSync(join(buildDir, STAMP), `${fingerprint}\n`);
  log("Build finished.");
}
