import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // The mirror tests write into both engines: a PostgreSQL server for them (see the testkit).
    globalSetup: ["../../packages/testkit/src/postgres/global-setup.ts"],
    testTimeout: 30_000,
    // The PostgreSQL tests create their databases on one server (see the testkit).
    globalSetup: ["../../packages/testkit/src/postgres/global-setup.ts"],
  },
});
