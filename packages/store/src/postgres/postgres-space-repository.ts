import { type Kysely, sql } from "kysely";
import type { ListingTotal } from "../listing/listing";
import type { WriteSummary } from "../models/model-writes";
import type { Page } from "../page";
import {
  readSpacePage,
  type SpaceListingSource,
  type SpaceQuery,
  spaceListingTotal,
} from "../spaces/space-listing";
import { normalizeSpaceRecord, type SpaceRecord } from "../spaces/space-record";
import type { SpaceRepository } from "../spaces/space-repository";
import { spaceFilterTags, spaceRowColumns } from "../spaces/space-row";
import type { PostgresTables } from "./postgres-tables";

const parse = (row: { record: string }) => normalizeSpaceRecord(JSON.parse(row.record));

/** Spaces on PostgreSQL, the tasks they demonstrate and the tags they are listed by (see SpaceRepository). */
export class PostgresSpaceRepository implements SpaceRepository {
  constructor(
    private readonly db: () => Kysely<PostgresTables>,
    private readonly transaction: <T>(fn: () => Promise<T>) => Promise<T>,
  ) {}

  #source(): SpaceListingSource {
    const db = this.db();
    return { db, rows: async (query) => (await db.executeQuery(query.compile())).rows };
  }

  /** One page of the spaces listing. Throws InvalidQueryError / InvalidCursorError for bad paging. */
  async listPage(query: SpaceQuery = {}): Promise<Page<SpaceRecord>> {
    return readSpacePage(this.#source(), query);
  }

  /** How many spaces the listing holds: exact, or "10,000+" (decision 076). */
  async total(query: SpaceQuery = {}): Promise<ListingTotal> {
    return spaceListingTotal(this.#source(), query);
  }

  /** The space with this id, or undefined. */
  async get(id: string): Promise<SpaceRecord | undefined> {
    const row = await this.db().selectFrom("spaces").select("record").where("id", "=", id).executeTakeFirst();
    return row && parse(row);
  }

  /** Whether a space with this id exists. */
  async has(id: string): Promise<boolean> {
    const row = await this.db().selectFrom("spaces").select("rowid").where("id", "=", id).executeTakeFirst();
    return row !== undefined;
  }

  /** Spaces that demonstrate a task, by id. */
  async forTask(task: string, limit = 100): Promise<SpaceRecord[]> {
    const rows = await this.db()
      .selectFrom("space_tasks as t")
      .innerJoin("spaces as s", "s.rowid", "t.space_rowid")
      .select("s.record")
      .where("t.task", "=", task)
      .orderBy(sql`s.id COLLATE "C"`)
      .limit(limit)
      .execute();
    return rows.map(parse);
  }

  /** Ids of the spaces that use a model, by id. */
  async usingModel(modelId: string): Promise<string[]> {
    return (await this.usingModels([modelId])).get(modelId) ?? [];
  }

  /** Ids of the spaces that use each of these models (sorted by id); models no space uses are missing. */
  async usingModels(modelIds: readonly string[]): Promise<Map<string, string[]>> {
    const byModel = new Map<string, string[]>();
    if (modelIds.length === 0) return byModel;
    const { rows } = await sql<{ model: string; space: string }>`
      SELECT m.model, s.id AS space FROM spaces s,
        jsonb_array_elements_text(coalesce(s.record::jsonb -> 'models', '[]'::jsonb)) AS m(model)
      WHERE m.model = ANY(${[...new Set(modelIds)]}::text[]) ORDER BY s.id COLLATE "C"`.execute(this.db());
    for (const row of rows) {
      const spaces = byModel.get(row.model);
      if (spaces) spaces.push(row.space);
      else byModel.set(row.model, [row.space]);
    }
    return byModel;
  }

  /** Ids of the spaces that use a dataset, by id. */
  async usingDataset(datasetId: string): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      SELECT s.id FROM spaces s
      WHERE coalesce(s.record::jsonb -> 'datasets', '[]'::jsonb) ? ${datasetId}
      ORDER BY s.id COLLATE "C"`.execute(this.db());
    return rows.map((row) => row.id);
  }

  /** Every space, by id. */
  async list(limit = 1000): Promise<SpaceRecord[]> {
    const rows = await this.db()
      .selectFrom("spaces")
      .select("record")
      .orderBy(sql`id COLLATE "C"`)
      .limit(limit)
      .execute();
    return rows.map(parse);
  }

  /** Inserts or replaces spaces by id in one transaction (joining an outer one). */
  async upsertMany(raws: Iterable<unknown>, onStored?: (space: SpaceRecord) => void): Promise<WriteSummary> {
    return this.transaction(async () => {
      const db = this.db();
      const summary: WriteSummary = { inserted: 0, updated: 0 };
      for (const raw of raws) {
        const space = normalizeSpaceRecord(raw);
        // xmax is 0 for a row this statement inserted, the updating transaction's id otherwise.
        const { rowid, inserted } = await db
          .insertInto("spaces")
          .values({ id: space.id, ...spaceRowColumns(space), record: JSON.stringify(space) })
          .onConflict((conflict) =>
            conflict.column("id").doUpdateSet((eb) => ({
              author: eb.ref("excluded.author"),
              title: eb.ref("excluded.title"),
              sdk: eb.ref("excluded.sdk"),
              likes: eb.ref("excluded.likes"),
              trending_score: eb.ref("excluded.trending_score"),
              created_at: eb.ref("excluded.created_at"),
              last_modified: eb.ref("excluded.last_modified"),
              search_text: eb.ref("excluded.search_text"),
              record: eb.ref("excluded.record"),
            })),
          )
          .returning(["rowid", sql<boolean>`xmax = 0`.as("inserted")])
          .executeTakeFirstOrThrow();
        await db.deleteFrom("space_tasks").where("space_rowid", "=", rowid).execute();
        if (space.tasks.length) {
          await db
            .insertInto("space_tasks")
            .values(space.tasks.map((task) => ({ task, space_rowid: rowid })))
            .execute();
        }
        await db.deleteFrom("space_tags").where("space_rowid", "=", rowid).execute();
        const tags = spaceFilterTags(space);
        if (tags.length) {
          await db
            .insertInto("space_tags")
            .values(tags.map((tag) => ({ tag, space_rowid: rowid })))
            .execute();
        }
        if (inserted) summary.inserted++;
        else summary.updated++;
        onStored?.(space);
      }
      return summary;
    });
  }

  /** Removes a space (its task and tag rows go with it); returns whether it existed. */
  async delete(id: string): Promise<boolean> {
    return this.transaction(async () => {
      const removed = await this.db()
        .deleteFrom("spaces")
        .where("id", "=", id)
        .returning("rowid")
        .executeTakeFirst();
      return removed !== undefined;
    });
  }
}
