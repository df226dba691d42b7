import { checkRowBound, countUpTo } from "../count-up-to";
import type { Database, SqlValue } from "../database";
import { type FacetCount, readFacetCount, readFacetCounts, sortFacetCounts } from "../facet-tally";
import type { ListingFilter, ListingTables } from "../listing-filter";
import { rowSetsAtHand, rowsMatchingByRowSets, tagCountsByRowSets, tagSetsAtHand } from "../listing-row-sets";
import type { RowBitsetCache } from "../row-bitset-cache";
import { rowidOfSearchKeySql } from "../search-key";

/**
 * The work a narrowed count may do, in dataset row reads (decision 016): reading a row's tags
 * costs 2-4 µs at 200,000-400,000 datasets, so the bound keeps a count to about 25 ms and a
 * sidebar's two counts under 50 ms. Index scans count as a fraction of a read each. Above it the
 * counts come from row sets (decision 056).
 */
export const NARROWED_COUNT_ROW_BOUND = 8_000;

/** Tag index entries scanned per row read (about 0.3 µs each, probes of other tags included). */
const TAG_ENTRIES_PER_READ = 10;
/** Search matches collected per row read (about 0.25 µs each), when the search does not drive. */
const MATCHES_PER_READ = 10;

/** Counts of the tags with some prefixes, and whether they are counted within the query. */
export interface TagCountsWithin {
  /** Tags (prefix included) carried by at least one row, most first, ties by tag. */
  counts: FacetCount[];
  /**
   * True when each count is what the query plus that tag returns (also when the query has no
   * conditions: the maintained whole-catalogue counts are then those counts). False when the
   * query matches too many rows to count in time and these are the whole catalogue's counts.
   */
  withinQuery: boolean;
}

/** What the filter's conditions hold, counted as far as the bound needs. */
interface Sizes {
  /** Each tag with its posting range's size (the maintained count), smallest first. */
  tags: { tag: string; rows: number }[];
  /** The search's matches, counted up to MATCHES_PER_READ x bound + 1; undefined: no search. */
  matches?: number;
  /** The author's rows, counted up to bound + 1; undefined: no author. */
  authorRows?: number;
}

/** How the matching rows are found: which condition drives, and what that costs in row reads. */
interface Plan {
  driver: "tag" | "search" | "author";
  cost: number;
  /**
   * The most rows the read may return within the bound, when more may match (the read is then
   * capped one past it, to detect that); undefined when the rows are known to fit.
   */
  readCap?: number;
}

/**
 * Counts the tags starting with one of `prefixes` among the datasets `filter` matches. Without
 * conditions, reads the maintained counts. Otherwise finds the matching rows from the cheapest
 * condition (a tag's posting range, tested against the other tags and the search in the tag
 * index before any row is read; or the search matches; or the author's rows) and tallies their
 * tags, when that fits `rowBound` row reads (index scans counted as fractions of a read). Past
 * the bound, counts them from `rowSets` (decision 056): the filter's set intersected with each
 * tag's; without them, returns the whole catalogue's counts with `withinQuery: false`.
 */
export function datasetTagCountsWithin(
  db: Database,
  filter: ListingFilter & { empty: boolean },
  prefixes: readonly string[],
  rowBound = NARROWED_COUNT_ROW_BOUND,
  rowSets?: { cache: RowBitsetCache; tables: ListingTables },
): TagCountsWithin {
  checkRowBound(rowBound);
  // Conditions this count does not know would be ignored silently: refuse them.
  if (filter.anyTags?.length) throw new Error("no narrowed dataset counts for any-of tag groups");
  if (filter.empty) return { counts: [], withinQuery: true };
  // The candidates: every tag with the prefixes, with its whole-catalogue count (read once).
  let catalogueCounts: FacetCount[] | undefined;
  const catalogue = () =>
    (catalogueCounts ??= sortFacetCounts(
      prefixes.flatMap((prefix) => readFacetCounts(db, "dataset", "tag", { prefix })),
    ));
  if (!filter.equals.length && !filter.tags.length && !filter.match) {
    return { counts: catalogue(), withinQuery: true };
  }
  // Past the bound: from row sets when given (decision 056), else the whole catalogue's counts.
  const pastBound = (): TagCountsWithin => {
    const counts = catalogue();
    if (!rowSets?.cache.fits()) return { counts, withinQuery: false };
    const { cache, tables } = rowSets;
    const matching = rowsMatchingByRowSets(cache, tables, filter);
    const candidates = counts.map(({ value }) => value);
    return {
      counts: sortFacetCounts(tagCountsByRowSets(cache, tables, matching, candidates)),
      withinQuery: true,
    };
  };
  // Every set at hand (a broad listing read them): a pass over a few bitsets costs less than any
  // live count, or than sizing the conditions for one (decision 066).
  if (rowSets?.cache.fits() && rowSetsAtHand(rowSets.cache, filter)) {
    const tags = catalogue().map(({ value }) => value);
    if (tagSetsAtHand(rowSets.cache, tags)) return pastBound();
  }
  const sizes = conditionSizes(db, filter, rowBound);
  const fewest = Math.min(
    ...sizes.tags.map((t) => t.rows),
    sizes.matches ?? Number.POSITIVE_INFINITY,
    sizes.authorRows ?? Number.POSITIVE_INFINITY,
  );
  if (fewest === 0) return { counts: [], withinQuery: true };
  const plan = cheapestPlan(sizes, fewest, rowBound);
  if (!plan) return pastBound();
  const { sql, params } = matchingTagsQuery(filter, plan.driver, sizes.tags[0]?.tag);
  const cap = plan.readCap;
  const rows =
    cap === undefined
      ? db.all<{ tags: string }>(sql, params)
      : db.all<{ tags: string }>(`${sql} LIMIT ?`, [...params, cap + 1]);
  if (cap !== undefined && rows.length > cap) return pastBound();
  const tally = new Map<string, number>();
  for (const row of rows) {
    for (const tag of JSON.parse(row.tags) as string[]) {
      if (prefixes.some((prefix) => tag.startsWith(prefix))) tally.set(tag, (tally.get(tag) ?? 0) + 1);
    }
  }
  return {
    counts: sortFacetCounts([...tally].map(([value, count]) => ({ value, count }))),
    withinQuery: true,
  };
}

