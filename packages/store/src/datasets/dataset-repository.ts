import type { FacetCount, FacetTally } from "../facet-tally";
import { type CountsWithin, tagCountsWithin } from "../listing/counts-within";
import { DATASET_TABLE, LISTED_SUMMARY_FIELDS } from "../listing/listed-table";
import { exactCount, type ListingTotal, listingTotal, readPage } from "../listing/listing";
import { maintainedCounts } from "../listing/maintained-counts";
import { sidebarCounts } from "../listing/sidebar-counts";
import type { WriteSummary } from "../models/model-writes";
import type { Page, PageQuery } from "../page";
import { compiledOnce, listingSource, type StoreConnection } from "../store-connection";
import { datasetRequest } from "./dataset-query";
import {
  type DatasetRecord,
  datasetTaskCategories,
  normalizeStoredDatasetRecord,
  TASK_CATEGORY_TAG_PREFIX,
} from "./dataset-record";
import type { DatasetTagFilters } from "./dataset-tag-filters";

/** What a dataset listing asks for. Every condition given must hold. */
export interface DatasetQuery extends PageQuery {
  /** Words matched against ids and authors (the last word as a prefix). */
  search?: string;
  /** Also match `search` against the card text. */
  fullText?: boolean;
  /** Exact owner. */
  author?: string;
  /** A task id the dataset is categorised under, e.g. "text-classification". */
  taskCategory?: string;
  /** Tags every dataset must carry. */
  tags?: string[];
  /** Filters on the tags of the Hub's dataset facets (modality, size, format, language...). */
  filters?: DatasetTagFilters;
}

/** A dataset as listings show it. */
export interface DatasetSummary {
  id: string;
  author?: string;
  tags: string[];
  /** Task ids from the `task_categories:` tags. */
  taskCategories: string[];
  downloads: number;
  likes: number;
  trendingScore: number;
  createdAt?: string;
  lastModified?: string;
  private: boolean;
  gated?: boolean | string;
}

/** A stored dataset together with its record exactly as imported (which keeps e.g. `sha`). */
export interface DatasetEntry {
  dataset: DatasetRecord;
  raw: Record<string, unknown>;
}

/** Parses a stored record once into both shapes. */
export function datasetEntry(recordText: string): DatasetEntry {
  const raw = JSON.parse(recordText) as Record<string, unknown>;
  return { dataset: normalizeStoredDatasetRecord(raw), raw };
}

/** A dataset sidebar section: the query it counts within, and the tag prefixes it counts. */
export interface DatasetSidebarSection {
  query: DatasetQuery;
  prefixes: readonly string[];
}

/** The facets whose counts the store maintains for datasets. */
export type DatasetFacet = "task_category" | "tag";

/** A dataset's maintained facet values: each tag, and each task category (of its tags). */
export function tallyDataset(tally: FacetTally, tags: readonly string[], delta: number): void {
  for (const tag of tags) {
    tally.add("tag", tag, delta);
    if (tag.startsWith(TASK_CATEGORY_TAG_PREFIX)) {
      tally.add("task_category", tag.slice(TASK_CATEGORY_TAG_PREFIX.length), delta);
    }
  }
}

/** The columns of `datasets` (aliased `m`) that make a DatasetSummary, on both engines. */
const SUMMARY_FIELDS = [...LISTED_SUMMARY_FIELDS, "m.tags"] as const;

interface SummaryRow {
  id: string;
  author: string | null;
  /** JSON text on SQLite, an array on PostgreSQL (see StoreConnection.textList). */
  tags: unknown;
  downloads: number;
  likes: number;
  trending_score: number;
  created_at: string;
  last_modified: string;
  private: number | boolean;
  gated: string | null;
}

/**
 * What datasets' writes do per engine. Each call is one transaction (joining an outer one) that
 * keeps a dataset's row, tag rows, search rows and the maintained facet counts together.
 */
export interface DatasetWrites {
  /** Inserts or replaces datasets by id; an invalid record rolls all back. */
  upsertMany(raws: Iterable<unknown>, onStored?: (record: DatasetRecord) => void): Promise<WriteSummary>;
  /** Removes a dataset; returns whether it existed. */
  delete(id: string): Promise<boolean>;
}

/**
 * Datasets, their listings and facet counts, on either engine: what `store.datasets` answers.
 * Reads are one Kysely query each on both engines; writes are the engine's.
 */
export class DatasetRepository {
  constructor(
    private readonly connection: StoreConnection,
    private readonly writes: DatasetWrites,
  ) {}

