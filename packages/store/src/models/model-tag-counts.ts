import { checkRowBound, countUpTo } from "../count-up-to";
import type { Database } from "../database";
import type { TagCountsWithin } from "../datasets/dataset-facet-counts";
import { type FacetCount, readFacetCounts, sortFacetCounts } from "../facet-tally";
import { conditionCount, type ListingFilter, type ListingTables } from "../listing-filter";
import { searchMatchesUpTo } from "../listing-plan";
import { buildCountQuery, buildMatchingRowsQuery } from "../listing-query";
import {
  type RowSets,
  rowsMatchingByRowSets,
  setsAtHandButAFewMatches,
  tagCountsByRowSets,
  tagSetsAtHand,
} from "../listing-row-sets";
import { RowBitset } from "../row-bitset";
import type { ModelTagNames } from "./model-tag-names";
import { drivenBySearchWhenCheaper } from "./narrowest-condition";
import { decodeTagIds } from "./tag-id-list";

/**
 * The work a narrowed count may do live, in model row reads (decision 016, "Models: provider and
 * app counts"). Above it the counts come from row sets (decision 056): once the sets are at hand
 * they take 1-15 ms whatever the filter, where reading 12,000 rows live took 30-130 ms at a
 * million models. When row sets cannot count (tags without tag rows), the whole-catalogue counts
 * are returned, marked as such.
 */
export const NARROWED_TAG_COUNT_ROW_BOUND = 2_000;

/** Matching rows up to which tallying their tags live beats a pass over the candidates' sets. */
const LIVE_TALLY_ROWS = 300;

/** Search matches collected per row read, when a per-tag count tests rows against a search. */
const MATCHES_PER_READ = 10;

/**
 * Counts the tags starting with one of `prefixes` (own or derived, e.g. "inference_provider:")
 * among the models `filter` matches, most first (ties by tag). Each count is what the query plus
 * that tag returns, since a tag filter looks up own and derived tags alike.
 *
 * The candidate tags are those the maintained whole-catalogue counts know (few: providers, the
 * GGUF runners' tag); without conditions those counts are the answer. Otherwise the cheaper exact
 * way is taken, in row reads: per candidate, a count of the filter plus that tag driven by the
 * tag's posting range (its maintained count in reads), or, when the filter matches fewer rows,
 * reading those rows and tallying their tags (named by `tagNames`). When both exceed `rowBound`,
 * `rowSets` count them (decision 056); without, or for tags without tag rows, the
 * whole-catalogue counts are returned with `withinQuery: false`.
 */
