import { defineProject } from "vitest/config";

// Component and server-module tests run in happy-dom; browser tests (test/e2e) build the app and
// drive Debian's Chromium, so they get their own longer timeouts.
export default defineProject({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "test/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    setupFiles: ["test/setup-dom.ts"],
    testTimeout: 30_000,
  },
});
