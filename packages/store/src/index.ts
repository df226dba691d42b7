// Public API of @modelhub/store: the store on SQLite or PostgreSQL, its repositories and importers.

// Listings: paging, sorting, facets
export { InvalidCursorError } from "./cursor";
// Opening a store
export { type DataVersionDate, dataVersionDate } from "./data-version";
export { type Database, DatabaseBusyError, openDatabase, type SqlParams, type SqlValue } from "./database";
// Datasets
export {
  type DatasetRecord,
  datasetTaskCategories,
  InvalidDatasetRecordError,
  normalizeDatasetRecord,
  TASK_CATEGORY_TAG_PREFIX,
} from "./datasets/dataset-record";
export type {
  DatasetEntry,
  DatasetFacet,
  DatasetQuery,
  DatasetRepository,
  DatasetSidebarSection,
  DatasetSummary,
} from "./datasets/dataset-repository";
export {
  DATASET_FILTER_PREFIXES,
  type DatasetFilterPrefix,
  type DatasetTagFilters,
} from "./datasets/dataset-tag-filters";
export { type FacetCount, facetCountMap } from "./facet-tally";
// Importers
export { ImportError } from "./import/import-error";
export {
  guessImportKind,
  type ImportFormat,
  type ImportKind,
  type ImportOptions,
  type ImportProgress,
  type ImportSummary,
  importPath,
} from "./import/import-path";
export { parseFrontMatter, readModelFolder } from "./import/read-model-folder";
export { readTextFile, withoutByteOrderMark } from "./import/text-file";
export { JsonSource } from "./json-source";
export { type CountsWithin, SIDEBAR_ROW_BOUND } from "./listing/counts-within";
export { type ListingTotal, TOTAL_COUNT_CAP } from "./listing/listing";
export type { ModelSectionCounts, ModelSidebarSection } from "./listing/model-sidebar-counts";
export type { TagFilter } from "./listing/tag-filters";
export {
  type ListingSort,
  MODEL_SORT_KEYS,
  RELEVANCE_SORT,
  SORT_KEYS,
  type SortDirection,
  type SortKey,
} from "./listing-order";
export type { MetaRepository } from "./meta-repository";
// Models
export { isKnownLocalApp, localAppListingTag } from "./models/local-apps";
export {
  ANY_INFERENCE_PROVIDER_TAG,
  GGUF_RUNNERS_TAG,
  INFERENCE_PROVIDER_TAG_PREFIX,
  LOCAL_APP_TAG_PREFIX,
  PROVIDER_ID,
} from "./models/model-derived-tags";
export {
  derivedFromTag,
  type ModelQuery,
  type ParameterRange,
} from "./models/model-query";
export type {
  CountedModelFacet,
  ModelEntry,
  ModelFacet,
  ModelRepository,
  StoredModel,
} from "./models/model-repository";
export type { ModelSummary } from "./models/model-summary";
export type { WriteSummary } from "./models/model-writes";
export { DEFAULT_PAGE_SIZE, InvalidQueryError, MAX_PAGE_SIZE, type Page, type PageQuery } from "./page";
// PostgreSQL
export { isPostgresUrl } from "./postgres/connect-postgres";
export { DatabaseConnectionError } from "./postgres/database-connection-error";
export { openPostgresStore, type PostgresStore } from "./postgres/postgres-store";
// The bundled sample catalogue
export {
  ensureSampleLoaded,
  findSampleDir,
  SAMPLE_META_KEY,
  type SampleLoadResult,
  type SampleManifest,
} from "./sample/ensure-sample-loaded";
export { taskDetailSpaces } from "./sample/task-detail-spaces";
export { MIGRATIONS, migrate, schemaVersion } from "./schema/sqlite/index";
export type { Migration } from "./schema/sqlite/migration";
export { StoreSchemaError } from "./schema/store-schema-error";
export { SPACE_SORT_KEYS, type SpaceQuery, type SpaceSortKey } from "./spaces/space-listing";
// Spaces
export {
  InvalidSpaceRecordError,
  normalizeSpaceRecord,
  SPACE_COLORS,
  SPACE_SDKS,
  type SpaceColor,
  type SpaceRecord,
  type SpaceSdk,
} from "./spaces/space-record";
export type { SpaceRepository } from "./spaces/space-repository";
export { createStore, isSqliteStore, openSqliteStore, type SqliteStore } from "./sqlite-store";
export {
  type MigrationNotice,
  migrationMessage,
  type OpenStoreOptions,
  openStore,
  type Store,
  type StoreEngine,
} from "./store";
export { describeStoreLocation, resolveStoreLocation } from "./store-location";