function conditionSizes(db: Database, filter: ListingFilter, rowBound: number): Sizes {
  const tags = filter.tags.map((tag) => ({
    tag,
    // The maintained count of a tag is its posting range's size; no row means no such tag.
    rows: readFacetCount(db, "dataset", "tag", tag),
  }));
  tags.sort((a, b) => a.rows - b.rows);
  const sizes: Sizes = { tags };
  for (const [column, value] of filter.equals) {
    if (column !== "author") throw new Error(`no narrowed dataset counts for a ${column} condition`);
    sizes.authorRows = countUpTo(db, "SELECT 1 FROM datasets WHERE author = ?", [value], rowBound + 1);
  }
  if (filter.match) {
    const cap = MATCHES_PER_READ * rowBound + 1;
    sizes.matches = countUpTo(
      db,
      "SELECT 1 FROM datasets_fts WHERE datasets_fts MATCH ?",
      [filter.match],
      cap,
    );
  }
  return sizes;
}

/**
 * The cheapest way to find the matching rows within the bound, or undefined when none fits.
 * A search or an author drives by reading every row it holds; the smallest tag drives by scanning
 * its posting range (and collecting the search matches) and reading only the rows that pass,
 * as many as the scan leaves of the bound.
 */
function cheapestPlan(sizes: Sizes, fewest: number, rowBound: number): Plan | undefined {
  const plans: Plan[] = [];
  if (sizes.matches !== undefined && sizes.matches <= rowBound) {
    plans.push({ driver: "search", cost: sizes.matches });
  }
  // Any search that does not drive is collected whole, to test rows against.
  const collect = (sizes.matches ?? 0) / MATCHES_PER_READ;
  if (sizes.authorRows !== undefined && sizes.authorRows + collect <= rowBound) {
    plans.push({ driver: "author", cost: sizes.authorRows + collect });
  }
  const smallest = sizes.tags[0];
  if (smallest) {
    const scan = smallest.rows / TAG_ENTRIES_PER_READ + collect;
    const readCap = Math.floor(rowBound - scan);
    // A lone tag's matches are its posting range: whether they fit is known.
    const lone = sizes.tags.length === 1 && sizes.matches === undefined && sizes.authorRows === undefined;
    if (readCap >= 0 && !(lone && smallest.rows > readCap)) {
      const plan: Plan = { driver: "tag", cost: scan + Math.min(fewest, readCap) };
      if (fewest > readCap) plan.readCap = readCap;
      plans.push(plan);
    }
  }
  return plans.reduce<Plan | undefined>(
    (best, plan) => (best && best.cost <= plan.cost ? best : plan),
    undefined,
  );
}

/** The `tags` column of every row the filter matches, found from the plan's driver. */
function matchingTagsQuery(
  filter: ListingFilter,
  driver: Plan["driver"],
  smallestTag: string | undefined,
): { sql: string; params: SqlValue[] } {
  const where: string[] = [];
  const params: SqlValue[] = [];
  let from = "datasets m";
  // With a tag driving, tag and search tests name only the tag row, so SQLite runs them in the
  // index before it reads the dataset row; the row is read for the rows that pass.
  let rowid = "m.rowid";
  let downloads = "m.downloads";
  if (driver === "tag" && smallestTag !== undefined) {
    from = "dataset_tags t JOIN datasets m ON m.rowid = t.dataset_rowid";
    where.push("t.tag = ?");
    params.push(smallestTag);
    rowid = "t.dataset_rowid";
    downloads = "t.downloads";
  }
  if (filter.match) {
    // A unary + keeps SQLite from driving by the matches when the plan says the author drives.
    const matched = driver === "author" ? `+${rowid}` : rowid;
    // Full-text rows are keyed by downloads and rowid (search-key.ts).
    where.push(
      `${matched} IN (SELECT ${rowidOfSearchKeySql("rowid")} FROM datasets_fts WHERE datasets_fts MATCH ?)`,
    );
    params.push(filter.match);
  }
  for (const tag of filter.tags) {
    if (driver === "tag" && tag === smallestTag) continue;
    // An exact primary-key probe: the tag row carries the dataset's downloads.
    where.push(
      `EXISTS (SELECT 1 FROM dataset_tags x WHERE x.tag = ? AND x.downloads = ${downloads} AND x.dataset_rowid = ${rowid})`,
    );
    params.push(tag);
  }
  for (const [column, value] of filter.equals) {
    where.push(`${driver === "author" ? "" : "+"}m.${column} = ?`);
    params.push(value);
  }
  return { sql: `SELECT m.tags AS tags FROM ${from} WHERE ${where.join(" AND ")}`, params };
}
