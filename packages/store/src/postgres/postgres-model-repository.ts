import {
  type ModelFile,
  type ModelRecord,
  modelSize,
  normalizeModelRecord,
  normalizeModelRowFields,
} from "@modelhub/catalog";
import { type Insertable, type Kysely, sql } from "kysely";
import { type FacetCount, FacetTally } from "../facet-tally";
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
import { postgresListingSource } from "../listing/postgres-listing-engine";
import { TASK_LIBRARY_FACET } from "../models/model-batch-insert";
import { isLibraryTag, LIBRARY_FACET } from "../models/model-libraries";
import { type ModelQuery, modelRequest } from "../models/model-query";
import {
  type CountedModelFacet,
  type ModelEntry,
  type ModelFacet,
  type ModelRepository,
  modelEntry,
  type StoredModel,
} from "../models/model-repository";
import { type ModelRow, modelRow } from "../models/model-row";
import type { ModelSummary } from "../models/model-summary";
import type { WriteSummary } from "../models/model-writes";
import type { Page } from "../page";
import { writeCards } from "./postgres-card-words";
import { flushFacetTally } from "./postgres-facet-counts";
import { insertModelTagRows } from "./postgres-model-tag-rows";
import type { ModelsTable, PostgresTables } from "./postgres-tables";

/** The columns of a model's listing row, and the record's. */
type SummaryRow = Pick<
  ModelsTable,
  | "id"
  | "author"
  | "pipeline_tag"
  | "library_name"
  | "tags"
  | "downloads"
  | "likes"
  | "trending_score"
  | "created_at"
  | "last_modified"
  | "private"
  | "gated"
>;

const SUMMARY_COLUMNS = [
  "m.id",
  "m.author",
  "m.pipeline_tag",
  "m.library_name",
  "m.tags",
  "m.downloads",
  "m.likes",
  "m.trending_score",
  "m.created_at",
  "m.last_modified",
  "m.private",
  "m.gated",
] as const;

function toSummary(row: SummaryRow): ModelSummary {
  const summary: ModelSummary = {
    id: row.id,
    tags: row.tags,
    downloads: row.downloads,
    likes: row.likes,
    trendingScore: row.trending_score,
    private: row.private,
  };
  if (row.author !== null) summary.author = row.author;
  if (row.pipeline_tag !== null) summary.pipeline_tag = row.pipeline_tag;
  if (row.library_name !== null) summary.library_name = row.library_name;
  if (row.created_at !== "") summary.createdAt = row.created_at;
  if (row.last_modified !== "") summary.lastModified = row.last_modified;
  if (row.gated !== null) summary.gated = JSON.parse(row.gated) as boolean | string;
  return summary;
}

/**
 * A model's values of the maintained facets: its task, each indexed tag, the catalogue's libraries
 * among them (its library_name is one: see derivedModelTags) and each (task, library) pair.
 */
export function tallyModel(
  deltas: FacetTally,
  model: { pipeline_tag: string | null; tags: readonly string[] },
  delta: number,
): void {
  deltas.add("pipeline_tag", model.pipeline_tag, delta);
  for (const tag of model.tags) {
    deltas.add("tag", tag, delta);
    if (!isLibraryTag(tag)) continue;
    deltas.add(LIBRARY_FACET, tag, delta);
    if (model.pipeline_tag) deltas.add(TASK_LIBRARY_FACET, JSON.stringify([model.pipeline_tag, tag]), delta);
  }
}

/**
 * Ids as a table `given (given)`, to join models on, not `id IN (...)`: the planner could answer a
 * list by the trigram index, which pg_trgm lets serve equality too, at a read of every row that
 * shares a common trigram.
 */
const givenIds = (ids: readonly string[]) => sql<{ given: string }>`unnest(${[...ids]}::text[])`.as("given");

/** Rows a write sends in one statement: a model's tag rows take about 16 of PostgreSQL's 65,535 parameters. */
const WRITE_BATCH_ROWS = 500;

