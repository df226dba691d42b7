import { defineProject } from "vitest/config";

// The API contract tests once more, with their stores on PostgreSQL (see openTestStore): the API
// must answer alike on both engines. Only these files, so the rest of the suite runs once.
export default defineProject({
  test: {
    name: "@modelhub/web on postgres",
    include: [
      "app/api/dataset-filters-api.test.ts",
      "app/api/handle-api-request.test.ts",
      "app/api/hub-client.test.ts",
      "app/api/model-filters-api.test.ts",
      "app/api/relevance-api.test.ts",
      "app/api/sha-spaces.test.ts",
      "app/api/snippets-route.test.ts",
      "app/api/space-info.test.ts",
      "app/api/space-list.test.ts",
    ],
    environment: "happy-dom",
    setupFiles: ["test/setup-dom.ts"],
    env: { MODELHUB_TEST_STORE_ENGINE: "postgres" },
    globalSetup: ["../../packages/testkit/src/postgres/global-setup.ts"],
    testTimeout: 30_000,
  },
});
