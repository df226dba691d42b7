import { SORT_COLUMNS, SORT_INDEX_SUFFIXES, SORT_KEYS } from "../listing-order";
import type { Migration } from "./migration";

/** The model columns a listing filters by equality, with the suffix of their indexes' names. */
const FILTERED_COLUMNS = { pipeline_tag: "task", library_name: "library", author: "author" } as const;

/**
 * The SQL of an index for every (filtered column, sort) pair: a listing by task, library or
 * author, in any order, is then a range of one index, read in page order (decision 076). The
 * downloads ones exist since the first schema.
 */
function listingIndexesSql(): string {
  const statements: string[] = [];
  for (const [column, name] of Object.entries(FILTERED_COLUMNS)) {
    for (const sort of SORT_KEYS) {
      if (sort === "downloads") continue;
      const columns = [column, ...SORT_COLUMNS[sort]].join(", ");
      statements.push(
        `CREATE INDEX IF NOT EXISTS models_by_${name}_${SORT_INDEX_SUFFIXES[sort]} ON models (${columns});`,
      );
    }
  }
  return statements.join("\n");
}

export const listingIndexes: Migration = {
  version: 14,
  name: "an index for each filtered column and sort",
  up(db) {
    db.exec(listingIndexesSql());
  },
};