export function modelTagCountsWithin(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter & { empty: boolean },
  prefixes: readonly string[],
  {
    rowBound = NARROWED_TAG_COUNT_ROW_BOUND,
    tagNames,
    rowSets,
  }: { rowBound?: number; tagNames: ModelTagNames; rowSets?: RowSets },
): TagCountsWithin {
  checkRowBound(rowBound);
  if (filter.empty || prefixes.length === 0) return { counts: [], withinQuery: true };
  const seen = new Map<string, number>();
  for (const prefix of prefixes) {
    for (const { value, count } of readFacetCounts(db, "model", "tag", { prefix })) seen.set(value, count);
  }
  const catalogue = sortFacetCounts([...seen].map(([value, count]) => ({ value, count })));
  if (conditionCount(filter) === 0) {
    return { counts: catalogue, withinQuery: true };
  }
  // No model carries a candidate: none carries it within the filter either.
  if (catalogue.length === 0) return { counts: [], withinQuery: true };
  const candidates = catalogue.map(({ value }) => value);
  // Every candidate's set at hand (a broad sidebar or a server's read-ahead read them), and the
  // filter's but for a search of few enough matches to read: a pass over the sets, where a
  // live count reads every matching row's tags again on each view (decision 072). A pass over
  // each candidate's whole set costs about 4 ms at a million rows: fewer matching rows are
  // tallied live, for less.
  if (
    rowSets?.cache.fits() &&
    !candidates.some((tag) => tagNames.searchedBytes(tag)) &&
    tagSetsAtHand(rowSets.cache, candidates) &&
    setsAtHandButAFewMatches(db, rowSets.cache, tables, filter)
  ) {
    const rows = rowsMatchingByRowSets(rowSets.cache, tables, filter);
    if (RowBitset.intersectionSize([rows]) > LIVE_TALLY_ROWS) {
      return {
        counts: sortFacetCounts(tagCountsByRowSets(rowSets.cache, tables, rows, candidates)),
        withinQuery: true,
      };
    }
  }

  let perTag = catalogue.reduce((sum, { count }) => sum + count, 0);
  let matches: number | undefined;
  if (filter.match) {
    matches = searchMatchesUpTo(db, tables, filter.match, MATCHES_PER_READ * rowBound + 1);
    // Each per-tag count collects the search's matches once, to test its rows against.
    perTag += (catalogue.length * matches) / MATCHES_PER_READ;
  }
  const cap = Math.floor(Math.min(perTag, rowBound));
  // The filter's own rows, counted only as far as they could be the cheaper way. A search's rows
  // are found by reading each match, so they cost its matches, whatever the other conditions.
  if (matches === undefined || matches <= cap) {
    const planned = drivenBySearchWhenCheaper(db, tables, filter);
    const rows = buildMatchingRowsQuery(tables, planned, "1");
    const filtered = countUpTo(db, rows.sql, rows.params, cap + 1);
    if (filtered <= cap)
      return { counts: tallyMatchingRows(db, tables, planned, prefixes, tagNames), withinQuery: true };
  }
  if (perTag > rowBound) {
    // Past the bound, the row sets count every candidate exactly (decision 056), when the filter
    // and the candidates all have tag rows.
    const countable =
      rowSets?.cache.fits() &&
      !filter.searchedTags?.size &&
      !candidates.some((tag) => tagNames.searchedBytes(tag));
    if (!rowSets || !countable) {
      return { counts: catalogue, withinQuery: false };
    }
    const rows = rowsMatchingByRowSets(rowSets.cache, tables, filter);
    return {
      counts: sortFacetCounts(tagCountsByRowSets(rowSets.cache, tables, rows, candidates)),
      withinQuery: true,
    };
  }
  const counts: FacetCount[] = [];
  for (const { value } of catalogue) {
    // The candidate first: a count is driven by the first tag's posting range, when it has tag
    // rows; a common tag has none, and is searched for in the rows' lists (decision 039).
    const tags = [value, ...filter.tags.filter((tag) => tag !== value)];
    const bytes = tagNames.searchedBytes(value);
    const searchedTags = bytes
      ? new Map([...(filter.searchedTags ?? []), [value, bytes]])
      : filter.searchedTags;
    const { sql, params } = buildCountQuery(tables, { ...filter, tags, searchedTags });
    const n = db.get<{ n: number }>(sql, params)?.n ?? 0;
    if (n > 0) counts.push({ value, count: n });
  }
  return { counts: sortFacetCounts(counts), withinQuery: true };
}

/** Reads every row the filter matches and tallies its tags with the prefixes. */
function tallyMatchingRows(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter,
  prefixes: readonly string[],
  tagNames: ModelTagNames,
): FacetCount[] {
  const { sql, params } = buildMatchingRowsQuery(
    tables,
    filter,
    "m.tag_ids AS tagIds, m.derived_tags AS derived",
  );
  const rows = db.all<{ tagIds: Uint8Array; derived: string }>(sql, params);
  const tally = new Map<string, number>();
  const counted = (tag: string) => prefixes.some((prefix) => tag.startsWith(prefix));
  // The own tags with the prefixes, by id (usually none: providers and apps are derived tags).
  const own = tagNames.withPrefixes(prefixes);
  for (const row of rows) {
    // A tag both own and derived counts once, as the tag index holds it once.
    const tags = new Set<string>();
    if (own.size) {
      for (const id of decodeTagIds(row.tagIds)) {
        const name = own.get(id);
        if (name !== undefined) tags.add(name);
      }
    }
    for (const tag of JSON.parse(row.derived) as string[]) if (counted(tag)) tags.add(tag);
    for (const tag of tags) tally.set(tag, (tally.get(tag) ?? 0) + 1);
  }
  return sortFacetCounts([...tally].map(([value, count]) => ({ value, count })));
}
