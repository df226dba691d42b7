import type { Database } from "../database";
import { FacetTally } from "../facet-tally";
import { insertRows } from "../multi-row-insert";
import { deleteSearchRows } from "../search-key";
import { ModelBatchInsert, tallyRow, tallyTaskAndLibraries } from "./model-batch-insert";
import { ModelBulkLoad } from "./model-bulk-load";
import type { ModelWrites } from "./model-repository";
import { MODEL_ROW_COLUMNS, type ModelRow } from "./model-row";
import { ModelRowidsById } from "./model-rowids-by-id";
import { ModelTagIds } from "./model-tag-ids";
import { MODEL_TAG_COLUMNS } from "./model-tag-rows";
import { decodeTagIds, encodeTagIds } from "./tag-id-list";

/** What a batch write did. */
export interface WriteSummary {
  /** Ids that were new. */
  inserted: number;
  /** Ids that existed and were replaced. */
  updated: number;
}

/** How a batch write goes about it (the result is the same either way). */
export interface UpsertOptions {
  /** Rebuild the indexes at the end instead of updating them row by row (see ModelBulkLoad). */
  bulk?: boolean;
  /** Bulk loads: how many full-text rows are staged before they are written (tests use small slices). */
  searchRowsPerWrite?: number;
  /** Bulk loads: from how many tag rows they are written on a worker thread (see ModelBulkLoad). */
  tagRowsInWorkerFrom?: number;
}

/** `author = ?, ..., tag_ids = ?`: a replaced model's columns (all but rowid and id). */
const MODEL_UPDATE_ASSIGNMENTS = [...MODEL_ROW_COLUMNS.slice(1), "tag_ids"]
  .map((column) => `${column} = ?`)
  .join(", ");

const EXISTING_COLUMNS = "rowid, author, pipeline_tag, library_name, downloads, tag_ids, derived_tags";

interface ExistingRow {
  rowid: number;
  author: string | null;
  pipeline_tag: string | null;
  library_name: string | null;
  downloads: number;
  /** Its own tags' ids (see tag-id-list.ts). */
  tag_ids: Uint8Array;
  derived_tags: string;
}

/**
 * The ids an upsert tracks in memory (see ModelRowidsById), or none: it then looks each id up in
 * the index. A bulk load reads every stored id first, so that it can drop the id index and build
 * it sorted at the end, like the others: a sorted build beats the random inserts into a kept
 * index by far more than reading the stored ids costs.
 * Into an empty table, only the ids written by the call itself can exist.
 */
function knownIds(db: Database, bulk: boolean): ModelRowidsById | undefined {
  if (!bulk && db.get("SELECT 1 FROM models LIMIT 1")) return undefined;
  const ids = new ModelRowidsById(
    (rowid) => db.get<{ id: string }>("SELECT id FROM models WHERE rowid = ?", [rowid])?.id,
  );
  if (!bulk) return ids;
  // In id order: the id index holds both columns, a tenth of the table's bytes.
  for (let after = ""; ; ) {
    const rows = db.all<{ id: string; rowid: number }>(
      "SELECT id, rowid FROM models WHERE id > ? ORDER BY id LIMIT 10000",
      [after],
    );
    for (const { id, rowid } of rows) ids.add(id, rowid);
    const last = rows.at(-1);
    if (!last) return ids;
    after = last.id;
  }
}

/**
 * The write path of a SQLite store's models (ModelRepository's upserts and deletes): a model's
 * row, raw record, tag rows, full-text row and facet counts change together, in one transaction.
 * Each call runs at once, synchronously, on the connection.
 */
export class SqliteModelWrites implements ModelWrites {
  /** The bulk load in progress inside upsertRows, if any. */
  #bulk: ModelBulkLoad | undefined;

  constructor(private readonly db: Database) {}

