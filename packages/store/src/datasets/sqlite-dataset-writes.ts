import type { Database } from "../database";
import { FacetTally } from "../facet-tally";
import { highestRowid } from "../highest-rowid";
import { unwrapJsonSource } from "../json-source";
import { DATASET_TABLE } from "../listing/listed-table";
import type { WriteSummary } from "../models/model-writes";
import { SEARCH_KEY_ROWID_MASK } from "../search-key";
import { SearchRowWrites } from "../search-row-writes";
import { type DatasetRecord, normalizeDatasetRecord } from "./dataset-record";
import { type DatasetWrites, tallyDataset } from "./dataset-repository";
import { datasetSearchRow } from "./dataset-search-row";

interface ExistingRow {
  rowid: number;
  downloads: number;
  tags: string;
}

/**
 * The write path of a SQLite store's datasets: a dataset's row, tag rows, full-text rows and facet
 * counts change together, in one transaction. Each call runs at once, synchronously.
 */
export class SqliteDatasetWrites implements DatasetWrites {
  constructor(private readonly db: Database) {}

  /** Inserts or replaces datasets by id in one transaction (joining an outer one). */
  async upsertMany(
    raws: Iterable<unknown>,
    onStored?: (record: DatasetRecord) => void,
  ): Promise<WriteSummary> {
    const tally = new FacetTally("dataset");
    const summary: WriteSummary = { inserted: 0, updated: 0 };
    this.db.transaction(() => {
      const rowsBefore = highestRowid(this.db, DATASET_TABLE.main);
      const search = new SearchRowWrites(this.db, "datasets");
      for (const item of raws) {
        const { value: raw, text } = unwrapJsonSource(item);
        const record = normalizeDatasetRecord(raw);
        if (this.#write(record, text, tally, search)) summary.inserted++;
        else summary.updated++;
        onStored?.(record);
      }
      search.finish(rowsBefore);
      tally.flush(this.db);
    });
    return summary;
  }

  /**
   * Removes a dataset with its tag rows, search rows and facet counts (joining an outer
   * transaction); returns whether it existed.
   */
  async delete(id: string): Promise<boolean> {
    return this.db.transaction(() => {
      const existing = this.db.get<ExistingRow>("SELECT rowid, downloads, tags FROM datasets WHERE id = ?", [
        id,
      ]);
      if (!existing) return false;
      const tally = new FacetTally("dataset");
      const search = new SearchRowWrites(this.db, "datasets");
      this.#unindex(existing, tally, search);
      search.flush();
      this.db.run("DELETE FROM datasets WHERE rowid = ?", [existing.rowid]);
      tally.flush(this.db);
      return true;
    });
  }

  #unindex(existing: ExistingRow, tally: FacetTally, search: SearchRowWrites): void {
    const tags = JSON.parse(existing.tags) as string[];
    for (const tag of tags) {
      this.db.run("DELETE FROM dataset_tags WHERE tag = ? AND downloads = ? AND dataset_rowid = ?", [
        tag,
        existing.downloads,
        existing.rowid,
      ]);
    }
    tallyDataset(tally, tags, -1);
    search.remove(existing.downloads, existing.rowid);
  }

  #write(record: DatasetRecord, rawText: string, tally: FacetTally, search: SearchRowWrites): boolean {
    const existing = this.db.get<ExistingRow>("SELECT rowid, downloads, tags FROM datasets WHERE id = ?", [
      record.id,
    ]);
    const tags = [...new Set(record.tags)];
    const downloads = record.downloads ?? 0;
    const values = [
      record.author ?? null,
      downloads,
      record.likes ?? 0,
      record.trendingScore ?? 0,
      record.createdAt ?? "",
      record.lastModified ?? "",
      record.private ? 1 : 0,
      record.gated === undefined ? null : JSON.stringify(record.gated),
      JSON.stringify(tags),
      rawText,
    ];
    let rowid: number;
    if (existing) {
      this.#unindex(existing, tally, search);
      this.db.run(
        `UPDATE datasets SET author = ?, downloads = ?, likes = ?, trending_score = ?, created_at = ?,
         last_modified = ?, private = ?, gated = ?, tags = ?, record = ? WHERE rowid = ?`,
        [...values, existing.rowid],
      );
      rowid = existing.rowid;
    } else {
      rowid = this.db.run(
        `INSERT INTO datasets (id, author, downloads, likes, trending_score, created_at, last_modified,
         private, gated, tags, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [record.id, ...values],
      ).lastInsertRowid;
      if (rowid > SEARCH_KEY_ROWID_MASK) {
        throw new Error(`the store cannot hold more than ${SEARCH_KEY_ROWID_MASK} datasets (search keys)`);
      }
    }
    for (const tag of tags) {
      this.db.run("INSERT INTO dataset_tags (tag, downloads, dataset_rowid) VALUES (?, ?, ?)", [
        tag,
        downloads,
        rowid,
      ]);
    }
    tallyDataset(tally, tags, 1);
    search.add(downloads, rowid, datasetSearchRow(record));
    return existing === undefined;
  }
}
