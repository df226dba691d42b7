import type { Insertable, Kysely } from "kysely";
import { type DatasetRecord, normalizeDatasetRecord } from "../datasets/dataset-record";
import { type DatasetWrites, tallyDataset } from "../datasets/dataset-repository";
import { datasetSearchRow } from "../datasets/dataset-search-row";
import { FacetTally } from "../facet-tally";
import { unwrapJsonSource } from "../json-source";
import { ALL_ROWS, ROWS_FACET } from "../listing/maintained-counts";
import type { WriteSummary } from "../models/model-writes";
import { writeCards } from "./postgres-card-words";
import { flushFacetTally } from "./postgres-facet-counts";
import type { DatasetsTable, PostgresTables } from "./postgres-tables";

/** A dataset's maintained facet values (see tallyDataset), and the row itself in the count of rows. */
export function tallyDatasetRow(deltas: FacetTally, tags: readonly string[], delta: number): void {
  tallyDataset(deltas, tags, delta);
  deltas.add(ROWS_FACET, ALL_ROWS, delta);
}

/** A dataset's columns in the `datasets` table. */
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

/**
 * The write path of a PostgreSQL store's datasets: records, tag rows and maintained facet counts,
 * in one transaction. `db` gives the connection of the transaction in progress, when there is one.
 */
export class PostgresDatasetWrites implements DatasetWrites {
  constructor(
    private readonly db: () => Kysely<PostgresTables>,
    private readonly transaction: <T>(fn: () => Promise<T>) => Promise<T>,
  ) {}

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
          tallyDatasetRow(deltas, old.tags, -1);
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
        tallyDatasetRow(deltas, tags, 1);
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
      tallyDatasetRow(deltas, old.tags, -1);
      await flushFacetTally(db, deltas);
      return true;
    });
  }
}
