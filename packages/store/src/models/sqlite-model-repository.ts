import {
  type ModelFile,
  type ModelRecord,
  modelSize,
  normalizeModelRecord,
  normalizeModelRowFields,
} from "@modelhub/catalog";
import type { Database } from "../database";
import type { FacetCount } from "../facet-tally";
import { unwrapJsonSource } from "../json-source";
import { type CountsWithin, facetCountsWithin, tagCountsWithin } from "../listing/counts-within";
import { MODEL_TABLE } from "../listing/listed-table";
import {
  exactCount,
  type ListingSource,
  type ListingTotal,
  listingTotal,
  readPage,
} from "../listing/listing";
import { maintainedCounts } from "../listing/maintained-counts";
import { type ModelSidebarSection, modelSidebarCounts } from "../listing/model-sidebar-counts";
import type { Page } from "../page";
import { sqliteListingSource } from "../sqlite-kysely";
import { type ModelQuery, modelRequest } from "./model-query";
import type {
  CountedModelFacet,
  ModelEntry,
  ModelFacet,
  ModelRepository,
  StoredModel,
} from "./model-repository";
import { modelEntry } from "./model-repository";
import { type ModelRow, modelRow } from "./model-row";
import {
  MODEL_SUMMARY_COLUMNS,
  MODEL_SUMMARY_FIELDS,
  type ModelSummary,
  type ModelSummaryRow,
  toModelSummary,
} from "./model-summary";
import { ModelTagNames } from "./model-tag-names";
import { ModelWrites, type UpsertOptions, type WriteSummary } from "./model-writes";

const RECORD_BY_ID = "SELECT r.record FROM models m JOIN model_records r ON r.rowid = m.rowid WHERE m.id = ?";

/**
 * The rows of raw records (or JsonSources), normalized one at a time as they are read, only as
 * far as a row needs (normalizeModelRowFields): the record is stored raw.
 */
function* modelRows(raws: Iterable<unknown>): Generator<ModelRow> {
  for (const item of raws) {
    const { value, text } = unwrapJsonSource(item);
    yield modelRow(normalizeModelRowFields(value), value, text);
  }
}

/** Reads and writes models (records with their files), their tags, search index and facet counts. */
export class SqliteModelRepository implements ModelRepository {
  readonly #tagNames: ModelTagNames;
  readonly #writes: ModelWrites;
  readonly #source: ListingSource;

  constructor(private readonly db: Database) {
    this.#tagNames = new ModelTagNames(db);
    this.#writes = new ModelWrites(db);
    this.#source = sqliteListingSource(db, MODEL_TABLE);
  }

  /** The model with this id (exact), or undefined. */
  async get(id: string): Promise<StoredModel | undefined> {
    return this.#entry(id)?.model;
  }

  /** The model with this id and its record as imported, from one read. */
  async getEntry(id: string): Promise<ModelEntry | undefined> {
    return this.#entry(id);
  }

