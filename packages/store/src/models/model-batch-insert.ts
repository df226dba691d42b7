import { asRecord, asString, type ModelRecord } from "@modelhub/catalog";
import type { Database } from "../database";
import type { FacetTally } from "../facet-tally";
import { cardSearchText } from "../full-text-query";
import type { ModelBulkLoad } from "./model-bulk-load";
import { compareSearchKeys, SEARCH_KEY_ROWID_MASK, searchKeySql } from "./model-search-key";

/**
 * One model as a row tuple:
 * 0 id, 1 author, 2 pipeline_tag, 3 library_name, 4 downloads, 5 likes, 6 trending_score,
 * 7 created_at, 8 last_modified, 9 private, 10 gated (JSON text), 11 tags (array),
 * 12 card text, 13 files ([name, size] pairs), 14 the raw record (JSON text).
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
  ];
}

/** The card text a model is searched by: its readme, else the raw record's description. */
export function modelCardText(record: ModelRecord, raw: unknown): string {
  return cardSearchText(record.readme) || cardSearchText(asString(asRecord(raw)?.description));
}

/** Counts a new row's facet values. */
export function tallyRow(tally: FacetTally, row: ModelRowTuple, delta: number): void {
  tally.add("pipeline_tag", row[2], delta);
  tally.add("library", row[3], delta);
  for (const tag of row[11]) tally.add("tag", tag, delta);
}

const INSERT_MODEL = `INSERT INTO models (id, author, pipeline_tag, library_name, downloads, likes,
  trending_score, created_at, last_modified, private, gated, tags, record)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
// The derived rows go in with one statement per batch over small JSON tuples (cheap to parse).
const INSERT_TAGS = `INSERT INTO model_tags (tag, downloads, model_rowid)
  SELECT value->>0, value->>1, value->>2 FROM json_each(?)`;
const INSERT_FILES = `INSERT INTO model_files (model_rowid, rfilename, size)
  SELECT value->>0, value->>1, value->>2 FROM json_each(?)`;
const INSERT_SEARCH = `INSERT INTO models_fts (rowid, id, author, card)
  SELECT ${searchKeySql("value->>4", "value->>0")}, value->>1, value->>2, value->>3 FROM json_each(?)`;

/** A model's row of the full-text index. */
export interface SearchRow {
  rowid: number;
  downloads: number;
  /** The id with "/" as a space, so owner and name are separate words. */
  id: string;
  author: string;
  card: string;
}

/** Inserts full-text rows in search-key order (see compareSearchKeys), a few thousand per statement. */
export function writeSearchRows(db: Database, rows: SearchRow[]): void {
  rows.sort(compareSearchKeys);
  for (let start = 0; start < rows.length; start += 4000) {
    const chunk = rows.slice(start, start + 4000).map((r) => [r.rowid, r.id, r.author, r.card, r.downloads]);
    db.run(INSERT_SEARCH, [JSON.stringify(chunk)]);
  }
}

/**
 * Inserts NEW models (ids not in the store, none repeated): the model row at once (its rowid is
 * needed), its tag, file and search rows a batch at a time with one set-based statement each,
 * instead of ~20 statement calls per model.
 */
export class ModelBatchInsert {
  readonly #tags: [string, number, number][] = [];
  readonly #files: [number, string, number | null][] = [];
  readonly #search: SearchRow[] = [];
  readonly #ids = new Set<string>();

  /** `bulk`: a bulk load in progress, which keeps the tag rows until its end. */
  constructor(
    private readonly db: Database,
    private readonly bulk?: ModelBulkLoad,
    private readonly size = 2000,
  ) {}

  /** Whether an id is waiting in the batch (write the batch before touching that id again). */
  has(id: string): boolean {
    return this.#ids.has(id);
  }

  /** Inserts the model row and queues its derived rows; writes them when the batch is full. */
  add(row: ModelRowTuple): void {
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
    const rowid = this.db.run(INSERT_MODEL, [
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
      row[14],
    ]).lastInsertRowid;
    if (rowid > SEARCH_KEY_ROWID_MASK) {
      throw new Error(`the store cannot hold more than ${SEARCH_KEY_ROWID_MASK} models (search keys)`);
    }
    if (this.bulk) this.bulk.stageTags(tags, downloads, rowid);
    else for (const tag of tags) this.#tags.push([tag, downloads, rowid]);
    for (const [name, size] of row[13]) this.#files.push([rowid, name, size]);
    const search: SearchRow = {
      rowid,
      downloads,
      id: id.replaceAll("/", " "),
      author: author ?? "",
      card: row[12],
    };
    if (this.bulk) this.bulk.stageSearch(search);
    else this.#search.push(search);
    this.#ids.add(id);
    if (this.#ids.size >= this.size) this.flush();
  }

  /** Writes the queued derived rows. */
  flush(): void {
    if (this.#ids.size === 0) return;
    if (this.#tags.length) this.db.run(INSERT_TAGS, [JSON.stringify(this.#tags)]);
    if (this.#files.length) this.db.run(INSERT_FILES, [JSON.stringify(this.#files)]);
    if (this.#search.length) writeSearchRows(this.db, this.#search);
    this.#tags.length = 0;
    this.#files.length = 0;
    this.#search.length = 0;
    this.#ids.clear();
  }
}
