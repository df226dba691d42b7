import { countUpTo } from "../count-up-to";
import { createIndexes } from "../create-indexes";
import type { Database, SqlValue } from "../database";
import type { FacetTally } from "../facet-tally";
import { GrowableTypedArray } from "../growable-typed-array";
import { PendingSearchRows, SEARCH_ROWS_PER_STATEMENT, type SearchWords } from "../pending-search-rows";
import { deferSearchMerges, nextModelRowid, optimizeSearchIndex } from "./model-batch-insert";
import type { ModelTagIds } from "./model-tag-ids";
import { countByTag, type StagedTagRows, writeStagedTagRows } from "./model-tag-rows";
import { TagRowsInWorker } from "./model-tag-rows-in-worker";

/**
 * Full-text rows staged before they are written, sorted, as the load goes: the importer writes
 * them while it would otherwise wait for the parsing worker, and the heap never holds more than
 * this many card texts (writing them all at the end would leave that waiting time unused). A
 * whole number of statements: a remainder goes in one row at a time (see MultiRowInsert).
 */
const SEARCH_ROWS_PER_WRITE = 12 * SEARCH_ROWS_PER_STATEMENT;
/**
 * Tag rows from which a bulk load's end writes them on a worker thread (TagRowsInWorker), about
 * 60,000 models: below that, starting the worker and copying its rows in costs more than it saves.
 */
const TAG_ROWS_IN_WORKER_FROM = 1_000_000;

/**
 * Bulk-load mode for very large imports, used inside the import's transaction: the secondary
 * indexes of `models` are dropped and rebuilt at the end (a sorted build instead of a million
 * random inserts each). New models' tag ids are kept in memory, then written in key order at the
 * end (sorted in JavaScript, not by SQLite's sorter), and counted then, per tag, instead of once per
 * model and tag. Their full-text rows are kept too, and written in key order a large slice at a
 * time (FTS5 starts a new segment whenever a row's key is lower than the previous one's); the
 * slices' segments overlap, so the end merges the index into one segment. Fewer stored tag rows
 * are written again with the new ones (decision 029); many rows into an empty table are written
 * by a worker thread while the indexes build (decision 030).
 * Readers on other connections keep seeing the committed schema and data; a rollback restores the
 * indexes with everything else.
 */
export class ModelBulkLoad {
  readonly #indexes: { name: string; sql: string }[];
  readonly #firstNewRowid: number;
  readonly #searchRowsPerWrite: number;
  readonly #tagRowsInWorkerFrom: number;
  readonly #restoreSearchMerges: () => void;
  #staged = nothingStaged();

  /**
   * The caller tracks ids in memory while the unique index on ids is gone (it is rebuilt, and so
   * checked, at the end). `searchRowsPerWrite`: how many full-text rows are staged before they
   * are written; `tagRowsInWorkerFrom`: from how many tag rows the end writes them on a worker
   * thread (tests use small numbers).
   */
  constructor(
    private readonly db: Database,
    private readonly tagIds: ModelTagIds,
    private readonly tally: FacetTally,
    options: { searchRowsPerWrite?: number; tagRowsInWorkerFrom?: number } = {},
  ) {
    this.#searchRowsPerWrite = options.searchRowsPerWrite ?? SEARCH_ROWS_PER_WRITE;
    this.#tagRowsInWorkerFrom = options.tagRowsInWorkerFrom ?? TAG_ROWS_IN_WORKER_FROM;
    this.#indexes = db.all<{ name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'models' AND sql IS NOT NULL",
    );
    for (const { name } of this.#indexes) db.exec(`DROP INDEX "${name}"`);
    this.#firstNewRowid = nextModelRowid(db);
    this.#restoreSearchMerges = deferSearchMerges(db);
  }

  /**
   * Keeps the tag rows of a model inserted by this load, its tag ids `tagIds[0 .. count]`, until
   * `writeStaged` (which counts them).
   */
  stageTags(tagIds: readonly number[], count: number, downloads: number, rowid: number): void {
    const staged = this.#staged;
    for (let i = 0; i < count; i++) staged.tagIds.push(tagIds[i] ?? 0);
    staged.downloads.push(downloads);
    staged.rowids.push(rowid);
    staged.tagStarts.push(staged.tagIds.length);
  }

  /** Keeps the full-text row of a model inserted by this load, until there are enough to write. */
  stageSearch(downloads: number, rowid: number, words: SearchWords): void {
    const { search } = this.#staged;
    search.add(downloads, rowid, words);
    if (search.length >= this.#searchRowsPerWrite) search.writeTo(this.db);
  }

  /** Whether a model's tags and full-text row may still be staged (it was inserted by this load). */
  isStaged(rowid: number): boolean {
    return rowid >= this.#firstNewRowid;
  }

  /**
   * Writes the staged rows and forgets them: full-text rows in key order (FTS5 then builds large
   * segments instead of one per out-of-order row), and tag rows in `model_tags` key order, i.e. by
   * tag id, then downloads, then rowid, with each tag's count.
   */
  writeStaged(): void {
    const { staged } = this.#takeStaged();
    writeStagedTagRows(this.db, viewOf(staged));
  }

  /**
   * Writes the staged full-text rows, counts the staged tags and, when the stored tag rows are
   * fewer, adds them to the staging (see #restageStoredTags); returns the staging and forgets it.
   * `tagCounts`: how many of the staging's tag rows each tag id has, stored ones included.
   */
  #takeStaged(): { staged: StagedModels; tagCounts: Int32Array } {
    const staged = this.#staged;
    this.#staged = nothingStaged();
    // Written before the tag rows worker starts: written while it starts, they take longer.
    staged.search.writeTo(this.db);
    const tagCounts = countByTag(staged.tagIds.view());
    this.#tallyTags(tagCounts);
    if (!this.#storedTagRowsAreFewer(staged.tagIds.length)) return { staged, tagCounts };
    this.#restageStoredTags(staged);
    return { staged, tagCounts: countByTag(staged.tagIds.view()) };
  }

  /** Counts the staged tag rows, per tag, from their `counts` by tag id. */
  #tallyTags(counts: Int32Array): void {
    for (let id = 0; id < counts.length; id++) {
      const count = counts[id] ?? 0;
      if (count) this.tally.add("tag", this.tagIds.nameOf(id), count);
    }
  }

