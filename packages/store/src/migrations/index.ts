// Every migration in order. To add one: write `NNN-slug.ts` exporting a Migration with the next
// version, add it at the end of this list, and add its test in test/model-migrations.test.ts or
// test/dataset-migrations.test.ts.
import type { Database } from "../database";
import { initialSchema } from "./001-initial-schema";
import { searchKeyedByDownloads } from "./002-search-keyed-by-downloads";
import { modelRecordsApart } from "./003-model-records-apart";
import { taskLibraryPairCounts } from "./004-task-library-pair-counts";
import { tiesByDownloads } from "./005-ties-by-downloads";
import { filesFromRecords } from "./006-files-from-records";
import { tagIdsInModelRows } from "./007-tag-ids-in-model-rows";
import { commonTagsWithoutRows } from "./008-common-tags-without-rows";
import { exactSearchKeys } from "./009-exact-search-keys";
import { oneCharacterPrefixIndex } from "./010-one-character-prefix-index";
import { datasetOneCharacterPrefixIndex } from "./011-dataset-one-character-prefix-index";
import { datasetSearchKeyedByDownloads } from "./012-dataset-search-keyed-by-downloads";
import { everyTagHasRows } from "./013-every-tag-has-rows";
import { listingIndexes } from "./014-listing-indexes";
import { storedDataVersion } from "./015-stored-data-version";
import { libraryTags } from "./016-library-tags";
import { namesByTrigrams } from "./017-names-by-trigrams";
import { localAppTags } from "./018-local-app-tags";
import { spaceListingColumns } from "./019-space-listing-columns";
import { parameterCounts } from "./020-parameter-counts";
import { nameIndex } from "./021-name-index";
import type { Migration } from "./migration";

export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  searchKeyedByDownloads,
  modelRecordsApart,
  taskLibraryPairCounts,
  tiesByDownloads,
  filesFromRecords,
  tagIdsInModelRows,
  commonTagsWithoutRows,
  exactSearchKeys,
  oneCharacterPrefixIndex,
  datasetOneCharacterPrefixIndex,
  datasetSearchKeyedByDownloads,
  everyTagHasRows,
  listingIndexes,
  storedDataVersion,
  libraryTags,
  namesByTrigrams,
  localAppTags,
  spaceListingColumns,
  parameterCounts,
  nameIndex,
];

/** The schema version of a database (SQLite's `user_version`; 0 for a new file). */
export function schemaVersion(db: Database): number {
  return db.get<{ user_version: number }>("PRAGMA user_version")?.user_version ?? 0;
}

/**
 * Applies the migrations the database has not seen yet, each in its own transaction with its
 * version bump, calling `onStart` before each (some rewrite a large store for a while).
 * Returns the versions applied. Refuses a database newer than this code.
 */
export function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
  onStart?: (migration: Migration) => void,
): number[] {
  const current = schemaVersion(db);
  const latest = migrations.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(`database schema version ${current} is newer than this program's (${latest})`);
  }
  const applied: number[] = [];
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `migration "${migration.name}" has version ${migration.version}, expected ${index + 1}`,
      );
    }
    if (migration.version <= current) return;
    onStart?.(migration);
    db.transaction(() => {
      migration.up(db);
      db.exec(`PRAGMA user_version = ${migration.version}`);
    });
    applied.push(migration.version);
  });
  return applied;
}
