import {
  type ModelFile,
  type ModelRecord,
  normalizeModelRecord,
  normalizeModelRowFields,
  normalizeStoredModelRecord,
} from "@modelhub/catalog";
import { sql } from "kysely";
import type { FacetCount } from "../facet-tally";
import { unwrapJsonSource } from "../json-source";
import { type CountsWithin, facetCountsWithin, tagCountsWithin } from "../listing/counts-within";
import { MODEL_TABLE } from "../listing/listed-table";
import { exactCount, type ListingTotal, listingTotal, readPage } from "../listing/listing";
import { maintainedCounts } from "../listing/maintained-counts";
import { type ModelSidebarSection, modelSidebarCounts } from "../listing/model-sidebar-counts";
import type { Page } from "../page";
import { compiledOnce, listingSource, type StoreConnection } from "../store-connection";
import { type ModelQuery, modelRequest } from "./model-query";
import { type ModelRow, modelRow } from "./model-row";
import {
  MODEL_SUMMARY_FIELDS,
  type ModelRowTags,
  type ModelSummary,
  type ModelSummaryRow,
  toModelSummary,
} from "./model-summary";
import type { UpsertOptions, WriteSummary } from "./model-writes";

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
 * What models' writes do per engine: SQLite's prepared statements and bulk load, PostgreSQL's
 * batched Kysely writes. Each write is one transaction (joining an outer one) that keeps a model's
 * row, record, tag rows, search rows and the maintained facet counts together.
 */
export interface ModelWrites {
  /** Inserts or replaces models given as rows (see modelRow); `onStored` after each row. */
  upsertRows(rows: Iterable<ModelRow>, onStored?: () => void, options?: UpsertOptions): Promise<WriteSummary>;
  /** Removes a model; returns whether it existed. */
  delete(id: string): Promise<boolean>;
}

/** The rows of raw records (or JsonSources), normalized one at a time as they are read, only as far as a row needs. */
function* modelRows(raws: Iterable<unknown>): Generator<ModelRow> {
  for (const item of raws) {
    const { value, text } = unwrapJsonSource(item);
    yield modelRow(normalizeModelRowFields(value), value, text);
  }
}

/**
 * Models (records with their files), their listings and facet counts, on either engine: what
 * `store.models` answers. Reads are one Kysely query each on both engines; writes are the engine's.
 */
export class ModelRepository {
  constructor(
    private readonly connection: StoreConnection,
    private readonly ownTags: ModelRowTags,
    private readonly writes: ModelWrites,
  ) {}

  /** The model with this id (exact), or undefined. */
  async get(id: string): Promise<StoredModel | undefined> {
    return (await this.getEntry(id))?.model;
  }

