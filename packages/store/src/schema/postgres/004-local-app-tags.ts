import { type Kysely, sql } from "kysely";
import { FacetTally } from "../../facet-tally";
import { missingLocalAppTags } from "../../models/missing-local-app-tags";
import { flushFacetTally } from "../../postgres/postgres-facet-counts";
import type { PostgresTables } from "../../postgres/postgres-tables";
import type { PostgresMigration } from "./postgres-migration";

/** The tag rows as this migration found them: by name (migration 006 gives them ids). */
interface SchemaFourTagRows {
  model_tags: { tag: string; downloads: number; model_rowid: number };
}

/** Rows read and written at a time. */
const BATCH_ROWS = 5_000;

/**
 * Lists vLLM, SGLang, Docker Model Runner's vLLM models and the agents, whose rules read the
 * record's config and chat template, and each app whose conditions are alternatives, by a
 * derived tag per app (decision 093), and the GGUF models by the smallest memory size they fit in: every model gets the local apps' and the hardware fit's derived tags it lacks
 * (see derivedModelTags), read from its stored record, as tag rows, in its row's list and counted.
 */
export const localAppTags: PostgresMigration = {
  version: 4,
  name: "a derived tag per local app whose listing is not one set of row conditions, and per GGUF model the memory it fits in",
  async up(db) {
    const tally = new FacetTally("model");
    let after = 0;
    for (;;) {
      const { rows } = await sql<{
        rowid: string;
        downloads: string;
        derived_tags: string[];
        record: string;
      }>`
        SELECT m.rowid, m.downloads, m.derived_tags, r.record FROM models m
        JOIN model_records r ON r.rowid = m.rowid WHERE m.rowid > ${after}
        ORDER BY m.rowid LIMIT ${BATCH_ROWS}`.execute(db);
      const last = rows.at(-1);
      if (!last) break;
      const tagRows: { tag: string; downloads: number; model_rowid: number }[] = [];
      const updated: { rowid: number; tags: string[] }[] = [];
      for (const row of rows) {
        const added = missingLocalAppTags(row.record, row.derived_tags);
        if (!added.length) continue;
        const rowid = Number(row.rowid);
        updated.push({ rowid, tags: [...row.derived_tags, ...added] });
        for (const tag of added) {
          tagRows.push({ tag, downloads: Number(row.downloads), model_rowid: rowid });
          tally.add("tag", tag, 1);
        }
      }
      if (updated.length) {
        await sql`UPDATE models m SET derived_tags = ARRAY(SELECT jsonb_array_elements_text(u.tags))
          FROM jsonb_to_recordset(${JSON.stringify(updated)}::jsonb) AS u (rowid bigint, tags jsonb)
          WHERE m.rowid = u.rowid`.execute(db);
      }
      // Three parameters a row, within PostgreSQL's 65,535 a statement.
      for (let start = 0; start < tagRows.length; start += 20_000) {
        await (db as Kysely<SchemaFourTagRows>)
          .insertInto("model_tags")
          .values(tagRows.slice(start, start + 20_000))
          .execute();
      }
      after = Number(last.rowid);
    }
    await flushFacetTally(db as Kysely<PostgresTables>, tally);
  },
};
