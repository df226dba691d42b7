import type { Migration } from "./migration";

/**
 * Recreates `models_fts` with an index of its words' first characters (FTS5's `prefix` option),
 * so that a search whose last word is one character ("u", "llama 3") reads one list of rows
 * instead of merging the lists of every word that starts with it (docs/decisions/052). Its rows
 * are written again by migration 015, which replaces the table.
 */
export const oneCharacterPrefixIndex: Migration = {
  version: 10,
  name: "models_fts with a one-character prefix index",
  up(db) {
    db.exec(`DROP TABLE models_fts;
      CREATE VIRTUAL TABLE models_fts USING fts5 (
        id, author, card, content = '', contentless_delete = 1, prefix = '1'
      );`);
  },
};
