import { defineConfig } from "vitest/config";

// Each workspace has its own vitest.config.ts; the root runs them all as projects, and the web
// app's API tests once more on PostgreSQL.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "apps/web/vitest.postgres.config.ts"],
  },
});
