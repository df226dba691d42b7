import { asRecord, asString, type ModelRecord } from "@modelhub/catalog";
import type { Database } from "../database";
import type { FacetTally } from "../facet-tally";
import { cardSearchText } from "../full-text-query";

/**
 * One model as a row tuple, in the order the batch SQL reads it with `value->>N`:
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

/** The row tuple of a normalized record; tags and file names are de-duplicated. */
export function modelRowTuple(record: ModelRecord, raw: unknown): ModelRowTuple {
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
    cardSearchText(record.readme) || cardSearchText(asString(asRecord(raw)?.description)),
    [...files],
    JSON.stringify(raw),
  ];
}

/** Counts a new row's facet values. */
export function tallyRow(tally: FacetTally, row: ModelRowTuple, delta: number): void {
  tally.add("pipeline_tag", row[2], delta);
  tally.add("library", row[3], delta);
  for (const tag of row[11]) tally.add("tag", tag, delta);
}

const INSERT_MODELS = `INSERT INTO models (id, author, pipeline_tag, library_name, downloads, likes,
  trending_score, created_at, last_modified, private, gated, tags, record)
  SELECT value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6, value->>7,
    value->>8, value->>9, value->>10, value->11, value->>14
  FROM json_each(?)`;
const INSERT_TAGS = `INSERT INTO model_tags (tag, downloads, model_rowid)
  SELECT t.value, m.downloads, m.rowid FROM json_each(?) j JOIN models m ON m.id = j.value->>0,
    json_each(j.value->11) t`;
const INSERT_FILES = `INSERT INTO model_files (model_rowid, rfilename, size)
  SELECT m.rowid, f.value->>0, f.value->>1 FROM json_each(?) j JOIN models m ON m.id = j.value->>0,
    json_each(j.value->13) f`;
const INSERT_SEARCH = `INSERT INTO models_fts (rowid, id, author, card)
  SELECT m.rowid, replace(m.id, '/', ' '), coalesce(m.author, ''), j.value->>12
  FROM json_each(?) j JOIN models m ON m.id = j.value->>0`;

/**
 * Inserts NEW models (ids not in the store, none repeated) a batch at a time: four set-based
 * statements per batch instead of ~20 calls per model, which is what makes large imports fast.
 */
export class ModelBatchInsert {
  readonly #rows: ModelRowTuple[] = [];
  readonly #ids = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly size = 2000,
  ) {}

  /** Whether an id is waiting in the batch (write the batch before touching that id again). */
  has(id: string): boolean {
    return this.#ids.has(id);
  }

  /** Queues a row; writes the batch when full. */
  add(row: ModelRowTuple): void {
    this.#rows.push(row);
    this.#ids.add(row[0]);
    if (this.#rows.length >= this.size) this.flush();
  }

  /** Writes the queued rows. */
  flush(): void {
    if (this.#rows.length === 0) return;
    const batch = JSON.stringify(this.#rows);
    this.db.run(INSERT_MODELS, [batch]);
    this.db.run(INSERT_TAGS, [batch]);
    this.db.run(INSERT_FILES, [batch]);
    this.db.run(INSERT_SEARCH, [batch]);
    this.#rows.length = 0;
    this.#ids.clear();
  }
}
