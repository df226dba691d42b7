import type { Insertable } from "kysely";
import { type Kysely, sql } from "kysely";
import { FacetTally } from "../facet-tally";
import { ALL_ROWS, ROWS_FACET } from "../listing/maintained-counts";
import { TASK_LIBRARY_FACET } from "../models/model-batch-insert";
import { isLibraryTag, LIBRARY_FACET } from "../models/model-libraries";
import type { ModelWrites } from "../models/model-repository";
import type { ModelRow } from "../models/model-row";
import type { WriteSummary } from "../models/model-writes";
import { writeCards } from "./postgres-card-words";
import { flushFacetTally } from "./postgres-facet-counts";
import { insertModelTagRows } from "./postgres-model-tag-rows";
import type { ModelsTable, PostgresTables } from "./postgres-tables";

/**
 * A model's values of the maintained facets: the row itself, its task, each indexed tag, the catalogue's libraries
 * among them (its library_name is one: see derivedModelTags) and each (task, library) pair.
 */
export function tallyModel(
  deltas: FacetTally,
  model: { pipeline_tag: string | null; tags: readonly string[] },
  delta: number,
): void {
  deltas.add(ROWS_FACET, ALL_ROWS, delta);
  deltas.add("pipeline_tag", model.pipeline_tag, delta);
  for (const tag of model.tags) {
    deltas.add("tag", tag, delta);
    if (!isLibraryTag(tag)) continue;
    deltas.add(LIBRARY_FACET, tag, delta);
    if (model.pipeline_tag) deltas.add(TASK_LIBRARY_FACET, JSON.stringify([model.pipeline_tag, tag]), delta);
  }
}

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
 * The write path of a PostgreSQL store's models: records, tag rows and maintained facet counts,
 * written together in one transaction, a batch of rows a statement. `db` gives the connection of
 * the transaction in progress, when there is one.
 */
export class PostgresModelWrites implements ModelWrites {
  constructor(
    private readonly db: () => Kysely<PostgresTables>,
    private readonly transaction: <T>(fn: () => Promise<T>) => Promise<T>,
  ) {}

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
      .selectFrom(sql<{ given: string }>`unnest(${ids}::text[])`.as("given"))
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
