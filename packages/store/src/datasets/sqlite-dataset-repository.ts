import type { Database } from "../database";
import { type FacetCount, FacetTally } from "../facet-tally";
import { highestRowid } from "../highest-rowid";
import { unwrapJsonSource } from "../json-source";
import { type CountsWithin, tagCountsWithin } from "../listing/counts-within";
import { DATASET_TABLE } from "../listing/listed-table";
import {
  exactCount,
  type ListingSource,
  type ListingTotal,
  listingTotal,
  readPage,
} from "../listing/listing";
import { maintainedCounts } from "../listing/maintained-counts";
import type { WriteSummary } from "../models/model-writes";
import type { Page } from "../page";
import { SEARCH_KEY_ROWID_MASK } from "../search-key";
import { SearchRowWrites } from "../search-row-writes";
import { sqliteListingSource } from "../sqlite-kysely";
import { datasetRequest } from "./dataset-query";
import {
  type DatasetRecord,
  datasetTaskCategories,
  normalizeDatasetRecord,
  TASK_CATEGORY_TAG_PREFIX,
} from "./dataset-record";
import {
  type DatasetEntry,
  type DatasetFacet,
  type DatasetQuery,
  type DatasetRepository,
  type DatasetSummary,
  datasetEntry,
} from "./dataset-repository";
import { datasetSearchRow } from "./dataset-search-row";

const SUMMARY_COLUMNS =
  "m.id, m.author, m.tags, m.downloads, m.likes, m.trending_score, m.created_at, m.last_modified, m.private, m.gated";

/** The same columns, for the query builder. */
const SUMMARY_FIELDS = [
  "m.id",
  "m.author",
  "m.tags",
  "m.downloads",
  "m.likes",
  "m.trending_score",
  "m.created_at",
  "m.last_modified",
  "m.private",
  "m.gated",
] as const;

interface SummaryRow {
  id: string;
  author: string | null;
  tags: string;
  downloads: number;
  likes: number;
  trending_score: number;
  created_at: string;
  last_modified: string;
  private: number;
  gated: string | null;
}

function toSummary(row: SummaryRow): DatasetSummary {
  const tags = JSON.parse(row.tags) as string[];
  const summary: DatasetSummary = {
    id: row.id,
    tags,
    taskCategories: datasetTaskCategories({ tags }),
    downloads: row.downloads,
    likes: row.likes,
    trendingScore: row.trending_score,
    private: row.private === 1,
  };
  if (row.author !== null) summary.author = row.author;
  if (row.created_at !== "") summary.createdAt = row.created_at;
  if (row.last_modified !== "") summary.lastModified = row.last_modified;
  if (row.gated !== null) summary.gated = JSON.parse(row.gated) as boolean | string;
  return summary;
}

interface ExistingRow {
  rowid: number;
  downloads: number;
  tags: string;
}

/** Reads and writes datasets, their tags, search index and facet counts. */
export class SqliteDatasetRepository implements DatasetRepository {
  readonly #source: ListingSource;

  constructor(private readonly db: Database) {
    this.#source = sqliteListingSource(db, DATASET_TABLE);
  }

  /** The dataset with this id (exact), or undefined. */
  async get(id: string): Promise<DatasetRecord | undefined> {
    return this.#entry(id)?.dataset;
  }

  /** The dataset with this id and its record as imported, from one read. */
  async getEntry(id: string): Promise<DatasetEntry | undefined> {
    return this.#entry(id);
  }

