import { asRecord, asString, type ModelRecord } from "@modelhub/catalog";
import type { Database, SqlValue } from "../database";
import { type FacetTally, pairValue } from "../facet-tally";
import { cardSearchText } from "../full-text-query";
import { insertRows } from "../multi-row-insert";
import type { ModelBulkLoad } from "./model-bulk-load";
import { derivedModelTags } from "./model-derived-tags";
import { modelSearchId } from "./model-search-id";
import { compareSearchKeys, SEARCH_KEY_ROWID_MASK, searchKeySql } from "./model-search-key";
import type { ModelTagIds } from "./model-tag-ids";

/**
 * One model as a row tuple:
 * 0 id, 1 author, 2 pipeline_tag, 3 library_name, 4 downloads, 5 likes, 6 trending_score,
 * 7 created_at, 8 last_modified, 9 private, 10 gated (JSON text), 11 tags (array),
 * 12 card text, 13 files ([name, size] pairs), 14 the raw record (JSON text), 15 derived tags
 * (see derivedModelTags; indexed and counted like tags, not shown as tags).
 */
export type ModelRowTuple = [
  string,
  string | null,
  string | null,
  string | null,
  number,
  number,
  number,
  string,
  string,
  0 | 1,
  string | null,
  string[],
  string,
  [string, number | null][],
  string,
  string[],
];

/**
 * The row tuple of a normalized record; tags and file names are de-duplicated. `rawText` is the
 * raw record's JSON text (kept as given).
 */
export function modelRowTuple(record: ModelRecord, raw: unknown, rawText: string): ModelRowTuple {
  const files = new Map<string, number | null>();
  for (const file of record.siblings ?? []) {
    if (!files.has(file.rfilename)) files.set(file.rfilename, file.size ?? null);
  }
  return [
    record.id,
    record.author ?? null,
    record.pipeline_tag ?? null,
    record.library_name ?? null,
    record.downloads ?? 0,
    record.likes ?? 0,
    record.trendingScore ?? 0,
    record.createdAt ?? "",
    record.lastModified ?? "",
    record.private ? 1 : 0,
    record.gated === undefined ? null : JSON.stringify(record.gated),
    [...new Set(record.tags)],
    modelCardText(record, raw),
    [...files],
    rawText,
    derivedModelTags(record),
  ];
}

/** The tags a row is indexed and counted under: its own and the derived ones. */
export function indexedTags(row: ModelRowTuple): string[] {
  return row[15].length ? [...new Set([...row[11], ...row[15]])] : row[11];
}

/** The card text a model is searched by: its readme, else the raw record's description. */
export function modelCardText(record: ModelRecord, raw: unknown): string {
  return cardSearchText(record.readme) || cardSearchText(asString(asRecord(raw)?.description));
}

/**
 * The facet counting models per (task, library) pair (see pairValue): libraries within a task,
 * tasks within a library and task-and-library totals without reading model rows.
 */
export const TASK_LIBRARY_FACET = "pipeline_tag+library";

/** Counts a model's task, library and their pair (`delta` -1: a row going away). */
export function tallyTaskAndLibrary(
  tally: FacetTally,
  task: string | null,
  library: string | null,
  delta: number,
): void {
  tally.add("pipeline_tag", task, delta);
  tally.add("library", library, delta);
  tally.add(TASK_LIBRARY_FACET, pairValue(task, library), delta);
}

/** Counts a new row's facet values. */
export function tallyRow(tally: FacetTally, row: ModelRowTuple, delta: number): void {
  tallyTaskAndLibrary(tally, row[2], row[3], delta);
  for (const tag of indexedTags(row)) tally.add("tag", tag, delta);
}

const INSERT_SEARCH = `INSERT INTO models_fts (rowid, id, author, card)
  SELECT ${searchKeySql("value->>4", "value->>0")}, value->>1, value->>2, value->>3 FROM json_each(?)`;

/** A model's row of the full-text index. */
export interface SearchRow {
  rowid: number;
  downloads: number;
  /** The id's words (see modelSearchId). */
  id: string;
  author: string;
  card: string;
}

/** A model row's full-text row, once it has a rowid. */
export function searchRowOf(row: ModelRowTuple, rowid: number): SearchRow {
  return { rowid, downloads: row[4], id: modelSearchId(row[0]), author: row[1] ?? "", card: row[12] };
}

/** The columns of `model_tags` and `model_files`, in the order their rows are queued. */
export const MODEL_TAG_COLUMNS = ["tag", "downloads", "model_rowid"] as const;
export const MODEL_FILE_COLUMNS = ["model_rowid", "rfilename", "size"] as const;

