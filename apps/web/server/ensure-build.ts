import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { BUILD_DIR, serverEntry, WEB_DIR } from "./paths";

/**
 * Builds the site with `react-router build` when no production build exists (a fresh clone), so
 * `npm start` works right after `npm install`; `force` rebuilds anyway, `buildDir` builds elsewhere.
 * Progress goes to `log`; throws when the build fails.
 */
export function ensureBuild(
  log: (line: string) => void,
  options: { force?: boolean; buildDir?: string } = {},
): void {
  const buildDir = options.buildDir ?? BUILD_DIR;
  if (!options.force && existsSync(serverEntry(buildDir))) return;
  log("Building the web app (first start only, a few seconds)...");
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
  log("Build finished.");
}
