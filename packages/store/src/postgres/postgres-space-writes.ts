import { type Kysely, sql } from "kysely";
import type { WriteSummary } from "../models/model-writes";
import { normalizeSpaceRecord, type SpaceRecord } from "../spaces/space-record";
import type { SpaceStorage } from "../spaces/space-repository";
import { spaceFilterTags, spaceRowColumns } from "../spaces/space-row";
import type { PostgresTables } from "./postgres-tables";

/**
 * The write path of a PostgreSQL store's spaces: a space's row, tasks and tags in one transaction
 * (searches read the row's search text through its trigram index, no table of their own).
 */
export class PostgresSpaceWrites implements SpaceStorage {
  constructor(
    private readonly db: () => Kysely<PostgresTables>,
    private readonly transaction: <T>(fn: () => Promise<T>) => Promise<T>,
  ) {}

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