/** The rowid the next new model gets: after the table's highest. */
export function nextModelRowid(db: Database): number {
  return db.get<{ n: number }>("SELECT coalesce(max(rowid), 0) + 1 AS n FROM models")?.n ?? 1;
}

/** Inserts full-text rows in search-key order (see compareSearchKeys), a few thousand per statement. */
export function writeSearchRows(db: Database, rows: SearchRow[]): void {
  rows.sort(compareSearchKeys);
  for (let start = 0; start < rows.length; start += 4000) {
    const chunk = rows.slice(start, start + 4000).map((r) => [r.rowid, r.id, r.author, r.card, r.downloads]);
    db.run(INSERT_SEARCH, [JSON.stringify(chunk)]);
  }
}

/** The columns of a `models` row after its rowid, in the order of modelRowValues. */
export const MODEL_ROW_COLUMNS = [
  "id",
  "author",
  "pipeline_tag",
  "library_name",
  "downloads",
  "likes",
  "trending_score",
  "created_at",
  "last_modified",
  "private",
  "gated",
  "tags",
  "derived_tags",
] as const;

const MODEL_COLUMNS = ["rowid", ...MODEL_ROW_COLUMNS] as const;

/** A row tuple's values for MODEL_ROW_COLUMNS (tag lists as JSON text). */
export function modelRowValues(row: ModelRowTuple): SqlValue[] {
  const [
    id,
    author,
    pipelineTag,
    library,
    downloads,
    likes,
    trending,
    created,
    modified,
    isPrivate,
    gated,
    tags,
  ] = row;
  return [
    id,
    author,
    pipelineTag,
    library,
    downloads,
    likes,
    trending,
    created,
    modified,
    isPrivate,
    gated,
    JSON.stringify(tags),
    JSON.stringify(row[15]),
  ];
}

/**
 * Inserts NEW models (ids not in the store, none repeated) a batch at a time: rowids are assigned
 * here (after the table's highest), so model rows, raw records, tags, files and search rows all go
 * in with multi-row statements instead of ~20 statement calls per model.
 */
export class ModelBatchInsert {
  readonly #models: SqlValue[] = [];
  readonly #records: SqlValue[] = [];
  readonly #tags: SqlValue[] = [];
  readonly #files: SqlValue[] = [];
  readonly #search: SearchRow[] = [];
  readonly #ids = new Set<string>();
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
  }

  /** Whether an id is waiting in the batch (write the batch before touching that id again). */
  has(id: string): boolean {
    return this.#ids.has(id);
  }

  /**
   * Queues the model and its derived rows (written when the batch is full) and counts its facet
   * values; returns its rowid.
   */
  add(row: ModelRowTuple): number {
    const rowid = this.#nextRowid;
    if (rowid > SEARCH_KEY_ROWID_MASK) {
      throw new Error(`the store cannot hold more than ${SEARCH_KEY_ROWID_MASK} models (search keys)`);
    }
    this.#nextRowid++;
    const [id, , , , downloads] = row;
    this.#models.push(rowid, ...modelRowValues(row));
    this.#records.push(rowid, row[14]);
    tallyTaskAndLibrary(this.tally, row[2], row[3], 1);
    const tagRows = indexedTags(row);
    if (this.bulk) {
      this.bulk.stageTags(tagRows, downloads, rowid);
    } else {
      for (const tag of tagRows) {
        this.#tags.push(this.tagIds.idOf(tag), downloads, rowid);
        this.tally.add("tag", tag, 1);
      }
    }
    for (const [name, size] of row[13]) this.#files.push(rowid, name, size);
    const search = searchRowOf(row, rowid);
    if (this.bulk) this.bulk.stageSearch(search);
    else this.#search.push(search);
    this.#ids.add(id);
    if (this.#ids.size >= this.size) this.flush();
    return rowid;
  }

  /** Writes the queued rows. */
  flush(): void {
    if (this.#ids.size === 0) return;
    insertRows(this.db, "models", MODEL_COLUMNS, this.#models);
    insertRows(this.db, "model_records", ["rowid", "record"], this.#records);
    insertRows(this.db, "model_tags", MODEL_TAG_COLUMNS, this.#tags);
    insertRows(this.db, "model_files", MODEL_FILE_COLUMNS, this.#files);
    if (this.#search.length) writeSearchRows(this.db, this.#search);
    this.#models.length = 0;
    this.#records.length = 0;
    this.#tags.length = 0;
    this.#files.length = 0;
    this.#search.length = 0;
    this.#ids.clear();
  }
}