  /**
   * Inserts or replaces models given as rows (see modelRow; an importer may build them
   * on another thread), all in one transaction (joining an outer one). `onStored` is called after
   * each row is written (progress). `bulk` is for very large imports: indexes are rebuilt at the
   * end (see ModelBulkLoad); the result is the same.
   */
  async upsertRows(
    rows: Iterable<ModelRow>,
    onStored?: () => void,
    options: UpsertOptions = {},
  ): Promise<WriteSummary> {
    const tally = new FacetTally("model");
    const summary: WriteSummary = { inserted: 0, updated: 0 };
    this.db.transaction(() => {
      // Ids tracked in memory (id → rowid) instead of looked up in the id index, which a bulk
      // load then drops too (see knownIds).
      const known = knownIds(this.db, options.bulk ?? false);
      const tagIds = new ModelTagIds(this.db);
      const bulk = options.bulk
        ? new ModelBulkLoad(this.db, tagIds, tally, {
            searchRowsPerWrite: options.searchRowsPerWrite,
            tagRowsInWorkerFrom: options.tagRowsInWorkerFrom,
          })
        : undefined;
      this.#bulk = bulk;
      try {
        const batch = new ModelBatchInsert(this.db, tagIds, tally, bulk);
        for (const row of rows) {
          const { id } = row;
          if (batch.has(id)) batch.flush();
          const existing = known ? this.#existingAt(known.get(id)) : this.#existing(id);
          if (existing) {
            this.#replace(existing, row, tally, tagIds, batch);
            summary.updated++;
          } else {
            const rowid = batch.add(row);
            known?.add(id, rowid);
            summary.inserted++;
          }
          onStored?.();
        }
        batch.flush();
        bulk?.finish();
      } finally {
        this.#bulk = undefined;
      }
      tally.flush(this.db);
    });
    return summary;
  }

  /** Removes a model; returns whether it existed. */
  async delete(id: string): Promise<boolean> {
    return this.db.transaction(() => {
      const existing = this.#existing(id);
      if (!existing) return false;
      const tally = new FacetTally("model");
      this.#unindex(existing, tally, new ModelTagIds(this.db));
      deleteSearchRows(this.db, "models", [existing]);
      this.db.run("DELETE FROM models WHERE rowid = ?", [existing.rowid]);
      this.db.run("DELETE FROM model_records WHERE rowid = ?", [existing.rowid]);
      tally.flush(this.db);
      return true;
    });
  }

  #existing(id: string): ExistingRow | undefined {
    return this.db.get<ExistingRow>(`SELECT ${EXISTING_COLUMNS} FROM models WHERE id = ?`, [id]);
  }

  #existingAt(rowid: number | undefined): ExistingRow | undefined {
    if (rowid === undefined) return undefined;
    return this.db.get<ExistingRow>(`SELECT ${EXISTING_COLUMNS} FROM models WHERE rowid = ?`, [rowid]);
  }

  /** Removes a model's tag rows and its facet counts (not its full-text row). */
  #unindex(existing: ExistingRow, tally: FacetTally, tagIds: ModelTagIds): void {
    // A model inserted earlier in this bulk load may still have its rows in staging.
    if (this.#bulk?.isStaged(existing.rowid)) this.#bulk.writeStaged();
    // Its own tags and the derived ones, each once (as the tag index holds them).
    const ids = new Set([
      ...decodeTagIds(existing.tag_ids),
      ...(JSON.parse(existing.derived_tags) as string[]).map((tag) => tagIds.idOf(tag)),
    ]);
    // One statement for all of them: a primary-key probe per tag id in the list.
    this.db.run(
      "DELETE FROM model_tags WHERE model_rowid = ? AND downloads = ? AND tag IN (SELECT value FROM json_each(?))",
      [existing.rowid, existing.downloads, JSON.stringify([...ids])],
    );
    const names = [...ids].map((id) => tagIds.nameOf(id));
    for (const name of names) tally.add("tag", name, -1);
    tallyTaskAndLibraries(tally, existing.pipeline_tag, names, -1);
  }

  /**
   * Replaces an existing model's row and derived rows (the row-at-a-time path of upserts); its
   * full-text row is replaced with the batch.
   */
  #replace(
    existing: ExistingRow,
    row: ModelRow,
    tally: FacetTally,
    tagIds: ModelTagIds,
    batch: ModelBatchInsert,
  ): void {
    this.#unindex(existing, tally, tagIds);
    const rowid = existing.rowid;
    const { downloads } = row;
    const ids = tagIds.idsOfRow(row);
    // Every column but the id, which stays. OR FAIL: no statement journal (see insertRows).
    this.db.run(`UPDATE OR FAIL models SET ${MODEL_UPDATE_ASSIGNMENTS} WHERE rowid = ?`, [
      ...row.columns.slice(1),
      encodeTagIds(ids, row.ownTagCount),
      rowid,
    ]);
    // As text, whether given as text or as its bytes (see ModelRow.record).
    this.db.run("UPDATE OR FAIL model_records SET record = CAST(? AS TEXT) WHERE rowid = ?", [
      row.record,
      rowid,
    ]);
    insertRows(
      this.db,
      "model_tags",
      MODEL_TAG_COLUMNS,
      ids.flatMap((id) => [id, downloads, rowid]),
    );
    tallyRow(tally, row, 1);
    batch.replaceSearch(existing, row, rowid);
  }
}
