import { defineConfig } from "vitest/config";

// Each workspace has its own vitest.config.ts; the root runs them all as projects.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*"],
  },
});
