import { type RawBuilder, sql } from "kysely";
import type { ListingTotal } from "../listing/listing";
import type { WriteSummary } from "../models/model-writes";
import type { Page } from "../page";
import { compiledOnce, type StoreConnection } from "../store-connection";
import { readSpacePage, type SpaceListingSource, type SpaceQuery, spaceListingTotal } from "./space-listing";
import { normalizeSpaceRecord, type SpaceRecord } from "./space-record";

/** What spaces do per engine: their writes, and the table of search text an engine keeps. */
export interface SpaceStorage {
  /** Inserts or replaces spaces by id in one transaction (joining an outer one). */
  upsertMany(raws: Iterable<unknown>, onStored?: (space: SpaceRecord) => void): Promise<WriteSummary>;
  /** Removes a space and the rows that go with it; returns whether it existed. */
  delete(id: string): Promise<boolean>;
  /** See SpaceListingSource.searchTable. */
  searchTable?: SpaceListingSource["searchTable"];
}

const parse = (row: { record: unknown }) => normalizeSpaceRecord(JSON.parse(String(row.record)));

/**
 * Spaces and the tasks and models they use, on either engine: what `store.spaces` answers. Reads
 * are one Kysely query each on both engines; writes are the engine's.
 */
export class SpaceRepository {
  constructor(
    private readonly connection: StoreConnection,
    private readonly storage: SpaceStorage,
  ) {}

  #source(): SpaceListingSource {
    const { db, rows } = this.connection;
    return { db: db(), rows, engine: this.connection.listing, searchTable: this.storage.searchTable };
  }

  /** The rows of a query written in SQL, with the engine's fragments. */
  #rows<R>(query: RawBuilder<R>): Promise<R[]> {
    const db = this.connection.db();
    return this.connection.rows({ compile: () => query.compile(db) });
  }

  /** `s.id` as an ORDER BY term, by code point on both engines. */
  #byId() {
    return this.connection.listing.codePointOrder(sql.ref("s.id"));
  }

  /**
   * One page of the spaces listing (search, owner, SDK, tags; sorted, keyset-paged). Throws
   * InvalidQueryError / InvalidCursorError for bad paging.
   */
  async listPage(query: SpaceQuery = {}): Promise<Page<SpaceRecord>> {
    return readSpacePage(this.#source(), query);
  }

  /** How many spaces the listing holds: exact, or "10,000+" when counting further would take long (decision 076). */
  async total(query: SpaceQuery = {}): Promise<ListingTotal> {
    return spaceListingTotal(this.#source(), query);
  }

  /** The space with this id, or undefined. */
  async get(id: string): Promise<SpaceRecord | undefined> {
    const [row] = await this.connection.rows(this.#recordById(id));
    return row && parse(row);
  }

  readonly #recordById = compiledOnce((id) =>
    this.connection
      .db()
      .selectFrom("spaces")
      .select("record")
      .where("id", "=", id as string),
  );

  /** Whether a space with this id exists. */
  async has(id: string): Promise<boolean> {
    const db = this.connection.db();
    return (
      (await this.connection.rows(db.selectFrom("spaces").select("rowid").where("id", "=", id))).length > 0
    );
  }

  /** Spaces that demonstrate a task, by id. */
  async forTask(task: string, limit = 100): Promise<SpaceRecord[]> {
    const rows = await this.connection.rows(
      this.connection
        .db()
        .selectFrom("space_tasks as t")
        .innerJoin("spaces as s", "s.rowid", "t.space_rowid")
        .select("s.record")
        .where("t.task", "=", task)
        .orderBy(this.#byId())
        .limit(limit),
    );
    return rows.map(parse);
  }

  /** Ids of the spaces that use a model, by id. */
  async usingModel(modelId: string): Promise<string[]> {
    return (await this.usingModels([modelId])).get(modelId) ?? [];
  }

  /**
   * Ids of the spaces that use each of these models (sorted by id); models no space uses are
   * missing from the map. One pass over the spaces table (the links live in each record's
   * `models` list, with no index: fine for the few hundred spaces a hub holds), whatever the
   * number of models asked.
   */
  async usingModels(modelIds: readonly string[]): Promise<Map<string, string[]>> {
    const byModel = new Map<string, string[]>();
    if (modelIds.length === 0) return byModel;
    const { givenIds, idList, jsonTexts } = this.connection;
    const rows = await this.#rows(sql<{ model: string; space: string }>`
      SELECT e.value AS model, s.id AS space FROM spaces s, ${jsonTexts("s.record", "models")}
      WHERE e.value IN (SELECT given FROM ${givenIds(idList([...new Set(modelIds)]))})
      ORDER BY ${this.#byId()}`);
    for (const row of rows) {
      const spaces = byModel.get(row.model);
      if (spaces) spaces.push(row.space);
      else byModel.set(row.model, [row.space]);
    }
    return byModel;
  }

  /** Ids of the spaces that use a dataset, by id (read from each record, as usingModels does). */
  async usingDataset(datasetId: string): Promise<string[]> {
    const rows = await this.#rows(sql<{ id: string }>`
      SELECT s.id FROM spaces s
      WHERE EXISTS (SELECT 1 FROM ${this.connection.jsonTexts("s.record", "datasets")} WHERE e.value = ${datasetId})
      ORDER BY ${this.#byId()}`);
    return rows.map((row) => row.id);
  }

  /** Every space, by id. */
  async list(limit = 1000): Promise<SpaceRecord[]> {
    const db = this.connection.db();
    const rows = await this.connection.rows(
      db.selectFrom("spaces as s").select("s.record").orderBy(this.#byId()).limit(limit),
    );
    return rows.map(parse);
  }

  /**
   * Inserts or replaces spaces by id in one transaction (joining an outer one); an invalid record
   * (InvalidSpaceRecordError) rolls all back. `onStored` is called after each space is written.
   */
  async upsertMany(raws: Iterable<unknown>, onStored?: (space: SpaceRecord) => void): Promise<WriteSummary> {
    return this.storage.upsertMany(raws, onStored);
  }

  /** Removes a space and the tasks it demonstrates; returns whether it existed. */
  async delete(id: string): Promise<boolean> {
    return this.storage.delete(id);
  }
}