  #entry(id: string): DatasetEntry | undefined {
    const row = this.db.get<{ record: string }>("SELECT record FROM datasets WHERE id = ?", [id]);
    return row ? datasetEntry(row.record) : undefined;
  }

  /** The record exactly as it was imported. */
  async getRaw(id: string): Promise<Record<string, unknown> | undefined> {
    const row = this.db.get<{ record: string }>("SELECT record FROM datasets WHERE id = ?", [id]);
    return row ? (JSON.parse(row.record) as Record<string, unknown>) : undefined;
  }

  /** Whether a dataset with this id exists. */
  async has(id: string): Promise<boolean> {
    return this.db.get("SELECT 1 FROM datasets WHERE id = ?", [id]) !== undefined;
  }

  /** Summaries of the ids that exist, in the order asked. */
  async getMany(ids: readonly string[]): Promise<DatasetSummary[]> {
    return ids.flatMap((id) => {
      const row = this.db.get<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM datasets m WHERE m.id = ?`, [id]);
      return row ? [toSummary(row)] : [];
    });
  }

  /** One page of summaries. Throws InvalidQueryError / InvalidCursorError for bad paging. */
  async list(query: DatasetQuery = {}): Promise<Page<DatasetSummary>> {
    return readPage<SummaryRow, SummaryRow, DatasetSummary>(
      this.#source,
      datasetRequest(query),
      query,
      (listing) => listing.select(SUMMARY_FIELDS),
      toSummary,
    );
  }

  /** One page of full records (card data, description...), each with its record as imported. */
  async listEntries(query: DatasetQuery = {}): Promise<Page<DatasetEntry>> {
    return readPage<{ record: string }, { record: string }, DatasetEntry>(
      this.#source,
      datasetRequest(query),
      query,
      (listing) => listing.select("m.record"),
      (row) => datasetEntry(String(row.record)),
    );
  }

  /** How many datasets match, exactly (paging ignored). */
  async count(query: DatasetQuery = {}): Promise<number> {
    return exactCount(this.#source, datasetRequest(query));
  }

  /** The total a listing shows: exact, or "1,000+" when counting further would take long (decision 095). */
  async total(query: DatasetQuery = {}): Promise<ListingTotal> {
    return listingTotal(this.#source, datasetRequest(query));
  }

  /** How many datasets carry each value of a facet over the whole store, most first. */
  async facetCounts(
    facet: DatasetFacet,
    options: { limit?: number; prefix?: string } = {},
  ): Promise<FacetCount[]> {
    return maintainedCounts(this.#source, "dataset", facet, options);
  }

  /**
   * How many of the datasets `query` matches carry each tag starting with one of `prefixes`
   * (e.g. "library:"), most first: the number a listing gets by adding that tag to the query.
   * Past `rowBound` matches, the whole catalogue's counts, marked `withinQuery: false`.
   */
  async tagCountsWithin(
    prefixes: readonly string[],
    query: DatasetQuery,
    options: { rowBound?: number } = {},
  ): Promise<CountsWithin> {
    return tagCountsWithin(this.#source, prefixes, datasetRequest(query), options);
  }

  /** Inserts or replaces one dataset (normalized first); returns the stored record. */
  async upsert(raw: unknown): Promise<DatasetRecord> {
    let record: DatasetRecord | undefined;
    this.#upsertMany([raw], (stored) => {
      record = stored;
    });
    return record as DatasetRecord;
  }

  /**
   * Inserts or replaces datasets by id in one transaction; an invalid record rolls all back. A
   * JsonSource item keeps its text as the raw record.
   */
  async upsertMany(
    raws: Iterable<unknown>,
    onStored?: (record: DatasetRecord) => void,
  ): Promise<WriteSummary> {
    return this.#upsertMany(raws, onStored);
  }

  #upsertMany(raws: Iterable<unknown>, onStored?: (record: DatasetRecord) => void): WriteSummary {
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
    for (const tag of JSON.parse(existing.tags) as string[]) {
      this.db.run("DELETE FROM dataset_tags WHERE tag = ? AND downloads = ? AND dataset_rowid = ?", [
        tag,
        existing.downloads,
        existing.rowid,
      ]);
      tally.add("tag", tag, -1);
      if (tag.startsWith(TASK_CATEGORY_TAG_PREFIX)) {
        tally.add("task_category", tag.slice(TASK_CATEGORY_TAG_PREFIX.length), -1);
      }
    }
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
      tally.add("tag", tag, 1);
      if (tag.startsWith(TASK_CATEGORY_TAG_PREFIX)) {
        tally.add("task_category", tag.slice(TASK_CATEGORY_TAG_PREFIX.length), 1);
      }
    }
    search.add(downloads, rowid, datasetSearchRow(record));
    return existing === undefined;
  }
}
