import { type ModelFile, type ModelRecord, normalizeStoredModelRecord } from "@modelhub/catalog";
import type { FacetCount } from "../facet-tally";
import type { CountsWithin } from "../listing/counts-within";
import type { ListingTotal } from "../listing/listing";
import type { ModelSidebarSection } from "../listing/model-sidebar-counts";
import type { Page } from "../page";
import type { ModelQuery } from "./model-query";
import type { ModelRow } from "./model-row";
import type { ModelSummary } from "./model-summary";
import type { WriteSummary } from "./model-writes";

/**
 * The facets whose counts the store maintains for models: a library counts the models whose
 * indexed tags name it (their library_name among them), for each library of the catalogue.
 */
export type ModelFacet = "pipeline_tag" | "library" | "tag";

/** The facets the sidebar counts within a listing. */
export type CountedModelFacet = "pipeline_tag" | "library";

/** A stored model: the normalized record plus what the store adds. */
export type StoredModel = ModelRecord & {
  /** The date the download count was taken, when the source said (sample data is a snapshot). */
  downloadsAsOf?: string;
};

/** A stored model together with its record exactly as imported (which keeps e.g. `sha`). */
export interface ModelEntry {
  model: StoredModel;
  raw: Record<string, unknown>;
}

/** Parses a stored record once into both shapes. */
export function modelEntry(recordText: string): ModelEntry {
  const raw = JSON.parse(recordText) as Record<string, unknown>;
  const model: StoredModel = normalizeStoredModelRecord(raw);
  if (typeof raw.downloadsAsOf === "string") model.downloadsAsOf = raw.downloadsAsOf;
  return { model, raw };
}

/**
 * Models (records with their files), their listings and facet counts, on either engine: what
 * `store.models` answers.
 */
export interface ModelRepository {
  /** The model with this id (exact), or undefined. */
  get(id: string): Promise<StoredModel | undefined>;
  /** The model with this id and its record as imported, from one read. */
  getEntry(id: string): Promise<ModelEntry | undefined>;
  /** The record exactly as it was imported (every field, even those the product does not read). */
  getRaw(id: string): Promise<Record<string, unknown> | undefined>;
  /** Summaries of the ids that exist, in the order asked (for "models for this task" links). */
  getMany(ids: readonly string[]): Promise<ModelSummary[]>;
  /**
   * The parameter count of each model of `ids` whose record states one, by id: its safetensors
   * count, else its GGUF metadata's (as modelSize reads them).
   */
  parameterCounts(ids: readonly string[]): Promise<Map<string, number>>;
  /** Whether a model with this id exists. */
  has(id: string): Promise<boolean>;
  /** The model's files with their sizes, by path, each path once (its first listing). */
  files(id: string): Promise<ModelFile[]>;
  /** One page of summaries. Throws InvalidQueryError / InvalidCursorError for bad paging. */
  list(query?: ModelQuery): Promise<Page<ModelSummary>>;
  /** One page of full records with each record as imported: what the API's `full=true` serves. */
  listEntries(query?: ModelQuery): Promise<Page<ModelEntry>>;
  /** How many models match, exactly (paging ignored). */
  count(query?: ModelQuery): Promise<number>;
  /** The total a listing shows: exact, or "1,000+" when counting further would take long (decision 095). */
  total(query?: ModelQuery): Promise<ListingTotal>;
  /**
   * How many models carry each value of a facet, most first, over the whole store (kept up to
   * date on every write). `prefix` narrows tags, e.g. "license:".
   */
  facetCounts(facet: ModelFacet, options?: { limit?: number; prefix?: string }): Promise<FacetCount[]>;
  /** Task or library counts within a listing, always exact (counted over every match). */
  facetCountsWithin(facet: CountedModelFacet, query: ModelQuery, limit?: number): Promise<FacetCount[]>;
  /**
   * Task or library counts within a listing: exact while it matches at most `rowBound` models
   * (SIDEBAR_ROW_BOUND by default), else the whole catalogue's, marked `withinQuery: false`.
   */
  facetCountsWithinBound(
    facet: CountedModelFacet,
    query: ModelQuery,
    options?: { limit?: number; rowBound?: number },
  ): Promise<CountsWithin>;
  /**
   * Counts of the tags (own or derived) starting with one of `prefixes`, or named in
   * `options.tags`, within a listing, most
   * first: the number a listing gets by adding that tag. Past `rowBound` matches, the whole
   * catalogue's counts.
   */
  tagCountsWithin(
    prefixes: readonly string[],
    query: ModelQuery,
    options?: { rowBound?: number; tags?: readonly string[] },
  ): Promise<CountsWithin>;
  /**
   * Each sidebar section's counts within its query, in the order given, as tagCountsWithin and
   * facetCountsWithinBound count them (a facet's all by default); sections of the same query
   * share one read of its matches.
   */
  sidebarCounts<S extends readonly ModelSidebarSection[]>(
    sections: S,
    options?: { rowBound?: number },
  ): Promise<{ [K in keyof S]: CountsWithin }>;
  /** Inserts or replaces one model (normalized first); returns the stored record. */
  upsert(raw: unknown): Promise<ModelRecord>;
  /**
   * Inserts or replaces models by id, all in one transaction (joining an outer one). Each raw
   * record (or JsonSource, whose text is kept as the raw record) is normalized; an invalid one
   * throws and the transaction rolls back.
   */
  upsertMany(raws: Iterable<unknown>, onStored?: () => void): Promise<WriteSummary>;
  /** Inserts or replaces models given as rows (see modelRow), all in one transaction. */
  upsertRows(rows: Iterable<ModelRow>, onStored?: () => void): Promise<WriteSummary>;
  /** Removes a model; returns whether it existed. */
  delete(id: string): Promise<boolean>;
}