  /** The model with this id and its record as imported, from one read. */
  async getEntry(id: string): Promise<ModelEntry | undefined> {
    const [row] = await this.connection.rows(this.#recordById(id));
    return row === undefined ? undefined : modelEntry(String(row.record));
  }

  /** The record exactly as it was imported (every field, even those the product does not read). */
  async getRaw(id: string): Promise<Record<string, unknown> | undefined> {
    const [row] = await this.connection.rows(this.#recordById(id));
    return row === undefined ? undefined : (JSON.parse(String(row.record)) as Record<string, unknown>);
  }

  readonly #recordById = compiledOnce((id) =>
    this.connection
      .db()
      .selectFrom("models as m")
      .innerJoin("model_records as r", "r.rowid", "m.rowid")
      .select("r.record")
      .where("m.id", "=", id as string),
  );

  /** Summaries of the ids that exist, in the order asked (for "models for this task" links). */
  async getMany(ids: readonly string[]): Promise<ModelSummary[]> {
    if (!ids.length) return [];
    const names = this.ownTags.namer();
    const rows = await this.connection.rows(this.#summariesByIds(this.connection.idList(ids)));
    const byId = new Map(rows.map((row) => [row.id, toModelSummary(row, names(row.own_tags))]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  readonly #summariesByIds = compiledOnce((list) =>
    this.connection
      .db()
      .selectFrom(this.connection.givenIds(list))
      .innerJoin("models as m", "m.id", "given.given")
      .select(MODEL_SUMMARY_FIELDS)
      .select(sql.ref(this.ownTags.column).as("own_tags")),
  );

  /**
   * The parameter count of each model of `ids` whose record states one, by id: its safetensors
   * count, else its GGUF metadata's, as its row keeps it (see parameterCount).
   */
  async parameterCounts(ids: readonly string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await this.connection.rows(this.#parametersByIds(this.connection.idList(ids)));
    return new Map(rows.map((row) => [row.id, Number(row.num_parameters)]));
  }

  readonly #parametersByIds = compiledOnce((list) =>
    this.connection
      .db()
      .selectFrom(this.connection.givenIds(list))
      .innerJoin("models as m", "m.id", "given.given")
      .select(["m.id", "m.num_parameters"])
      .where("m.num_parameters", ">", sql.lit(0)),
  );

  /** Whether a model with this id exists. */
  async has(id: string): Promise<boolean> {
    return (await this.connection.rows(this.#rowidById(id))).length > 0;
  }

  readonly #rowidById = compiledOnce((id) =>
    this.connection
      .db()
      .selectFrom("models")
      .select("rowid")
      .where("id", "=", id as string),
  );

  /** The model's files with their sizes, by path, each path once (its first listing). */
  async files(id: string): Promise<ModelFile[]> {
    const files = new Map<string, ModelFile>();
    for (const { rfilename, size } of (await this.get(id))?.siblings ?? []) {
      if (!files.has(rfilename))
        files.set(rfilename, size === undefined ? { rfilename } : { rfilename, size });
    }
    return [...files.values()].sort((a, b) =>
      a.rfilename < b.rfilename ? -1 : a.rfilename > b.rfilename ? 1 : 0,
    );
  }

  /** Where listings read, on the connection of the moment. */
  #source() {
    return listingSource(this.connection, MODEL_TABLE);
  }

  /** One page of summaries. Throws InvalidQueryError / InvalidCursorError for bad paging. */
  async list(query: ModelQuery = {}): Promise<Page<ModelSummary>> {
    // A page's tag ids were committed, and a committed id keeps its name: named after the page.
    const names = this.ownTags.namer();
    return readPage<ModelSummaryRow, ModelSummaryRow & { own_tags: unknown }, ModelSummary>(
      this.#source(),
      modelRequest(query),
      query,
      (listing) => listing.select(MODEL_SUMMARY_FIELDS).select(sql.ref(this.ownTags.column).as("own_tags")),
      (row) => toModelSummary(row, names(row.own_tags)),
    );
  }

  /** One page of full records with each record as imported: what the API's `full=true` serves. */
  async listEntries(query: ModelQuery = {}): Promise<Page<ModelEntry>> {
    return readPage<{ rowid: number }, { record: string }, ModelEntry>(
      this.#source(),
      modelRequest(query),
      query,
      (listing) => listing.innerJoin("model_records as r", "r.rowid", "m.rowid").select("r.record"),
      (row) => modelEntry(String(row.record)),
    );
  }

  /** How many models match, exactly (paging ignored); a broad search at a million rows takes a while. */
  async count(query: ModelQuery = {}): Promise<number> {
    return exactCount(this.#source(), modelRequest(query));
  }

  /** The total a listing shows: exact, or "1,000+" when counting further would take long (decision 095). */
  async total(query: ModelQuery = {}): Promise<ListingTotal> {
    return listingTotal(this.#source(), modelRequest(query));
  }

  /**
   * How many models carry each value of a facet, most first, over the whole store (kept up to
   * date on every write, so this is one small index read). `prefix` narrows tags, e.g. "license:".
   */
  async facetCounts(
    facet: ModelFacet,
    options: { limit?: number; prefix?: string } = {},
  ): Promise<FacetCount[]> {
    return maintainedCounts(this.#source(), "model", facet, options);
  }

  /** Task or library counts within a listing, always exact (counted over every match). */
  async facetCountsWithin(facet: CountedModelFacet, query: ModelQuery, limit = 100): Promise<FacetCount[]> {
    return (await this.facetCountsWithinBound(facet, query, { limit, rowBound: Number.POSITIVE_INFINITY }))
      .counts;
  }

  /**
   * Task or library counts within a listing: exact while it matches at most `rowBound` models
   * (SIDEBAR_ROW_BOUND by default), else the whole catalogue's, marked `withinQuery: false`.
   */
  async facetCountsWithinBound(
    facet: CountedModelFacet,
    query: ModelQuery,
    options: { limit?: number; rowBound?: number } = {},
  ): Promise<CountsWithin> {
    return facetCountsWithin(this.#source(), facet, modelRequest(query), options);
  }

  /**
   * Counts of the tags (own or derived) starting with one of `prefixes`, or named in
   * `options.tags`, within a listing, most first: the number a listing gets by adding that tag.
   * Past `rowBound` matches, the whole catalogue's counts.
   */
  async tagCountsWithin(
    prefixes: readonly string[],
    query: ModelQuery,
    options: { rowBound?: number; tags?: readonly string[] } = {},
  ): Promise<CountsWithin> {
    return tagCountsWithin(this.#source(), prefixes, modelRequest(query), options);
  }

  /**
   * Each sidebar section's counts within its query, in the order given, as tagCountsWithin and
   * facetCountsWithinBound count them (a facet's all by default); sections of the same query
   * share one read of its matches.
   */
  sidebarCounts<S extends readonly ModelSidebarSection[]>(
    sections: S,
    options?: { rowBound?: number },
  ): Promise<{ [K in keyof S]: CountsWithin }> {
    return modelSidebarCounts(this.#source(), sections, options);
  }

  /** Inserts or replaces one model (normalized first); returns the stored record. */
  async upsert(raw: unknown): Promise<ModelRecord> {
    const { value, text } = unwrapJsonSource(raw);
    const record = normalizeModelRecord(value);
    await this.writes.upsertRows([modelRow(record, value, text)]);
    return record;
  }

  /**
   * Inserts or replaces models by id, all in one transaction (joining an outer one). Each raw
   * record (or JsonSource, whose text is kept as the raw record) is normalized; an invalid one
   * throws and the transaction rolls back.
   */
  async upsertMany(
    raws: Iterable<unknown>,
    onStored?: () => void,
    options?: UpsertOptions,
  ): Promise<WriteSummary> {
    return this.writes.upsertRows(modelRows(raws), onStored, options);
  }

  /**
   * Inserts or replaces models given as rows (see modelRow; an importer may build them on another
   * thread), all in one transaction (joining an outer one).
   */
  async upsertRows(
    rows: Iterable<ModelRow>,
    onStored?: () => void,
    options?: UpsertOptions,
  ): Promise<WriteSummary> {
    return this.writes.upsertRows(rows, onStored, options);
  }

  /** Removes a model; returns whether it existed. */
  async delete(id: string): Promise<boolean> {
    return this.writes.delete(id);
  }
}
