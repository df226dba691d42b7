import { type SqlBool, sql } from "kysely";
import { containsPattern } from "../full-text-query";
import { cardHasTerm } from "../postgres/postgres-card-words";
import type { ListingEngine } from "./listing-engine";
import { ALL_ROWS, maintainedCount, ROWS_FACET } from "./maintained-counts";
import { tagKeyIn } from "./tag-keys";

/**
 * PostgreSQL: ids and authors by ILIKE over their `pg_trgm` indexes, card words by the tsvectors
 * of `model_cards` / `dataset_cards`.
 */
export const POSTGRES_LISTING_ENGINE: ListingEngine = {
  // By rowid alone, through the tag rows' key by row and tag (migration 010): tied by downloads
  // too, the planner would take the two equalities for independent and expect a few matches.
  tagRowOf: (alias, rowidColumn) => sql<SqlBool>`${sql.ref(`${alias}.${rowidColumn}`)} = m.rowid`,
  countAll: (source) => maintainedCount(source, source.table.subject, ROWS_FACET, ALL_ROWS),
  namesContain(_table, words) {
    const parts = words.map((word) => {
      const pattern = containsPattern(word);
      return sql<SqlBool>`(m.id ILIKE ${pattern} OR m.author ILIKE ${pattern})`;
    });
    return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
  },
  // In code-point order, so that a name's prefix is a range of its index.
  lowerCaseNames: (row) => {
    const id = sql.ref(`${row}.id`);
    return {
      id: sql<string>`(lower(${id}) COLLATE "C")`,
      name: sql<string>`(lower(substr(${id}, strpos(${id}, '/') + 1)) COLLATE "C")`,
    };
  },
  cardHas: (table, word) => cardHasTerm(table.main === "models" ? "model_cards" : "dataset_cards", word),
  // model_tag_id() is folded into the tag's id when the query is planned (it is IMMUTABLE), so the
  // planner weighs the tag by its own rows' statistics, as it would a name.
  tagIn: tagKeyIn(
    (key, tags) => sql<SqlBool>`${key} IN (${sql.join(tags.map((tag) => sql`model_tag_id(${tag})`))})`,
  ),
  startsWith: (value, prefix) => sql<SqlBool>`starts_with(${value}, ${prefix})`,
  codePointOrder: (value) => sql`${value} COLLATE "C"`,
};
