import type { FacetCount } from "../facet-tally";
import type { CountsWithin } from "../listing/counts-within";
import type { ListingTotal } from "../listing/listing";
import type { WriteSummary } from "../models/model-writes";
import type { Page, PageQuery } from "../page";
import { type DatasetRecord, normalizeStoredDatasetRecord } from "./dataset-record";
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

/** The facets whose counts the store maintains for datasets. */
export type DatasetFacet = "task_category" | "tag";

/** Datasets, their listings and facet counts, on either engine: what `store.datasets` answers. */
export interface DatasetRepository {
  /** The dataset with this id (exact), or undefined. */
  get(id: string): Promise<DatasetRecord | undefined>;
  /** The dataset with this id and its record as imported, from one read. */
  getEntry(id: string): Promise<DatasetEntry | undefined>;
  /** The record exactly as it was imported. */
  getRaw(id: string): Promise<Record<string, unknown> | undefined>;
  /** Whether a dataset with this id exists. */
  has(id: string): Promise<boolean>;
  /** Summaries of the ids that exist, in the order asked. */
  getMany(ids: readonly string[]): Promise<DatasetSummary[]>;
  /** One page of summaries. Throws InvalidQueryError / InvalidCursorError for bad paging. */
  list(query?: DatasetQuery): Promise<Page<DatasetSummary>>;
  /** One page of full records (card data, description...), each with its record as imported. */
  listEntries(query?: DatasetQuery): Promise<Page<DatasetEntry>>;
  /** How many datasets match, exactly (paging ignored). */
  count(query?: DatasetQuery): Promise<number>;
  /** The total a listing shows: exact, or "1,000+" when counting further would take long (decision 095). */
  total(query?: DatasetQuery): Promise<ListingTotal>;
  /** How many datasets carry each value of a facet over the whole store, most first. */
  facetCounts(facet: DatasetFacet, options?: { limit?: number; prefix?: string }): Promise<FacetCount[]>;
  /**
   * How many of the datasets `query` matches carry each tag starting with one of `prefixes`
   * (e.g. "library:"), most first. Past `rowBound` matches, the whole catalogue's counts, marked
   * `withinQuery: false`.
   */
  tagCountsWithin(
    prefixes: readonly string[],
    query: DatasetQuery,
    options?: { rowBound?: number },
  ): Promise<CountsWithin>;
  /** Inserts or replaces one dataset (normalized first); returns the stored record. */
  upsert(raw: unknown): Promise<DatasetRecord>;
  /**
   * Inserts or replaces datasets by id in one transaction (joining an outer one); an invalid
   * record rolls all back. A JsonSource item keeps its text as the raw record.
   */
  upsertMany(raws: Iterable<unknown>, onStored?: (record: DatasetRecord) => void): Promise<WriteSummary>;
  /**
   * Removes a dataset with its tag and search rows and its share of the facet counts, leaving
   * listings and counts as if it had never been stored; returns whether it existed.
   */
  delete(id: string): Promise<boolean>;
}
