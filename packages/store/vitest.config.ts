import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Imports start worker threads from a script built from the sources (src/worker-script.ts);
    // the engine tests create their databases on a PostgreSQL server (see the testkit).
    globalSetup: ["test/global-setup.ts", "../testkit/src/postgres/global-setup.ts"],
    // Several tests import tens of thousands of lines, some four times over (in this thread and
    // on a worker, plain and gzip): 4-5 s on a slow day of a two-core machine, beside the other
    // files. Vitest's 5 s default then fails them for time, not for what they check.
    testTimeout: 30_000,
  },
});
