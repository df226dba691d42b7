import type { SqlValue } from "../database";
import { cardQuery, containsPattern, isTrigramTerm, namesQuery, searchTerms } from "../full-text-query";
import { ROWID_BITS, rowidOfSearchKeySql } from "../search-key";
import { type ListedTable, ROW_SEARCH_KEY, SEARCH_ROWID } from "./listed-table";

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
  /** What a visitor typed, as terms that must each be found (see addSearch). */
  search?: SearchCondition;
  /** True when nothing can match (an app no rule knows). */
  empty: boolean;
}

/** A search: every term is found in the row's id or author, or with `fullText` in its card text. */
export interface SearchCondition {
  /** The terms of three characters or more, found through the names' trigram index. */
  long: string[];
  /** Shorter terms, which no trigram holds: compared with the row's id and author (LIKE). */
  short: string[];
  /** Whether a term may also start a word of the card text. */
  fullText: boolean;
}

/** Tags a row carries and column equalities it meets, all of them. */
export interface RowConditions {
  tags: string[];
  equals: [column: string, value: string][];
}

/**
 * Adds what a visitor typed as the search condition: each of its terms must be part of the row's
 * id or author ("gpt2" finds distilgpt2), or with `fullText` start a word of its card text.
 */
export function addSearch(conditions: ListingConditions, search: string | undefined, fullText = false): void {
  const terms = search === undefined ? undefined : searchTerms(search);
  if (!terms) return;
  conditions.search = {
    long: terms.filter(isTrigramTerm),
    short: terms.filter((term) => !isTrigramTerm(term)),
    fullText,
  };
}

/** Whether the conditions ask for nothing: every row matches. */
export function isUnconditional(conditions: ListingConditions): boolean {
  return (
    !conditions.equals.length &&
    !conditions.tags.length &&
    !conditions.anyTags.length &&
    !conditions.anyOf?.length &&
    !conditions.search
  );
}

/**
 * The MATCH over the names' trigram index that the listing joins as table `f`, when it has one:
 * the long terms of a search of names alone. A search with only short terms reads the rows.
 */
export function namesMatch(conditions: ListingConditions): string | undefined {
  const search = conditions.search;
  return search && !search.fullText && search.long.length ? namesQuery(search.long) : undefined;
}

/** The FROM and WHERE of the rows matching some conditions. */
export interface MatchingRowsSql {
  /** The tables, comma-separated: the main table is `m`, the full-text table `f`, tags `t0`... */
  from: string;
  /** The conditions, `TRUE` when there are none. */
  where: string;
  params: SqlValue[];
}

/** The SQL of a matching row's downloads and rowid, as one of the joined tables holds them. */
interface RowKey {
  downloads: string;
  rowid: string;
}

/**
 * The SQL of the rows matching `conditions`. The search and each required tag are tables of the
 * join, each tied to the row's (downloads, rowid): full-text and tag rows are keyed by them. The
 * database's planner picks which to read first from its statistics; the main table `m` is joined
 * only when a column of it is asked for (`withRow`) or compared, so that a search within a tag is
 * counted over the two indexes alone. `rowsFirst` (without a search) makes the planner read the
 * main table first, in the page's order, and probe the tag rows of each row: see readPage.
 * `namesProbed` leaves the names' matches out of the join: each row read is compared with the
 * terms instead, so that the planner walks the index of a page's order; `namesFirst` makes it read the
 * matches first and the rows of each, from the table `namesRows` (of their keys, as `rowid`)
 * when given (see readPage).
 */
