import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import { type FacetCount, sortFacetCounts } from "../facet-tally";
import type { CountedModelFacet } from "../models/model-repository";
import {
  type CountsWithin,
  facetCountsWithin,
  type ReadRows,
  rowsToCount,
  SIDEBAR_ROW_BOUND,
  tagCountsWithin,
} from "./counts-within";
import { carriesSome, exactCount, type Listing, type ListingSource } from "./listing";
import {
  carriesNone,
  inRange,
  isGated,
  isUnconditional,
  type ListingConditions,
  type ListingRequest,
} from "./listing-conditions";
import { maintainedCount } from "./maintained-counts";

// A sidebar's sections counted together (decision 095's bound): the sections whose listings have
// the same conditions share one read of their matches, and each counts its values from it.

/** The tests on a row a sidebar counts the matches passing, e.g. a parameter range. */
export type RowTests = Pick<ListingConditions, "ranges" | "gated" | "withoutTags">;

/** What one section counts within its listing. */
export type SectionCounts =
  /** A counted facet's values (a task, a library), the first `limit` (all for a negative limit). */
  | { facet: CountedModelFacet; limit?: number }
  /** The tags starting with one of `prefixes`, and those named in `tags`. */
  | { prefixes?: readonly string[]; tags?: readonly string[] }
  /** How many matches pass each test, by the test's name. */
  | { tests: Readonly<Record<string, RowTests>> };

/** A sidebar section: the listing it counts within, and what it counts there. */
export interface SidebarSection {
  request: ListingRequest;
  counts: SectionCounts;
}

/**
 * Each section's counts, in the order given: exact while its listing matches at most `rowBound`
 * rows, else the whole catalogue's (`withinQuery: false`). Sections whose requests are the same
 * read their matches once. Past the bound, a test is counted over the whole catalogue when that is
 * cheap (see catalogueTestCounts), and left out otherwise. A bound of
 * 0 reads no matches: for a caller that knows each section matches rows already (a page past the
 * bound, whose sections each drop one of its filters), every section is past it.
 */
export async function sidebarCounts(
  source: ListingSource,
  sections: readonly SidebarSection[],
  { rowBound = SIDEBAR_ROW_BOUND }: { rowBound?: number } = {},
): Promise<CountsWithin[]> {
  const reads = new Map<string, ReturnType<ReadRows>>();
  const readOnce = (request: ListingRequest): ReadRows => {
    const key = JSON.stringify(request);
    return () => {
      let read = reads.get(key);
      if (read === undefined) {
        // A bound of 0: the caller knows the listing is past any bound (see sidebarCounts).
        read = rowBound <= 0 ? Promise.resolve(undefined) : rowsToCount(source, request, rowBound);
        reads.set(key, read);
      }
      return read;
    };
  };
  return Promise.all(
    sections.map(({ request, counts }) => {
      const read = readOnce(request);
      if ("facet" in counts)
        return facetCountsWithin(source, counts.facet, request, { limit: counts.limit ?? -1, read });
      if ("tests" in counts) return testCountsWithin(source, counts.tests, request, read);
      return tagCountsWithin(source, counts.prefixes ?? [], request, { tags: counts.tags ?? [], read });
    }),
  );
}

/** Whether the row `m` passes every test. */
function passes(source: ListingSource, tests: RowTests): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [
    ...(tests.ranges ?? []).map((range) => inRange(range)),
    ...(tests.gated === undefined ? [] : [isGated(tests.gated)]),
    ...(tests.withoutTags?.length
      ? [carriesNone(tests.withoutTags, (group) => carriesSome(source, group))]
      : []),
  ];
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` AND `)})` : sql<SqlBool>`1 = 1`;
}

/** How many matches pass each test, by its name: most first, as facet counts. */
async function testCountsWithin(
  source: ListingSource,
  tests: Readonly<Record<string, RowTests>>,
  request: ListingRequest,
  read: ReadRows,
): Promise<CountsWithin> {
  const names = Object.keys(tests);
  if (request.conditions.empty || !names.length) return { counts: [], withinQuery: true };
  const rows = isUnconditional(request) ? undefined : await read();
  if (rows === undefined) {
    const counts = await catalogueTestCounts(source, tests);
    return { counts, withinQuery: isUnconditional(request) && counts.length === names.length };
  }
  const [row] = await source.rows(
    (rows as Listing<unknown>).select(
      names.map((name, i) =>
        sql<number>`sum(CASE WHEN ${passes(source, tests[name] ?? {})} THEN 1 ELSE 0 END)`.as(`c${i}`),
      ),
    ),
  );
  const counted = row as Record<string, unknown> | undefined;
  return {
    counts: sortFacetCounts(names.map((value, i) => ({ value, count: Number(counted?.[`c${i}`] ?? 0) }))),
    withinQuery: true,
  };
}

/** How many rows are gated, read from the gated rows' partial index. */
async function gatedCount({ db, table, rows }: ListingSource): Promise<number> {
  const any = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const [row] = await rows(
    any.selectFrom(`${table.main} as m`).where(isGated(true)).select(sql<number>`count(*)`.as("n")),
  );
  return Number(row?.n ?? 0);
}

/**
 * The whole catalogue's counts of the tests it can count cheaply: carrying none of one tag is
 * every row less that tag's, as maintained (e.g. base models only); gated rows are read from
 * their index, and the ungated are the others. Others (parameter ranges) are left out.
 */
async function catalogueTestCounts(
  source: ListingSource,
  tests: Readonly<Record<string, RowTests>>,
): Promise<FacetCount[]> {
  const everything: ListingRequest = {
    conditions: { equals: [], tags: [], anyTags: [], empty: false },
    words: [],
  };
  let all: number | undefined;
  let gated: number | undefined;
  const counts: FacetCount[] = [];
  for (const [value, test] of Object.entries(tests)) {
    const [tag, ...others] = test.withoutTags ?? [];
    if (test.ranges?.length || others.length || (tag !== undefined) === (test.gated !== undefined)) continue;
    all ??= await exactCount(source, everything);
    if (tag !== undefined) {
      counts.push({ value, count: all - (await maintainedCount(source, source.table.subject, "tag", tag)) });
    } else {
      gated ??= await gatedCount(source);
      counts.push({ value, count: test.gated ? gated : all - gated });
    }
  }
  return sortFacetCounts(counts);
}
