import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";

// Card text searched by words on PostgreSQL, as SQLite's `<kind>_fts` tables do it (see
// full-text-query.ts): a tsvector per row with card text, in `model_cards` / `dataset_cards`.

/** The words of a text as both engines split it: runs of letters and digits, lower-cased. */
export function cardWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A card's words joined by spaces, which PostgreSQL's parser then splits where FTS5's tokenizer
 * does ("Qwen2.5" is "qwen2" and "5" on both); null for a card without words (it has no card row).
 */
export function cardWordText(text: string): string | null {
  return cardWords(text).join(" ") || null;
}

/** The tsvector of a card's text (see cardWordText). */
export function cardVector(text: string): RawBuilder<unknown> {
  return sql`to_tsvector('simple', ${cardWordText(text) ?? ""})`;
}

/**
 * Whether the card of the row `m` has the words of `term` in a row, the last as the start of a
 * word, as FTS5's `"term"*` finds them. A term without a word finds no card.
 */
export function cardHasTerm(cards: "model_cards" | "dataset_cards", term: string): RawBuilder<SqlBool> {
  const words = cardWords(term);
  if (!words.length) return sql<SqlBool>`FALSE`;
  // Letters and digits only, so each word is a lexeme as it stands.
  const query = words.map((word, i) => `'${word}'${i === words.length - 1 ? ":*" : ""}`).join(" <-> ");
  return sql<SqlBool>`m.rowid IN (SELECT c.rowid FROM ${sql.table(cards)} c WHERE c.words @@ to_tsquery('simple', ${query}))`;
}

/** Replaces the card rows of some rows: a row without card text has none. */
export async function writeCards(
  db: Kysely<unknown>,
  cards: "model_cards" | "dataset_cards",
  rows: readonly { rowid: number; card: string }[],
): Promise<void> {
  if (!rows.length) return;
  await sql`DELETE FROM ${sql.table(cards)} WHERE rowid = ANY(${rows.map((row) => row.rowid)}::bigint[])`.execute(
    db,
  );
  const withText = rows.filter((row) => cardWords(row.card).length);
  if (!withText.length) return;
  const values = withText.map((row) => sql`(${row.rowid}, ${cardVector(row.card)})`);
  await sql`INSERT INTO ${sql.table(cards)} (rowid, words) VALUES ${sql.join(values)}`.execute(db);
}
