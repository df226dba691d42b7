import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { SERVER_ENTRY, WEB_DIR } from "./paths";

/**
 * Builds the site with `react-router build` when no production build exists (a fresh clone), so
 * `npm start` works right after `npm install`. Progress goes to `log`; throws when the build fails.
 */
export function ensureBuild(log: (line: string) => void, options: { force?: boolean } = {}): void {
  if (!options.force && existsSync(SERVER_ENTRY)) return;
  log("Building the web app (first start only, a few seconds)...");
  const devRoutes = createRequire(import.meta.url).resolve("@react-router/dev/routes");
  const cli = join(dirname(devRoutes), "..", "bin.js");
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: WEB_DIR,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0 || !existsSync(SERVER_ENTRY)) {
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n").slice(-20).join("\n");
    throw new Error(`building the web app failed${output ? `:\n${output}` : ""}`);
  }
  log("Build finished.");
}