/** A row's columns in the `models` table. */
export function modelColumns(row: ModelRow): Insertable<ModelsTable> {
  const [
    id,
    author,
    pipelineTag,
    library,
    downloads,
    likes,
    trending,
    createdAt,
    lastModified,
    isPrivate,
    gated,
    ,
    parameters,
  ] = row.columns;
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: String(id),
    author: text(author),
    pipeline_tag: text(pipelineTag),
    library_name: text(library),
    downloads: Number(downloads),
    likes: Number(likes),
    trending_score: Number(trending),
    created_at: String(createdAt),
    last_modified: String(lastModified),
    private: isPrivate === 1,
    gated: text(gated),
    tags: row.indexedTags.slice(0, row.ownTagCount),
    derived_tags: row.indexedTags.slice(row.ownTagCount),
    num_parameters: Number(parameters ?? 0),
  };
}

/** The text of a row's raw record (a parsing worker gives its bytes). */
export const recordText = (record: string | Uint8Array) =>
  typeof record === "string" ? record : new TextDecoder().decode(record);

/**
 * Models on PostgreSQL: records, tag rows and maintained facet counts, written together in one
 * transaction; listings in SQL through Kysely. `db` gives the connection of the transaction in
 * progress, when there is one.
 */
export class PostgresModelRepository implements ModelRepository {
  constructor(
    private readonly db: () => Kysely<PostgresTables>,
    private readonly transaction: <T>(fn: () => Promise<T>) => Promise<T>,
  ) {}

