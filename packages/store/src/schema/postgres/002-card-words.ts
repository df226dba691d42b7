import { type Kysely, sql } from "kysely";
import { storedDatasetSearchRow } from "../../datasets/dataset-search-row";
import { storedCardText } from "../../migrations/stored-search-source";
import { writeCards } from "../../postgres/postgres-card-words";
import type { PostgresMigration } from "./postgres-migration";

/** Rows read and written at a time. */
const BATCH_ROWS = 5_000;

/** Writes the card rows of every stored row of a kind, from its record, a batch at a time. */
async function fillCards(
  db: Kysely<unknown>,
  records: string,
  cards: "model_cards" | "dataset_cards",
  cardOf: (row: { id: string; author: string | null; record: string }) => string,
): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ rowid: string; id: string; author: string | null; record: string }>`
      SELECT r.rowid, m.id, m.author, r.record FROM ${sql.raw(records)} WHERE r.rowid > ${after}
      ORDER BY r.rowid LIMIT ${BATCH_ROWS}`.execute(db);
    if (!rows.length) return;
    await writeCards(
      db,
      cards,
      rows.map((row) => ({ rowid: Number(row.rowid), card: cardOf(row) })),
    );
    after = Number(rows.at(-1)?.rowid ?? after);
  }
}

/**
 * Card text searched by words (a visitor's `fullText` search), as SQLite's card tables do: a
 * tsvector per model and dataset with card text, behind a GIN index.
 */
export const cardWordsSchema: PostgresMigration = {
  version: 2,
  name: "card text searched by words",
  async up(db) {
    await sql`
      CREATE TABLE model_cards (
        rowid bigint PRIMARY KEY REFERENCES models (rowid) ON DELETE CASCADE,
        words tsvector NOT NULL
      );
      CREATE INDEX model_cards_by_word ON model_cards USING gin (words);
      CREATE TABLE dataset_cards (
        rowid bigint PRIMARY KEY REFERENCES datasets (rowid) ON DELETE CASCADE,
        words tsvector NOT NULL
      );
      CREATE INDEX dataset_cards_by_word ON dataset_cards USING gin (words);
    `.execute(db);
    await fillCards(db, "model_records r JOIN models m ON m.rowid = r.rowid", "model_cards", (row) =>
      storedCardText(row.record),
    );
    await fillCards(
      db,
      "(SELECT rowid, record FROM datasets) r JOIN datasets m ON m.rowid = r.rowid",
      "dataset_cards",
      (row) => storedDatasetSearchRow(row).card,
    );
  },
};
