import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium (docs/testing.md); CHROME_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Flags that keep headless Chromium quiet and offline. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Starts headless Chromium through playwright-core. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** test-artifacts/ at the repository root (gitignored): screenshots of each page kind. */
export const ARTIFACTS_DIR = join(import.meta.dirname, "..", "..", "..", "..", "test-artifacts");

/** Path for a screenshot, creating the folder. */
export function artifactPath(name: string): string {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return join(ARTIFACTS_DIR, name);
}