  /** Where listings read, on the connection of the moment. */
  #source(): ListingSource {
    return postgresListingSource(this.db(), MODEL_TABLE);
  }

  /** The model with this id (exact), or undefined. */
  async get(id: string): Promise<StoredModel | undefined> {
    return (await this.getEntry(id))?.model;
  }

  /** The model with this id and its record as imported, from one read. */
  async getEntry(id: string): Promise<ModelEntry | undefined> {
    const text = await this.#recordText(id);
    return text === undefined ? undefined : modelEntry(text);
  }

  /** The record exactly as it was imported. */
  async getRaw(id: string): Promise<Record<string, unknown> | undefined> {
    const text = await this.#recordText(id);
    return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
  }

  async #recordText(id: string): Promise<string | undefined> {
    const row = await this.db()
      .selectFrom("models as m")
      .innerJoin("model_records as r", "r.rowid", "m.rowid")
      .select("r.record")
      .where("m.id", "=", id)
      .executeTakeFirst();
    return row?.record;
  }

  /** Whether a model with this id exists. */
  async has(id: string): Promise<boolean> {
    const row = await this.db().selectFrom("models").select("rowid").where("id", "=", id).executeTakeFirst();
    return row !== undefined;
  }

  /** Summaries of the ids that exist, in the order asked (for "models for this task" links). */
  async getMany(ids: readonly string[]): Promise<ModelSummary[]> {
    if (!ids.length) return [];
    const rows = await this.db()
      .selectFrom(givenIds(ids))
      .innerJoin("models as m", "m.id", "given.given")
      .select(SUMMARY_COLUMNS)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
    return ids.flatMap((id) => {
      const summary = byId.get(id);
      return summary ? [summary] : [];
    });
  }

  /**
   * The parameter count of each model of `ids` whose record states one, by id: its safetensors
   * count, else its GGUF metadata's (as modelSize reads them). Only those two fields of each record
   * leave the server.
   */
  async parameterCounts(ids: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (!ids.length) return counts;
    const rows = await this.db()
      .selectFrom(givenIds(ids))
      .innerJoin("models as m", "m.id", "given.given")
      .innerJoin("model_records as r", "r.rowid", "m.rowid")
      .select([
        "m.id",
        sql<
          string | null
        >`CASE jsonb_typeof(r.record::jsonb -> 'safetensors') WHEN 'object' THEN r.record::jsonb ->> 'safetensors' END`.as(
          "safetensors",
        ),
        sql<unknown>`r.record::jsonb #> '{gguf,total}'`.as("gguf_total"),
      ])
      .execute();
    for (const row of rows) {
      const size = modelSize({
        ...(row.safetensors !== null ? { safetensors: JSON.parse(row.safetensors) } : {}),
        ...(row.gguf_total !== null ? { gguf: { total: row.gguf_total as number } } : {}),
      });
      const parameters = size.safetensors?.parameters ?? size.gguf?.parameters;
      if (parameters !== undefined) counts.set(row.id, parameters);
    }
    return counts;
  }

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

  /** How many models match, exactly (paging ignored). */
  async count(query: ModelQuery = {}): Promise<number> {
    return exactCount(this.#source(), modelRequest(query));
  }

  /** One page of summaries. Throws InvalidQueryError / InvalidCursorError for bad paging. */
  async list(query: ModelQuery = {}): Promise<Page<ModelSummary>> {
    return readPage<ModelsTable, SummaryRow, ModelSummary>(
      this.#source(),
      modelRequest(query),
      query,
      (listing) => listing.select(SUMMARY_COLUMNS),
      toSummary,
    );
  }

  /** One page of full records with each record as imported. */
  async listEntries(query: ModelQuery = {}): Promise<Page<ModelEntry>> {
    return readPage<ModelsTable, { record: string }, ModelEntry>(
      this.#source(),
      modelRequest(query),
      query,
      (listing) => listing.innerJoin("model_records as r", "r.rowid", "m.rowid").select("r.record"),
      (row) => modelEntry(row.record),
    );
  }

  /** The total a listing shows: exact, or "1,000+" when counting further would take long (decision 095). */
  async total(query: ModelQuery = {}): Promise<ListingTotal> {
    return listingTotal(this.#source(), modelRequest(query));
  }

  /** How many models carry each value of a facet over the whole store, most first. */
  async facetCounts(
    facet: ModelFacet,
    options: { limit?: number; prefix?: string } = {},
  ): Promise<FacetCount[]> {
    return maintainedCounts(this.#source(), "model", facet, options);
  }

  /** Task or library counts within a listing, always exact (counted over every match). */
  async facetCountsWithin(facet: CountedModelFacet, query: ModelQuery, limit = 100): Promise<FacetCount[]> {
    return (
      await facetCountsWithin(this.#source(), facet, modelRequest(query), {
        limit,
        rowBound: Number.POSITIVE_INFINITY,
      })
    ).counts;
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

  /** Counts of the tags starting with one of `prefixes` within a listing, most first. */
  async tagCountsWithin(
    prefixes: readonly string[],
    query: ModelQuery,
    options: { rowBound?: number; tags?: readonly string[] } = {},
  ): Promise<CountsWithin> {
    return tagCountsWithin(this.#source(), prefixes, modelRequest(query), options);
  }

  sidebarCounts<S extends readonly ModelSidebarSection[]>(sections: S, options?: { rowBound?: number }) {
    return modelSidebarCounts(this.#source(), sections, options);
  }

  /** Inserts or replaces one model (normalized first); returns the stored record. */
  async upsert(raw: unknown): Promise<ModelRecord> {
    const { value, text } = unwrapJsonSource(raw);
    const record = normalizeModelRecord(value);
    await this.upsertRows([modelRow(record, value, text)]);
    return record;
  }

  /**
   * Inserts or replaces models by id, all in one transaction (joining an outer one); an invalid
   * record throws and the transaction rolls back.
   */
  async upsertMany(raws: Iterable<unknown>, onStored?: () => void): Promise<WriteSummary> {
    function* rows(): Generator<ModelRow> {
      for (const item of raws) {
        const { value, text } = unwrapJsonSource(item);
        yield modelRow(normalizeModelRowFields(value), value, text);
      }
    }
    return this.upsertRows(rows(), onStored);
  }

  /**
   * Inserts or replaces models given as rows (see modelRow), all in one transaction, a batch of
   * rows a statement. A replaced model keeps its rowid, so a cursor past it stays where it was.
   */
  async upsertRows(rows: Iterable<ModelRow>, onStored?: () => void): Promise<WriteSummary> {
    return this.transaction(async () => {
      const db = this.db();
      const deltas = new FacetTally("model");
      const summary: WriteSummary = { inserted: 0, updated: 0 };
      // One batch holds an id once: a statement cannot write one row twice.
      let batch = new Map<string, ModelRow>();
      const write = async () => {
        const written = await this.#writeBatch(db, [...batch.values()], deltas);
        summary.inserted += written.inserted;
        summary.updated += written.updated;
        for (const _ of batch) onStored?.();
        batch = new Map();
      };
      for (const row of rows) {
        if (batch.has(row.id) || batch.size === WRITE_BATCH_ROWS) await write();
        batch.set(row.id, row);
      }
      if (batch.size) await write();
      await flushFacetTally(db, deltas);
      return summary;
    });
  }

  async #writeBatch(
    db: Kysely<PostgresTables>,
    rows: readonly ModelRow[],
    deltas: FacetTally,
  ): Promise<WriteSummary> {
    const ids = rows.map((row) => row.id);
    const old = await db
      .selectFrom(givenIds(ids))
      .innerJoin("models", "models.id", "given.given")
      .select([
        "models.rowid",
        "models.pipeline_tag",
        "models.library_name",
        "models.tags",
        "models.derived_tags",
      ])
      .forUpdate()
      .execute();
    for (const model of old)
      tallyModel(deltas, { ...model, tags: [...model.tags, ...model.derived_tags] }, -1);
    if (old.length)
      await db
        .deleteFrom("model_tags")
        .where(
          "model_rowid",
          "in",
          old.map((model) => model.rowid),
        )
        .execute();
    const written = await db
      .insertInto("models")
      .values(rows.map(modelColumns))
      .onConflict((conflict) =>
        conflict.column("id").doUpdateSet((eb) => ({
          author: eb.ref("excluded.author"),
          pipeline_tag: eb.ref("excluded.pipeline_tag"),
          library_name: eb.ref("excluded.library_name"),
          downloads: eb.ref("excluded.downloads"),
          likes: eb.ref("excluded.likes"),
          trending_score: eb.ref("excluded.trending_score"),
          created_at: eb.ref("excluded.created_at"),
          last_modified: eb.ref("excluded.last_modified"),
          private: eb.ref("excluded.private"),
          gated: eb.ref("excluded.gated"),
          tags: eb.ref("excluded.tags"),
          derived_tags: eb.ref("excluded.derived_tags"),
          num_parameters: eb.ref("excluded.num_parameters"),
        })),
      )
      .returning(["rowid", "id"])
      .execute();
    const rowids = new Map(written.map((model) => [model.id, model.rowid]));
    const rowidOf = (row: ModelRow) => rowids.get(row.id) ?? 0;
    await db
      .insertInto("model_records")
      .values(rows.map((row) => ({ rowid: rowidOf(row), record: recordText(row.record) })))
      .onConflict((conflict) =>
        conflict.column("rowid").doUpdateSet((eb) => ({ record: eb.ref("excluded.record") })),
      )
      .execute();
    await writeCards(
      db as Kysely<unknown>,
      "model_cards",
      rows.map((row) => ({ rowid: rowidOf(row), card: row.words.card })),
    );
    const tagRows = rows.flatMap((row) =>
      row.indexedTags.map((tag) => ({ tag, downloads: row.downloads, model_rowid: rowidOf(row) })),
    );
    await insertModelTagRows(db as Kysely<unknown>, tagRows);
    for (const row of rows) {
      tallyModel(deltas, { pipeline_tag: row.pipelineTag, tags: row.indexedTags }, 1);
    }
    return { inserted: rows.length - old.length, updated: old.length };
  }

  /** Removes a model; returns whether it existed. */
  async delete(id: string): Promise<boolean> {
    return this.transaction(async () => {
      const db = this.db();
      const deltas = new FacetTally("model");
      const existed = await this.#remove(db, id, deltas);
      await flushFacetTally(db, deltas);
      return existed;
    });
  }

  /** Deletes a model's row (its record and tag rows go with it), counting its facets down. */
  async #remove(db: Kysely<PostgresTables>, id: string, deltas: FacetTally): Promise<boolean> {
    const old = await db
      .deleteFrom("models")
      .where("id", "=", id)
      .returning(["pipeline_tag", "tags", "derived_tags"])
      .executeTakeFirst();
    if (!old) return false;
    tallyModel(deltas, { ...old, tags: [...old.tags, ...old.derived_tags] }, -1);
    return true;
  }
}
