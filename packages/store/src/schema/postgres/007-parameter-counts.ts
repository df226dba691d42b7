import { type Kysely, sql } from "kysely";
import { FacetTally } from "../../facet-tally";
import { BASE_MODEL_TAG_PREFIX, DERIVED_MODEL_TAG } from "../../models/model-derived-tags";
import { parameterCount } from "../../models/model-row";
import { flushFacetTally } from "../../postgres/postgres-facet-counts";
import { addModelTagNames } from "../../postgres/postgres-model-tag-rows";
import type { PostgresTables } from "../../postgres/postgres-tables";
import type { PostgresMigration } from "./postgres-migration";

/** Rows read and written at a time. */
const BATCH_ROWS = 5_000;

/** Gives every model its parameter count, read from the two fields of its record that state it. */
async function fillParameterCounts(db: Kysely<unknown>): Promise<void> {
  for (let after = 0; ; ) {
    const { rows } = await sql<{ rowid: string; safetensors: unknown; gguf: unknown }>`
      SELECT m.rowid, r.record::jsonb -> 'safetensors' AS safetensors, r.record::jsonb -> 'gguf' AS gguf
      FROM models m JOIN model_records r ON r.rowid = m.rowid WHERE m.rowid > ${after}
      ORDER BY m.rowid LIMIT ${BATCH_ROWS}`.execute(db);
    const last = rows.at(-1);
    if (!last) break;
    const counts = rows.flatMap((row) => {
      const count = parameterCount({ safetensors: row.safetensors, gguf: row.gguf });
      return count > 0 ? [{ rowid: Number(row.rowid), count }] : [];
    });
    if (counts.length) {
      await sql`UPDATE models m SET num_parameters = u.count
        FROM jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) AS u (rowid bigint, count double precision)
        WHERE m.rowid = u.rowid`.execute(db);
    }
    after = Number(last.rowid);
  }
}

/**
 * Models get their parameter count as a column (safetensors', else GGUF's; 0 for none), indexed
 * for the parameter filter and sort, and the models naming a base model a derived tag (see
 * DERIVED_MODEL_TAG) as a tag row, in their row's list and counted. Run again, it changes nothing.
 */
export const parameterCounts: PostgresMigration = {
  version: 7,
  name: "models' parameter counts as an indexed column, and a derived tag for models with a base model",
  async up(db) {
    await sql`ALTER TABLE models ADD COLUMN IF NOT EXISTS num_parameters double precision NOT NULL DEFAULT 0`.execute(
      db,
    );
    await fillParameterCounts(db);
    // As for the other sorts (schema 1): alone, and after the task and the author, which a listing
    // filters by equality (the library filter reads tag rows, schema 3).
    await sql`
      CREATE INDEX IF NOT EXISTS models_by_parameters ON models (num_parameters, downloads, rowid);
      CREATE INDEX IF NOT EXISTS models_by_task_parameters ON models (pipeline_tag, num_parameters, downloads, rowid);
      CREATE INDEX IF NOT EXISTS models_by_author_parameters ON models (author, num_parameters, downloads, rowid);
    `.execute(db);
    const { rows } = await sql<{ rowid: string }>`
      UPDATE models SET derived_tags = derived_tags || ${DERIVED_MODEL_TAG}::text
      WHERE NOT (${DERIVED_MODEL_TAG}::text = ANY(derived_tags))
        AND EXISTS (SELECT 1 FROM unnest(tags) AS t (tag) WHERE starts_with(t.tag, ${BASE_MODEL_TAG_PREFIX}))
      RETURNING rowid`.execute(db);
    if (!rows.length) return;
    // Tag rows hold the tag's id (migration 006).
    await addModelTagNames(db, [DERIVED_MODEL_TAG]);
    await sql`INSERT INTO model_tags (tag, downloads, model_rowid)
      SELECT n.id, m.downloads, m.rowid FROM models m
      JOIN model_tag_names n ON n.tag = ${DERIVED_MODEL_TAG}
      WHERE m.rowid = ANY(${rows.map((row) => Number(row.rowid))}::bigint[])`.execute(db);
    const tally = new FacetTally("model");
    tally.add("tag", DERIVED_MODEL_TAG, rows.length);
    await flushFacetTally(db as Kysely<PostgresTables>, tally);
  },
};
