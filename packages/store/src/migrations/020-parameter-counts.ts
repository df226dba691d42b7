import type { Database } from "../database";
import { FacetTally } from "../facet-tally";
import { BASE_MODEL_TAG_PREFIX, DERIVED_MODEL_TAG } from "../models/model-derived-tags";
import { parameterCount } from "../models/model-row";
import { ModelTagIds } from "../models/model-tag-ids";
import { AFTER_PREFIX } from "../prefix-range";
import type { Migration } from "./migration";

/** Rows read per statement. */
const ROWS_PER_READ = 5000;

/** Gives every model its parameter count, read from the two fields of its record that state it. */
function fillParameterCounts(db: Database): void {
  for (let after = 0; ; ) {
    const rows = db.all<{ rowid: number; safetensors: string | null; gguf_total: unknown }>(
      `SELECT m.rowid,
         CASE json_type(r.record, '$.safetensors') WHEN 'object' THEN json_extract(r.record, '$.safetensors') END AS safetensors,
         CASE json_type(r.record, '$.gguf') WHEN 'object' THEN json_extract(r.record, '$.gguf.total') END AS gguf_total
       FROM models m JOIN model_records r ON r.rowid = m.rowid WHERE m.rowid > ? ORDER BY m.rowid LIMIT ?`,
      [after, ROWS_PER_READ],
    );
    for (const row of rows) {
      const count = parameterCount({
        ...(row.safetensors !== null ? { safetensors: JSON.parse(row.safetensors) } : {}),
        ...(row.gguf_total !== null ? { gguf: { total: row.gguf_total } } : {}),
      });
      if (count > 0) db.run("UPDATE models SET num_parameters = ? WHERE rowid = ?", [count, row.rowid]);
    }
    const last = rows.at(-1);
    if (!last) break;
    after = last.rowid;
  }
}

/** Gives DERIVED_MODEL_TAG to every model with a `base_model:` tag: a tag row, its row's list, its count. */
function tagDerivedModels(db: Database): void {
  const derived = new ModelTagIds(db).idOf(DERIVED_MODEL_TAG);
  const models = db.all<{ rowid: number; downloads: number; derived_tags: string }>(
    `SELECT m.rowid, m.downloads, m.derived_tags FROM models m WHERE m.rowid IN (
       SELECT t.model_rowid FROM model_tags t WHERE t.tag IN (
         SELECT id FROM model_tag_names WHERE tag >= ? AND tag < ? AND tag <> ?))`,
    [BASE_MODEL_TAG_PREFIX, `${BASE_MODEL_TAG_PREFIX}${AFTER_PREFIX}`, DERIVED_MODEL_TAG],
  );
  let added = 0;
  for (const model of models) {
    const present = JSON.parse(model.derived_tags) as string[];
    if (present.includes(DERIVED_MODEL_TAG)) continue;
    db.run("UPDATE models SET derived_tags = ? WHERE rowid = ?", [
      JSON.stringify([...present, DERIVED_MODEL_TAG]),
      model.rowid,
    ]);
    db.run("INSERT INTO model_tags (tag, downloads, model_rowid) VALUES (?, ?, ?)", [
      derived,
      model.downloads,
      model.rowid,
    ]);
    added++;
  }
  const tally = new FacetTally("model");
  tally.add("tag", DERIVED_MODEL_TAG, added);
  tally.flush(db);
}

/**
 * Models get their parameter count as a column (safetensors', else GGUF's; 0 for none), indexed
 * for the parameter filter and sort, and the models naming a base model a derived tag, so that
 * "base models only" is one tag's probe. Run again, it changes nothing.
 */
export const parameterCounts: Migration = {
  version: 20,
  name: "models' parameter counts as an indexed column, and a derived tag for models with a base model",
  up(db) {
    const added = db.get("SELECT 1 FROM pragma_table_info('models') WHERE name = 'num_parameters'");
    if (!added) db.exec("ALTER TABLE models ADD COLUMN num_parameters INTEGER NOT NULL DEFAULT 0");
    fillParameterCounts(db);
    // As for the other sorts (migration 014): alone, and after the task and the author, which a
    // listing filters by equality (the library filter reads tag rows).
    db.exec(`
      CREATE INDEX IF NOT EXISTS models_by_parameters ON models (num_parameters, downloads);
      CREATE INDEX IF NOT EXISTS models_by_task_parameters ON models (pipeline_tag, num_parameters, downloads);
      CREATE INDEX IF NOT EXISTS models_by_author_parameters ON models (author, num_parameters, downloads);
    `);
    tagDerivedModels(db);
  },
};