  #summary(row: SummaryRow): DatasetSummary {
    const tags = this.connection.textList(row.tags);
    const summary: DatasetSummary = {
      id: row.id,
      tags,
      taskCategories: datasetTaskCategories({ tags }),
      downloads: row.downloads,
      likes: row.likes,
      trendingScore: row.trending_score,
      private: Boolean(row.private),
    };
    if (row.author !== null) summary.author = row.author;
    if (row.created_at !== "") summary.createdAt = row.created_at;
    if (row.last_modified !== "") summary.lastModified = row.last_modified;
    if (row.gated !== null) summary.gated = JSON.parse(row.gated) as boolean | string;
    return summary;
  }

  /** The dataset with this id (exact), or undefined. */
  async get(id: string): Promise<DatasetRecord | undefined> {
    return (await this.getEntry(id))?.dataset;
  }

  /** The dataset with this id and its record as imported, from one read. */
  async getEntry(id: string): Promise<DatasetEntry | undefined> {
    const db = this.connection.db();
    const [row] = await this.connection.rows(db.selectFrom("datasets").select("record").where("id", "=", id));
    return row ? datasetEntry(String(row.record)) : undefined;
  }

  /** The record exactly as it was imported. */
  async getRaw(id: string): Promise<Record<string, unknown> | undefined> {
    return (await this.getEntry(id))?.raw;
  }

  /** Whether a dataset with this id exists. */
  async has(id: string): Promise<boolean> {
    const db = this.connection.db();
    return (
      (await this.connection.rows(db.selectFrom("datasets").select("rowid").where("id", "=", id))).length > 0
    );
  }

  /** Summaries of the ids that exist, in the order asked. */
  async getMany(ids: readonly string[]): Promise<DatasetSummary[]> {
    if (!ids.length) return [];
    const rows = await this.connection.rows(this.#summariesByIds(this.connection.idList(ids)));
    const byId = new Map(rows.map((row) => [row.id, this.#summary(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  readonly #summariesByIds = compiledOnce((list) =>
    this.connection
      .db()
      .selectFrom(this.connection.givenIds(list))
      .innerJoin("datasets as m", "m.id", "given.given")
      .select(SUMMARY_FIELDS),
  );

  /** Where listings read, on the connection of the moment. */
  #source() {
    return listingSource(this.connection, DATASET_TABLE);
  }

  /** One page of summaries. Throws InvalidQueryError / InvalidCursorError for bad paging. */
  async list(query: DatasetQuery = {}): Promise<Page<DatasetSummary>> {
    return readPage<SummaryRow, SummaryRow, DatasetSummary>(
      this.#source(),
      datasetRequest(query),
      query,
      (listing) => listing.select(SUMMARY_FIELDS),
      (row) => this.#summary(row),
    );
  }

  /** One page of full records (card data, description...), each with its record as imported. */
  async listEntries(query: DatasetQuery = {}): Promise<Page<DatasetEntry>> {
    return readPage<{ record: string }, { record: string }, DatasetEntry>(
      this.#source(),
      datasetRequest(query),
      query,
      (listing) => listing.select("m.record"),
      (row) => datasetEntry(String(row.record)),
    );
  }

  /** How many datasets match, exactly (paging ignored). */
  async count(query: DatasetQuery = {}): Promise<number> {
    return exactCount(this.#source(), datasetRequest(query));
  }

  /** The total a listing shows: exact, or "1,000+" when counting further would take long (decision 095). */
  async total(query: DatasetQuery = {}): Promise<ListingTotal> {
    return listingTotal(this.#source(), datasetRequest(query));
  }

  /** How many datasets carry each value of a facet over the whole store, most first. */
  async facetCounts(
    facet: DatasetFacet,
    options: { limit?: number; prefix?: string } = {},
  ): Promise<FacetCount[]> {
    return maintainedCounts(this.#source(), "dataset", facet, options);
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
    return tagCountsWithin(this.#source(), prefixes, datasetRequest(query), options);
  }

  /**
   * Each sidebar section's counts of the tags starting with its `prefixes`, within its query, in
   * the order given (as tagCountsWithin counts them); sections of the same query share one read of
   * its matches (decision 101).
   */
  async sidebarCounts(
    sections: readonly DatasetSidebarSection[],
    options: { rowBound?: number } = {},
  ): Promise<CountsWithin[]> {
    return sidebarCounts(
      this.#source(),
      sections.map(({ query, prefixes }) => ({ request: datasetRequest(query), counts: { prefixes } })),
      options,
    );
  }

  /** Inserts or replaces one dataset (normalized first); returns the stored record. */
  async upsert(raw: unknown): Promise<DatasetRecord> {
    let stored: DatasetRecord | undefined;
    await this.writes.upsertMany([raw], (record) => {
      stored = record;
    });
    return stored as DatasetRecord;
  }

  /**
   * Inserts or replaces datasets by id in one transaction (joining an outer one); an invalid
   * record rolls all back. A JsonSource item keeps its text as the raw record.
   */
  async upsertMany(
    raws: Iterable<unknown>,
    onStored?: (record: DatasetRecord) => void,
  ): Promise<WriteSummary> {
    return this.writes.upsertMany(raws, onStored);
  }

  /**
   * Removes a dataset with its tag and search rows and its share of the facet counts, leaving
   * listings and counts as if it had never been stored; returns whether it existed.
   */
  async delete(id: string): Promise<boolean> {
    return this.writes.delete(id);
  }
}