  #entry(id: string): ModelEntry | undefined {
    const row = this.db.get<{ record: string }>(RECORD_BY_ID, [id]);
    return row ? modelEntry(row.record) : undefined;
  }

  /** The record exactly as it was imported (every field, even those the product does not read). */
  async getRaw(id: string): Promise<Record<string, unknown> | undefined> {
    const row = this.db.get<{ record: string }>(RECORD_BY_ID, [id]);
    return row ? (JSON.parse(row.record) as Record<string, unknown>) : undefined;
  }

  /** Summaries of the ids that exist, in the order asked (for "models for this task" links). */
  async getMany(ids: readonly string[]): Promise<ModelSummary[]> {
    this.#tagNames.refresh();
    return ids.flatMap((id) => {
      const row = this.db.get<ModelSummaryRow>(
        `SELECT ${MODEL_SUMMARY_COLUMNS} FROM models m WHERE m.id = ?`,
        [id],
      );
      return row ? [toModelSummary(row, this.#tagNames)] : [];
    });
  }

  /**
   * The parameter count of each model of `ids` whose record states one, by id: its safetensors
   * count, else its GGUF metadata's (as modelSize reads them). Only those two fields of each record
   * are read out, so that a listing page's cards need not parse whole records.
   */
  async parameterCounts(ids: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (!ids.length) return counts;
    const rows = this.db.all<{ id: string; safetensors: string | null; gguf_total: number | string | null }>(
      `SELECT m.id,
         CASE json_type(r.record, '$.safetensors') WHEN 'object' THEN json_extract(r.record, '$.safetensors') END AS safetensors,
         json_extract(r.record, '$.gguf.total') AS gguf_total
       FROM models m JOIN model_records r ON r.rowid = m.rowid
       WHERE m.id IN (${ids.map(() => "?").join(", ")})`,
      [...ids],
    );
    for (const row of rows) {
      const size = modelSize({
        ...(row.safetensors !== null ? { safetensors: JSON.parse(row.safetensors) } : {}),
        ...(row.gguf_total !== null ? { gguf: { total: row.gguf_total } } : {}),
      });
      const parameters = size.safetensors?.parameters ?? size.gguf?.parameters;
      if (parameters !== undefined) counts.set(row.id, parameters);
    }
    return counts;
  }

  /** Whether a model with this id exists. */
  async has(id: string): Promise<boolean> {
    return this.db.get("SELECT 1 FROM models WHERE id = ?", [id]) !== undefined;
  }

  /** The model's files with their sizes, by path, each path once (its first listing). */
  async files(id: string): Promise<ModelFile[]> {
    const files = new Map<string, ModelFile>();
    for (const { rfilename, size } of this.#entry(id)?.model.siblings ?? []) {
      if (!files.has(rfilename))
        files.set(rfilename, size === undefined ? { rfilename } : { rfilename, size });
    }
    return [...files.values()].sort((a, b) =>
      a.rfilename < b.rfilename ? -1 : a.rfilename > b.rfilename ? 1 : 0,
    );
  }

  /** One page of summaries. Throws InvalidQueryError / InvalidCursorError for bad paging. */
  async list(query: ModelQuery = {}): Promise<Page<ModelSummary>> {
    this.#tagNames.refresh();
    // A page's tag ids were committed, and a committed id keeps its name: read after the page.
    return readPage<ModelSummaryRow, ModelSummaryRow, ModelSummary>(
      this.#source,
      modelRequest(query),
      query,
      (listing) => listing.select(MODEL_SUMMARY_FIELDS),
      (row) => toModelSummary(row, this.#tagNames),
    );
  }

  /**
   * One page of full records (config, card data, files...) with each record as imported: what the
   * API's `full=true` serves.
   */
  async listEntries(query: ModelQuery = {}): Promise<Page<ModelEntry>> {
    return readPage<{ rowid: number }, { record: string }, ModelEntry>(
      this.#source,
      modelRequest(query),
      query,
      (listing) => listing.innerJoin("model_records as r", "r.rowid", "m.rowid").select("r.record"),
      (row) => modelEntry(String(row.record)),
    );
  }

  /** How many models match, exactly (paging ignored); a broad search at a million rows takes a while. */
  async count(query: ModelQuery = {}): Promise<number> {
    return exactCount(this.#source, modelRequest(query));
  }

  /** The total a listing shows: exact, or "1,000+" when counting further would take long (decision 095). */
  async total(query: ModelQuery = {}): Promise<ListingTotal> {
    return listingTotal(this.#source, modelRequest(query));
  }

  /**
   * How many models carry each value of a facet, most first, over the whole store (kept up to
   * date on every write, so this is one small index read). `prefix` narrows tags, e.g. "license:".
   */
  async facetCounts(
    facet: ModelFacet,
    options: { limit?: number; prefix?: string } = {},
  ): Promise<FacetCount[]> {
    return maintainedCounts(this.#source, "model", facet, options);
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
    return facetCountsWithin(this.#source, facet, modelRequest(query), options);
  }

  /**
   * Counts of the tags (own or derived) starting with one of `prefixes` within a listing, e.g. the
   * providers serving text-generation models (`["inference_provider:"]`), most first: the number a
   * listing gets by adding that tag. Past `rowBound` matches, the whole catalogue's counts.
   */
  async tagCountsWithin(
    prefixes: readonly string[],
    query: ModelQuery,
    options: { rowBound?: number; tags?: readonly string[] } = {},
  ): Promise<CountsWithin> {
    return tagCountsWithin(this.#source, prefixes, modelRequest(query), options);
  }

  sidebarCounts<S extends readonly ModelSidebarSection[]>(sections: S, options?: { rowBound?: number }) {
    return modelSidebarCounts(this.#source, sections, options);
  }

  /** Inserts or replaces one model (normalized first); returns the stored record. */
  async upsert(raw: unknown): Promise<ModelRecord> {
    const { value, text } = unwrapJsonSource(raw);
    const record = normalizeModelRecord(value);
    this.#writes.upsertRows([modelRow(record, value, text)]);
    return record;
  }

  /**
   * Inserts or replaces models by id, all in one transaction (joining an outer one). Each raw
   * record (or JsonSource, whose text is kept as the raw record) goes through
   * normalizeModelRowFields; an invalid one throws and the transaction rolls back. See upsertRows.
   */
  async upsertMany(
    raws: Iterable<unknown>,
    onStored?: () => void,
    options: UpsertOptions = {},
  ): Promise<WriteSummary> {
    return this.#writes.upsertRows(modelRows(raws), onStored, options);
  }

  /**
   * Inserts or replaces models given as rows (see modelRow; an importer may build them on another
   * thread), all in one transaction (joining an outer one): see ModelWrites.upsertRows.
   */
  async upsertRows(
    rows: Iterable<ModelRow>,
    onStored?: () => void,
    options: UpsertOptions = {},
  ): Promise<WriteSummary> {
    return this.#writes.upsertRows(rows, onStored, options);
  }

  /** Removes a model; returns whether it existed. */
  async delete(id: string): Promise<boolean> {
    return this.#writes.delete(id);
  }
}
