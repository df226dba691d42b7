import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import { searchTerms } from "../full-text-query";

/** What a listing asks for, already validated. Every condition given must hold. */
export interface ListingConditions {
  /** Column equalities, e.g. ["pipeline_tag", "text-generation"]. */
  equals: [column: string, value: string][];
  /** Tags every row carries. */
  tags: string[];
  /** Groups of tags: a row carries at least one tag of each group. */
  anyTags: string[][];
  /**
   * Groups of alternatives: a row meets at least one alternative of each group, an alternative
   * being tags it carries and column equalities, all of them (e.g. "tagged mlx, or a diffusers
   * text-to-image model").
   */
  anyOf?: RowConditions[][];
  /** Number columns within bounds, e.g. a parameter count between 1B and 3B. */
  ranges?: ColumnRange[];
  /** Tags no row carries, e.g. "base_model:*" for the models that derive from none. */
  withoutTags?: string[];
  /** Gated rows only (true) or ungated ones only (false). */
  gated?: boolean;
  /** True when nothing can match (an app no rule knows). */
  empty: boolean;
}

/** A number column's bounds, both inclusive; a row with no value (0 or NULL) never matches. */
export interface ColumnRange {
  column: string;
  min?: number;
  max?: number;
}

/** Tags a row carries and column equalities it meets, all of them. */
export interface RowConditions {
  tags: string[];
  equals: [column: string, value: string][];
}

/**
 * What a listing asks for: the conditions, and the terms of its search (decision 083), each of
 * which must be part of the id or the author, or with `fullText` start a run of the card's words.
 */
export interface ListingRequest {
  conditions: ListingConditions;
  words: string[];
  fullText?: boolean;
  /** Further conditions on the row `m`, e.g. a relevance tier's (see relevance.ts). */
  where?: Expression<SqlBool>[];
  /**
   * Whether `where` holds few rows, read first from their own index and sorted, rather than the
   * order's index or a tag's rows walked and each row tested.
   */
  whereFirst?: boolean;
}

/** The terms a visitor typed: its runs of non-space characters, each once. */
export function searchWords(search: string | undefined): string[] {
  return search === undefined ? [] : (searchTerms(search) ?? []);
}

/** Whether a request asks for nothing: every row matches. */
export function isUnconditional({ conditions, words }: ListingRequest): boolean {
  return (
    !conditions.equals.length &&
    !conditions.tags.length &&
    !conditions.anyTags.length &&
    !conditions.anyOf?.length &&
    !hasRowTests(conditions) &&
    !words.length
  );
}

/**
 * Whether the conditions test rows otherwise than by equalities and tags carried (ranges, tags
 * not carried, gating): the maintained counts answer none of these.
 */
export function hasRowTests(conditions: ListingConditions): boolean {
  return !!conditions.ranges?.length || !!conditions.withoutTags?.length || conditions.gated !== undefined;
}

/**
 * Whether the row `m`'s column is within the range; 0 and NULL stand for "unknown" and never are.
 * `term` writes the column as the condition reads it (see ListingEngine.unindexed).
 */
export function inRange(
  { column, min, max }: ColumnRange,
  term: (value: RawBuilder<unknown>) => RawBuilder<unknown> = (value) => value,
): Expression<SqlBool> {
  const value = term(sql`${sql.ref(`m.${column}`)}`);
  const parts = [sql<SqlBool>`${value} >= ${Math.max(min ?? 1, 1)}`];
  if (max !== undefined) parts.push(sql<SqlBool>`${value} <= ${max}`);
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/**
 * Whether the row `m` is gated: its `gated` column holds the record's value as JSON, "auto" or
 * "manual" when gated, false or nothing when not. `term` as for inRange: the gated rows' index
 * (a partial index) answers the condition only as written here.
 */
export function isGated(
  gated: boolean,
  term: (value: RawBuilder<unknown>) => RawBuilder<unknown> = (value) => value,
): Expression<SqlBool> {
  const value = term(sql`m.gated`);
  return gated
    ? sql<SqlBool>`${value} IN ('"auto"', '"manual"')`
    : sql<SqlBool>`(${value} IS NULL OR ${value} NOT IN ('"auto"', '"manual"'))`;
}

/** Whether the row `m` carries none of `tags`, given how a listing tests that it carries some. */
export function carriesNone(
  tags: readonly string[],
  hasTags: (group: readonly string[]) => Expression<SqlBool>,
): Expression<SqlBool> {
  return sql<SqlBool>`NOT ${hasTags(tags)}`;
}
