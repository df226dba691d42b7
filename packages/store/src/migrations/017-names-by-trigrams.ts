import { storedDatasetSearchRow } from "../datasets/dataset-search-row";
import { modelSearchWords } from "../models/model-search-id";
import { PendingSearchRows } from "../pending-search-rows";
import { optimizeSearchTables } from "../search-key";
import { forEachRow } from "./for-each-row";
import type { Migration } from "./migration";
import { type StoredSearchSource, storedCardText } from "./stored-search-source";

/** Rows sorted and written together: fewer, larger segments for the final merge. */
const ROWS_PER_WRITE = 100_000;

/** A stored model as this migration reads it: its record may be missing. */
type StoredModel = Omit<StoredSearchSource, "record"> & { record: string | null };

/**
 * Splits each kind's full-text index in two, keyed by downloads as before (search-key.ts): ids
 * and authors in `<kind>_names` by FTS5's `trigram` tokenizer, so a search finds any part of them
 * ("gpt2" finds distilgpt2, "llama" TinyLlama), and card text in `<kind>_fts` by words. Both are
 * contentless: their rows are written again from the stored models, datasets and records.
 * The task index also holds each model's id and author, so that a term too short for the
 * trigrams is compared within a task from the index alone, without reading every row.
 */
export const namesByTrigrams: Migration = {
  version: 17,
  name: "ids and authors searched by any part (trigram index)",
  up(db) {
    db.exec(`DROP TABLE models_fts;
      DROP TABLE datasets_fts;
      CREATE VIRTUAL TABLE models_names USING fts5 (
        id, author, tokenize = 'trigram', content = '', contentless_delete = 1
      );
      CREATE VIRTUAL TABLE models_fts USING fts5 (card, content = '', contentless_delete = 1);
      CREATE VIRTUAL TABLE datasets_names USING fts5 (
        id, author, tokenize = 'trigram', content = '', contentless_delete = 1
      );
      CREATE VIRTUAL TABLE datasets_fts USING fts5 (card, content = '', contentless_delete = 1);
      DROP INDEX models_by_task;
      CREATE INDEX models_by_task ON models (pipeline_tag, downloads, id, author);`);
    const models = new PendingSearchRows("models");
    forEachRow<StoredModel>(
      db,
      "models",
      "id, author, downloads, (SELECT r.record FROM model_records r WHERE r.rowid = models.rowid) AS record",
      (row) => {
        // A model without a record (none should be) keeps its id and author searchable.
        const card = row.record === null ? "" : storedCardText(row.record);
        models.add(row.downloads, row.rowid, modelSearchWords(row.id, row.author, card));
        if (models.length >= ROWS_PER_WRITE) models.writeTo(db);
      },
    );
    models.writeTo(db);
    optimizeSearchTables(db, "models");
    const datasets = new PendingSearchRows("datasets");
    forEachRow<StoredModel & { record: string }>(db, "datasets", "id, author, downloads, record", (row) => {
      datasets.add(row.downloads, row.rowid, storedDatasetSearchRow(row));
      if (datasets.length >= ROWS_PER_WRITE) datasets.writeTo(db);
    });
    datasets.writeTo(db);
    optimizeSearchTables(db, "datasets");
  },
};