  /** Whether `model_tags` holds no more rows than `staged` (counting no further). */
  #storedTagRowsAreFewer(staged: number): boolean {
    return staged > 0 && countUpTo(this.db, "SELECT 1 FROM model_tags", [], staged + 1) <= staged;
  }

  /**
   * Moves the stored tag rows into the staging, one pseudo-model per row, so that they are
   * written again with the staged ones. Written in key order into an empty table, every row goes
   * in at the B-tree's right edge; inserted among stored rows, each one is a search from the root.
   */
  #restageStoredTags(staged: StagedModels): void {
    let after: SqlValue[] = [-1, 0, 0];
    for (;;) {
      const rows = this.db.all<{ tag: number; downloads: number; model_rowid: number }>(
        `SELECT tag, downloads, model_rowid FROM model_tags WHERE (tag, downloads, model_rowid) > (?, ?, ?)
         ORDER BY tag, downloads, model_rowid LIMIT 10000`,
        after,
      );
      for (const row of rows) {
        staged.tagIds.push(row.tag);
        staged.downloads.push(row.downloads);
        staged.rowids.push(row.model_rowid);
        staged.tagStarts.push(staged.tagIds.length);
      }
      const last = rows.at(-1);
      if (!last) break;
      after = [last.tag, last.downloads, last.model_rowid];
    }
    this.db.run("DELETE FROM model_tags");
  }

  /**
   * Writes the staged rows, merges the full-text index and rebuilds the other indexes. Many tag
   * rows going into an empty `model_tags` are written by a worker thread meanwhile, then copied
   * in (see TagRowsInWorker).
   */
  finish(): void {
    const taken = this.#takeStaged();
    const staged = viewOf(taken.staged);
    // Into an empty `model_tags`, the staging holds every row of every tag that has rows.
    const writesAllTagRows =
      staged.tagIds.length >= this.#tagRowsInWorkerFrom && !this.db.get("SELECT 1 FROM model_tags LIMIT 1");
    const inWorker = writesAllTagRows ? new TagRowsInWorker(staged, this.#tableSql("model_tags")) : undefined;
    try {
      if (!inWorker) writeStagedTagRows(this.db, staged);
      optimizeSearchIndex(this.db);
      this.#restoreSearchMerges();
      // The rows are in the file (or in the page cache): the disk writes them while indexes
      // build. (Not before the merge above: it would slow it, writing pages the merge rewrites.)
      this.db.startWriteback();
      // The sorter's helper threads join the builds once the tag rows worker is done (decision 030).
      createIndexes(
        this.db,
        this.#indexes.map(({ sql }) => sql),
        { coresTaken: () => inWorker?.working ?? false },
      );
      inWorker?.copyInto(this.db);
    } finally {
      inWorker?.close();
    }
  }

  #tableSql(table: string): string {
    const row = this.db.get<{ sql: string }>(
      "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?",
      [table],
    );
    if (!row) throw new Error(`no table ${table}`);
    return row.sql;
  }
}

/**
 * The models a bulk load staged, in rowid order, then any stored tag rows moved in as one
 * pseudo-model each (#restageStoredTags): downloads, rowid, and where their tag ids start in
 * `tagIds` (model m's are `tagIds[tagStarts[m] .. tagStarts[m + 1]]`); and their full-text rows.
 */
interface StagedModels {
  downloads: GrowableTypedArray<Float64Array>;
  rowids: GrowableTypedArray<Int32Array>;
  tagStarts: GrowableTypedArray<Int32Array>;
  tagIds: GrowableTypedArray<Int32Array>;
  search: PendingSearchRows;
}

/** The staged tag rows as views of the staging's arrays (valid until the next push). */
function viewOf(staged: StagedModels): StagedTagRows {
  return {
    downloads: staged.downloads.view(),
    rowids: staged.rowids.view(),
    tagStarts: staged.tagStarts.view(),
    tagIds: staged.tagIds.view(),
  };
}

function nothingStaged(): StagedModels {
  const int32s = () => new GrowableTypedArray((length) => new Int32Array(length));
  const tagStarts = int32s();
  tagStarts.push(0);
  return {
    downloads: new GrowableTypedArray((length) => new Float64Array(length)),
    rowids: int32s(),
    tagStarts,
    tagIds: int32s(),
    search: new PendingSearchRows("models"),
  };
}
