import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // The mirror and import tests write into both engines: a PostgreSQL server for them (see the
    // testkit), each test file in a database of its own.
    globalSetup: ["../../packages/testkit/src/postgres/global-setup.ts"],
    testTimeout: 30_000,
  },
});
