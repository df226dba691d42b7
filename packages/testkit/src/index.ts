export * from "./check-syntax";
export * from "./golden";
// PostgreSQL for tests: a database per test file on the server CI started, or on a throwaway one.
export {
  createPostgresDatabase,
  createTestPostgresDatabase,
  TEST_POSTGRES_URL_VARIABLE,
  type TestPostgresDatabase,
  testPostgresServerUrl,
} from "./postgres/test-database";
export { startThrowawayCluster, type ThrowawayCluster } from "./postgres/throwaway-cluster";
// Synthetic catalogues for scale tests and benchmarks, drawn from the sample's names and tags.
export { seededRandom } from "./synthetic/random";
export { sampleDatasetTemplates, sampleModelTemplates } from "./synthetic/sample-templates";
export { type DatasetTemplate, syntheticDatasets } from "./synthetic/synthetic-datasets";
export { type ModelTemplate, syntheticModels } from "./synthetic/synthetic-models";
export { SYNTHETIC_PROVIDERS, type SyntheticProviderEntry } from "./synthetic/synthetic-provider-mapping";
