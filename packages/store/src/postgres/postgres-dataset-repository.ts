import { type Insertable, type Kysely, sql } from "kysely";
import { datasetRequest } from "../datasets/dataset-query";
import {
  type DatasetRecord,
  datasetTaskCategories,
  normalizeDatasetRecord,
  TASK_CATEGORY_TAG_PREFIX,
} from "../datasets/dataset-record";
import {
  type DatasetEntry,
  type DatasetFacet,
  type DatasetQuery,
  type DatasetRepository,
  type DatasetSummary,
  datasetEntry,
} from "../datasets/dataset-repository";
import { datasetSearchRow } from "../datasets/dataset-search-row";
import { type FacetCount, FacetTally } from "../facet-tally";
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
import { postgresListingSource } from "../listing/postgres-listing-engine";
import type { WriteSummary } from "../models/model-writes";
import type { Page } from "../page";
import { writeCards } from "./postgres-card-words";
import { flushFacetTally } from "./postgres-facet-counts";
import type { DatasetsTable, PostgresTables } from "./postgres-tables";

const SUMMARY_COLUMNS = [
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

type SummaryRow = Pick<
  DatasetsTable,
  | "id"
  | "author"
  | "tags"
  | "downloads"
  | "likes"
  | "trending_score"
  | "created_at"
  | "last_modified"
  | "private"
  | "gated"
>;

function toSummary(row: SummaryRow): DatasetSummary {
  const summary: DatasetSummary = {
    id: row.id,
    tags: row.tags,
    taskCategories: datasetTaskCategories({ tags: row.tags }),
    downloads: row.downloads,
    likes: row.likes,
    trendingScore: row.trending_score,
    private: row.private,
  };
  if (row.author !== null) summary.author = row.author;
  if (row.created_at !== "") summary.createdAt = row.created_at;
  if (row.last_modified !== "") summary.lastModified = row.last_modified;
  if (row.gated !== null) summary.gated = JSON.parse(row.gated) as boolean | string;
  return summary;
}

/** A dataset's maintained facet values: each tag, and each task category (of its tags). */
export function tallyDataset(deltas: FacetTally, tags: readonly string[], delta: number): void {
  for (const tag of tags) {
    deltas.add("tag", tag, delta);
    if (tag.startsWith(TASK_CATEGORY_TAG_PREFIX)) {
      deltas.add("task_category", tag.slice(TASK_CATEGORY_TAG_PREFIX.length), delta);
    }
  }
}

export function datasetColumns(record: DatasetRecord, rawText: string): Insertable<DatasetsTable> {
  return {
    id: record.id,
    author: record.author ?? null,
    downloads: record.downloads ?? 0,
    likes: record.likes ?? 0,
    trending_score: record.trendingScore ?? 0,
    created_at: record.createdAt ?? "",
    last_modified: record.lastModified ?? "",
    private: record.private === true,
    gated: record.gated === undefined ? null : JSON.stringify(record.gated),
    tags: [...new Set(record.tags)],
    record: rawText,
  };
}

/** Datasets on PostgreSQL: records, tag rows and maintained facet counts (see DatasetRepository). */
export class PostgresDatasetRepository implements DatasetRepository {
  constructor(
    private readonly db: () => Kysely<PostgresTables>,
    private readonly transaction: <T>(fn: () => Promise<T>) => Promise<T>,
  ) {}

  /** Where listings read, on the connection of the moment. */
  #source(): ListingSource {
    return postgresListingSource(this.db(), DATASET_TABLE);
  }

  /** The dataset with this id (exact), or undefined. */
  async get(id: string): Promise<DatasetRecord | undefined> {
    return (await this.getEntry(id))?.dataset;
  }

  /** The dataset with this id and its record as imported, from one read. */
  async getEntry(id: string): Promise<DatasetEntry | undefined> {
    const row = await this.db()
      .selectFrom("datasets")
      .select("record")
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? datasetEntry(row.record) : undefined;
  }

  /** The record exactly as it was imported. */
  async getRaw(id: string): Promise<Record<string, unknown> | undefined> {
    return (await this.getEntry(id))?.raw;
  }

  /** Whether a dataset with this id exists. */
  async has(id: string): Promise<boolean> {
    const row = await this.db()
      .selectFrom("datasets")
      .select("rowid")
      .where("id", "=", id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Summaries of the ids that exist, in the order asked. */
  async getMany(ids: readonly string[]): Promise<DatasetSummary[]> {
    if (!ids.length) return [];
    const rows = await this.db()
      .selectFrom(sql<{ given: string }>`unnest(${[...ids]}::text[])`.as("given"))
      .innerJoin("datasets as m", "m.id", "given.given")
      .select(SUMMARY_COLUMNS)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
    return ids.flatMap((id) => {
      const summary = byId.get(id);
      return summary ? [summary] : [];
    });
  }

  /** One page of summaries. Throws InvalidQueryError / InvalidCursorError for bad paging. */
  async list(query: DatasetQuery = {}): Promise<Page<DatasetSummary>> {
    return readPage<DatasetsTable, SummaryRow, DatasetSummary>(
      this.#source(),
      datasetRequest(query),
      query,
      (listing) => listing.select(SUMMARY_COLUMNS),
      toSummary,
    );
  }

  /** One page of full records, each with its record as imported. */
  async listEntries(query: DatasetQuery = {}): Promise<Page<DatasetEntry>> {
    return readPage<DatasetsTable, { record: string }, DatasetEntry>(
      this.#source(),
      datasetRequest(query),
      query,
      (listing) => listing.select("m.record"),
      (row) => datasetEntry(row.record),
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

  /** Counts of the tags starting with one of `prefixes` within a listing, most first. */
  async tagCountsWithin(
    prefixes: readonly string[],
    query: DatasetQuery,
    options: { rowBound?: number } = {},
  ): Promise<CountsWithin> {
    return tagCountsWithin(this.#source(), prefixes, datasetRequest(query), options);
  }

  /** Inserts or replaces one dataset (normalized first); returns the stored record. */
  async upsert(raw: unknown): Promise<DatasetRecord> {
    let stored: DatasetRecord | undefined;
    await this.upsertMany([raw], (record) => {
      stored = record;
    });
    return stored as DatasetRecord;
  }

  /**
   * Inserts or replaces datasets by id in one transaction (joining an outer one); an invalid record
   * rolls all back. A replaced dataset keeps its rowid.
   */
  async upsertMany(
    raws: Iterable<unknown>,
    onStored?: (record: DatasetRecord) => void,
  ): Promise<WriteSummary> {
    return this.transaction(async () => {
      const db = this.db();
      const deltas = new FacetTally("dataset");
      const summary: WriteSummary = { inserted: 0, updated: 0 };
      for (const item of raws) {
        const { value, text } = unwrapJsonSource(item);
        const record = normalizeDatasetRecord(value);
        const columns = datasetColumns(record, text);
        const old = await db
          .selectFrom("datasets")
          .select(["rowid", "tags"])
          .where("id", "=", record.id)
          .forUpdate()
          .executeTakeFirst();
        if (old) {
          tallyDataset(deltas, old.tags, -1);
          await db.deleteFrom("dataset_tags").where("dataset_rowid", "=", old.rowid).execute();
          summary.updated++;
        } else summary.inserted++;
        const { rowid } = await db
          .insertInto("datasets")
          .values(columns)
          .onConflict((conflict) =>
            conflict.column("id").doUpdateSet((eb) => ({
              author: eb.ref("excluded.author"),
              downloads: eb.ref("excluded.downloads"),
              likes: eb.ref("excluded.likes"),
              trending_score: eb.ref("excluded.trending_score"),
              created_at: eb.ref("excluded.created_at"),
              last_modified: eb.ref("excluded.last_modified"),
              private: eb.ref("excluded.private"),
              gated: eb.ref("excluded.gated"),
              tags: eb.ref("excluded.tags"),
              record: eb.ref("excluded.record"),
            })),
          )
          .returning("rowid")
          .executeTakeFirstOrThrow();
        await writeCards(db as Kysely<unknown>, "dataset_cards", [
          { rowid, card: datasetSearchRow(record).card },
        ]);
        const tags = columns.tags as string[];
        if (tags.length) {
          await db
            .insertInto("dataset_tags")
            .values(
              tags.map((tag) => ({ tag, downloads: columns.downloads as number, dataset_rowid: rowid })),
            )
            .execute();
        }
        tallyDataset(deltas, tags, 1);
        onStored?.(record);
      }
      await flushFacetTally(db, deltas);
      return summary;
    });
  }

  /**
   * Removes a dataset (its tag and card rows go with it) and counts its facets down, in one
   * transaction (joining an outer one); returns whether it existed.
   */
  async delete(id: string): Promise<boolean> {
    return this.transaction(async () => {
      const db = this.db();
      const old = await db.deleteFrom("datasets").where("id", "=", id).returning("tags").executeTakeFirst();
      if (!old) return false;
      const deltas = new FacetTally("dataset");
      tallyDataset(deltas, old.tags, -1);
      await flushFacetTally(db, deltas);
      return true;
    });
  }
}
