import type { Database } from "../database";
import type { FacetTally } from "../facet-tally";
import { MultiRowInsert } from "../multi-row-insert";
import { PendingSearchRows } from "../pending-search-rows";
import { deleteSearchRows, optimizeSearchTables, SEARCH_KEY_ROWID_MASK, SEARCH_TABLES } from "../search-key";
import type { ModelBulkLoad } from "./model-bulk-load";
import { isLibraryTag, LIBRARY_FACET } from "./model-libraries";
import { MODEL_ROW_COLUMNS, type ModelRow } from "./model-row";
import type { ModelTagIds } from "./model-tag-ids";
import { MODEL_TAG_COLUMNS } from "./model-tag-rows";
import { TagIdListWriter } from "./tag-id-list";

/**
 * The facet counting models per (task, library) pair (see pairValue and LIBRARY_FACET): libraries
 * within a task, tasks within a library and task-and-library totals without reading model rows.
 */
export const TASK_LIBRARY_FACET = "pipeline_tag+library";

/**
 * Counts a model's task, its libraries (the catalogue's among its indexed tags) and each (task,
 * library) pair (`delta` -1: a row going away).
 */
export function tallyTaskAndLibraries(
  tally: FacetTally,
  task: string | null,
  indexedTags: readonly string[],
  delta: number,
): void {
  tally.add("pipeline_tag", task, delta);
  for (const tag of indexedTags) if (isLibraryTag(tag)) tallyLibrary(tally, task, tag, delta);
}

/** Counts one library of a model, alone and with the model's task. */
function tallyLibrary(tally: FacetTally, task: string | null, library: string, delta: number): void {
  tally.add(LIBRARY_FACET, library, delta);
  tally.addPair(TASK_LIBRARY_FACET, task, library, delta);
}

/** Counts a row's facet values (`delta` -1: a row going away). */
export function tallyRow(tally: FacetTally, row: ModelRow, delta: number): void {
  tallyTaskAndLibraries(tally, row.pipelineTag, row.indexedTags, delta);
  for (const tag of row.indexedTags) tally.add("tag", tag, delta);
}

/** The rowid the next new model gets: after the table's highest. */
export function nextModelRowid(db: Database): number {
  return db.get<{ n: number }>("SELECT coalesce(max(rowid), 0) + 1 AS n FROM models")?.n ?? 1;
}

/**
 * Merges the full-text indexes into one segment each. A search sorted by downloads reads the end of a
 * word's matches in every segment, and a bulk load writes its rows in slices whose keys overlap:
 * one segment keeps such searches as quick as after row-by-row writes.
 */
export function optimizeSearchIndex(db: Database): void {
  optimizeSearchTables(db, "models");
}

/** FTS5's `automerge` when the table has none set: merge once four segments share a level. */
const DEFAULT_AUTOMERGE = 4;
/**
 * A bulk load's `automerge`: its statements each leave a segment, and with FTS5's default of 4
 * each row's entries would be merged again and again while the load runs, only to be merged into
 * one segment at its end (optimizeSearchIndex). 16 merges less often, without lengthening that
 * final merge.
 */
const BULK_AUTOMERGE = 16;

/**
 * Sets the full-text indexes' `automerge` for a bulk load; returns what puts it back to its value
 * before (FTS5 keeps the setting in the table, and row-by-row writes want the usual merges).
 */
export function deferSearchMerges(db: Database): () => void {
  const restores = Object.values(SEARCH_TABLES.models).map((table) => {
    const stored = db.get<{ v: number }>(`SELECT v FROM ${table}_config WHERE k = 'automerge'`)?.v;
    // In the SQL text: FTS5 wants an integer, and the driver binds every number as a real.
    const setAutomerge = (value: number) =>
      db.run(`INSERT INTO ${table} (${table}, rank) VALUES ('automerge', ${Math.trunc(value)})`);
    setAutomerge(BULK_AUTOMERGE);
    return () => setAutomerge(stored ?? DEFAULT_AUTOMERGE);
  });
  return () => {
    for (const restore of restores) restore();
  };
}

/** The columns of a `models` row as inserted: the row's, and its own tags' ids (see tag-id-list.ts). */
const MODEL_COLUMNS = ["rowid", ...MODEL_ROW_COLUMNS, "tag_ids"] as const;

/**
 * A `model_records` row as bound: rowid, then the record as text or as its UTF-8 bytes (see
 * ModelRow.record), stored as text either way (a blob's bytes become the text's, unchecked).
 */
const RECORD_ROW_SQL = "(?, CAST(? AS TEXT))";

/**
 * Inserts NEW models (ids not in the store, none repeated) a batch at a time: rowids are assigned
 * here (after the table's highest), so model rows, raw records, tags and search rows all go
 * in with multi-row statements instead of ~20 statement calls per model.
 */
