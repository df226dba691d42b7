import type { Migration } from "./migration";

/**
 * Drops `model_files`: a model's files (siblings with sizes) are read from its stored record, which
 * always held them too. Nothing queried files across models, and the table was three rows per model
 * that every import wrote twice over (decision 025).
 */
export const filesFromRecords: Migration = {
  version: 6,
  name: "model files read from the stored records",
  up(db) {
    db.exec("DROP TABLE model_files");
  },
};