export function matchingRowsSql(
  table: ListedTable,
  conditions: ListingConditions,
  withRow = true,
  {
    rowsFirst = false,
    namesProbed = false,
    namesFirst = false,
    namesRows,
  }: { rowsFirst?: boolean; namesProbed?: boolean; namesFirst?: boolean; namesRows?: string } = {},
): MatchingRowsSql {
  const { equals, tags, anyTags, search } = conditions;
  const names = namesMatch(conditions);
  const match = namesProbed ? undefined : names;
  const anyOf = conditions.anyOf ?? [];
  const comparesRow = equals.length > 0 || anyOf.some((group) => group.some((one) => one.equals.length > 0));
  const from: string[] = [];
  const where: string[] = [];
  const params: SqlValue[] = [];
  // The row's key, from the first table joined that holds it. A full-text key holds downloads
  // clamped to 2^32 - 1 (search-key.ts), so it stands in only when the row itself is not read.
  let key: RowKey | undefined;
  if (match !== undefined && namesRows !== undefined) {
    from.push(`${namesRows} f`);
    key = { downloads: `(f.rowid >> ${ROWID_BITS})`, rowid: SEARCH_ROWID };
  } else if (match !== undefined) {
    from.push(`${table.search.names} f`);
    where.push(`${table.search.names} MATCH ?`);
    params.push(match);
    key = { downloads: `(f.rowid >> ${ROWID_BITS})`, rowid: SEARCH_ROWID };
  }
  const readsRow = search !== undefined && (search.fullText || search.short.length > 0);
  const probesNames = names !== undefined && match === undefined;
  if (withRow || readsRow || comparesRow || probesNames || (match === undefined && !tags.length)) {
    from.push(`${table.main} m`);
    // Tied both ways to the search, so the planner may also read rows first and probe matches.
    if (match !== undefined) where.push(`m.rowid = ${SEARCH_ROWID}`, `f.rowid = ${ROW_SEARCH_KEY}`);
    key = { downloads: "m.downloads", rowid: "m.rowid" };
  }
  // Compared on each row read instead: collecting the trigram index's matches first costs more
  // than comparing the few hundred rows a walk reads to fill a page.
  for (const term of probesNames ? (search?.long ?? []) : []) {
    const pattern = containsPattern(term);
    where.push(CONTAINS);
    params.push(pattern, pattern);
  }
  tags.forEach((tag, i) => {
    const alias = `t${i}`;
    from.push(`${table.tags} ${alias}`);
    where.push(`${alias}.tag = ${table.tagKey}`);
    params.push(tag);
    if (key) where.push(`${alias}.downloads = ${key.downloads}`, `${alias}.${table.tagRowid} = ${key.rowid}`);
    else key = { downloads: `${alias}.downloads`, rowid: `${alias}.${table.tagRowid}` };
  });
  const rowKey = key ?? { downloads: "m.downloads", rowid: "m.rowid" };
  const carriesOneOf = (group: readonly string[]) =>
    `EXISTS (SELECT 1 FROM ${table.tags} g WHERE g.tag IN (${group.map(() => table.tagKey).join(", ")}) AND g.downloads = ${rowKey.downloads} AND g.${table.tagRowid} = ${rowKey.rowid})`;
  for (const group of anyTags) {
    where.push(carriesOneOf(group));
    params.push(...group);
  }
  for (const group of anyOf) {
    const alternatives = group.map((one) => {
      const parts = [
        ...one.tags.map((tag) => {
          params.push(tag);
          return carriesOneOf([tag]);
        }),
        ...one.equals.map(([column, value]) => {
          params.push(value);
          return `m.${column} = ?`;
        }),
      ];
      return parts.length ? `(${parts.join(" AND ")})` : "TRUE";
    });
    where.push(alternatives.length ? `(${alternatives.join(" OR ")})` : "FALSE");
  }
  for (const [column, value] of equals) {
    where.push(`m.${column} = ?`);
    params.push(value);
  }
  if (search) addTermConditions(table, search, where, params);
  // A CROSS JOIN's left table is always read first (SQLite's planner keeps that order).
  const join =
    (rowsFirst && match === undefined && from[0] === `${table.main} m`) || (namesFirst && match !== undefined)
      ? " CROSS JOIN "
      : ", ";
  return { from: from.join(join), where: where.length ? where.join(" AND ") : "TRUE", params };
}

/** Whether the row `m`'s id or author contains a term, as the LIKE pattern bound twice. */
const CONTAINS = "(m.id LIKE ? ESCAPE '\\' OR m.author LIKE ? ESCAPE '\\')";

/**
 * The search's conditions on the row `m` beyond the names MATCH: each short term in its id or
 * author; with `fullText`, each term in its names or as the start of a card word.
 */
function addTermConditions(
  table: ListedTable,
  search: SearchCondition,
  where: string[],
  params: SqlValue[],
): void {
  const inCards = `${ROW_SEARCH_KEY} IN (SELECT rowid FROM ${table.search.cards} WHERE ${table.search.cards} MATCH ?)`;
  const inNames = `${ROW_SEARCH_KEY} IN (SELECT rowid FROM ${table.search.names} WHERE ${table.search.names} MATCH ?)`;
  for (const term of search.short) {
    const pattern = containsPattern(term);
    where.push(search.fullText ? `(${CONTAINS} OR ${inCards})` : CONTAINS);
    params.push(pattern, pattern, ...(search.fullText ? [cardQuery(term)] : []));
  }
  if (!search.fullText) return;
  for (const term of search.long) {
    where.push(`(${inNames} OR ${inCards})`);
    params.push(namesQuery([term]), cardQuery(term));
  }
}

/**
 * `SELECT 1` for each row matching `conditions`, for counting them without reading the rows.
 * A search of names that also compares rows reads its matches' rows in rowid order, near each
 * other in the file, rather than in the order of their keys, all over it.
 */
export function eachMatchSql(
  table: ListedTable,
  conditions: ListingConditions,
): { sql: string; params: SqlValue[] } {
  const names = namesMatch(conditions);
  const rows = matchingRowsSql(table, conditions, false);
  if (names === undefined || !rows.from.includes(`${table.main} m`)) {
    return { sql: `SELECT 1 FROM ${rows.from} WHERE ${rows.where}`, params: rows.params };
  }
  const inRowidOrder = matchingRowsSql(table, conditions, false, {
    namesFirst: true,
    namesRows: "matched_rows",
  });
  const matched = `WITH matched_rows (rowid) AS MATERIALIZED (SELECT rowid FROM ${table.search.names} WHERE ${table.search.names} MATCH ? ORDER BY ${rowidOfSearchKeySql("rowid")})`;
  return {
    sql: `${matched} SELECT 1 FROM ${inRowidOrder.from} WHERE ${inRowidOrder.where}`,
    params: [names, ...inRowidOrder.params],
  };
}