export class ModelBatchInsert {
  // Rows go to SQLite a statement's worth at a time (see MultiRowInsert); the rest waits for flush.
  readonly #models: MultiRowInsert;
  readonly #records: MultiRowInsert;
  readonly #tags: MultiRowInsert;
  readonly #search = new PendingSearchRows("models");
  readonly #searchDeletes: { downloads: number; rowid: number }[] = [];
  readonly #ids = new Set<string>();
  /** The tag ids of the row being added, in its first entries (one array for every row). */
  readonly #tagIds: number[] = [];
  readonly #tagIdLists = new TagIdListWriter();
  /** By tag id: the library it names, null for none, undefined while not looked up. */
  readonly #libraries: (string | null | undefined)[] = [];
  #nextRowid: number;

  /**
   * `tally`: counts the inserted rows' facet values. `bulk`: a bulk load in progress, which keeps
   * the tag and search rows until its end (and counts the tags then).
   */
  constructor(
    private readonly db: Database,
    private readonly tagIds: ModelTagIds,
    private readonly tally: FacetTally,
    private readonly bulk?: ModelBulkLoad,
    private readonly size = 2000,
  ) {
    this.#nextRowid = nextModelRowid(db);
    this.#models = new MultiRowInsert(db, "models", MODEL_COLUMNS);
    this.#records = new MultiRowInsert(db, "model_records", ["rowid", "record"], { rowSql: RECORD_ROW_SQL });
    this.#tags = new MultiRowInsert(db, "model_tags", MODEL_TAG_COLUMNS);
  }

  /** Whether an id is waiting in the batch, added or replaced (write the batch before touching it again). */
  has(id: string): boolean {
    return this.#ids.has(id);
  }

  /**
   * Queues the model and its derived rows (written when the batch is full) and counts its facet
   * values; returns its rowid.
   */
  add(row: ModelRow): number {
    const rowid = this.#nextRowid;
    if (rowid > SEARCH_KEY_ROWID_MASK) {
      throw new Error(`the store cannot hold more than ${SEARCH_KEY_ROWID_MASK} models (search keys)`);
    }
    this.#nextRowid++;
    const { id, downloads } = row;
    const tagIds = this.#tagIds;
    const tagCount = this.tagIds.idsOfRowInto(row, tagIds);
    const models = this.#models;
    models.push(rowid);
    for (const value of row.columns) models.push(value);
    models.push(this.#tagIdLists.encode(tagIds, Math.min(row.ownTagCount, tagCount)));
    this.#records.push(rowid);
    this.#records.push(row.record);
    this.tally.add("pipeline_tag", row.pipelineTag, 1);
    for (let index = 0; index < tagCount; index++) {
      const library = this.#libraryOf(tagIds[index] ?? 0);
      if (library !== undefined) tallyLibrary(this.tally, row.pipelineTag, library, 1);
    }
    if (this.bulk) {
      this.bulk.stageTags(tagIds, tagCount, downloads, rowid);
    } else {
      const names = row.indexedTags;
      for (let index = 0; index < tagCount; index++) {
        const tagId = tagIds[index] ?? 0;
        this.#tags.push(tagId);
        this.#tags.push(downloads);
        this.#tags.push(rowid);
        this.tally.add("tag", names[index] ?? "", 1);
      }
    }
    if (this.bulk) this.bulk.stageSearch(downloads, rowid, row.words);
    else this.#search.add(downloads, rowid, row.words);
    this.#ids.add(id);
    if (this.#ids.size >= this.size) this.flush();
    return rowid;
  }

  /**
   * Queues the replacement of an updated model's full-text row, written with the batch. FTS5
   * writes its pending rows out as a new segment whenever a key is lower than the last one, so a
   * delete and an insert per update would cost a segment and its merges each; a batch's deletes,
   * then its inserts, each in key order, cost one or two.
   */
  replaceSearch(old: { downloads: number; rowid: number }, row: ModelRow, rowid: number): void {
    this.#searchDeletes.push({ downloads: old.downloads, rowid: old.rowid });
    this.#search.add(row.downloads, rowid, row.words);
    this.#ids.add(row.id);
    if (this.#ids.size >= this.size) this.flush();
  }

  /**
   * The library a tag id names, or undefined when it names none of the catalogue's: found by id,
   * since a bulk load's rows have their tags by number, not by name (see DecodedModelRow).
   */
  #libraryOf(tagId: number): string | undefined {
    let library = this.#libraries[tagId];
    if (library === undefined) {
      const name = this.tagIds.nameOf(tagId);
      library = isLibraryTag(name) ? name : null;
      this.#libraries[tagId] = library;
    }
    return library ?? undefined;
  }

  /** Writes the queued rows. */
  flush(): void {
    if (this.#ids.size === 0) return;
    this.#models.finish();
    this.#records.finish();
    this.#tags.finish();
    if (this.#searchDeletes.length) deleteSearchRows(this.db, "models", this.#searchDeletes);
    this.#search.writeTo(this.db);
    this.#searchDeletes.length = 0;
    this.#ids.clear();
  }
}
