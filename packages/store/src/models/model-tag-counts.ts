import type { Database } from "../database";
import { type FacetCount, readFacetCounts } from "../facet-tally";
import { buildCountQuery, type ListingFilter, type ListingTables } from "../listing-query";

/**
 * Counts the tags starting with one of `prefixes` (own or derived, e.g. "inference_provider:")
 * among the models `filter` matches, most first (ties by tag). Each count is what the query plus
 * that tag returns, since a tag filter looks up own and derived tags alike. Without conditions,
 * reads the maintained counts; otherwise counts live, like facetCountsWithin, reading only the
 * matching rows whose tag lists contain a prefix at all.
 */
export function modelTagCountsWithin(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter & { empty: boolean },
  prefixes: readonly string[],
): FacetCount[] {
  if (filter.empty || prefixes.length === 0) return [];
  if (!filter.equals.length && !filter.tags.length && !filter.anyTags?.length && !filter.match) {
    const seen = new Map<string, number>();
    for (const prefix of prefixes) {
      for (const { value, count } of readFacetCounts(db, "model", "tag", { prefix })) seen.set(value, count);
    }
    return sortCounts([...seen].map(([value, count]) => ({ value, count })));
  }
  const { sql, params } = buildCountQuery(tables, filter);
  // A substring test on the JSON text skips the rows (most of them) carrying no such tag before
  // any JSON is parsed.
  const contains = prefixes.map(() => "instr(m.tags, ?) > 0 OR instr(m.derived_tags, ?) > 0").join(" OR ");
  // A filter with conditions always has a WHERE clause to extend.
  const rows = db.all<{ tags: string; derived: string }>(
    `${sql.replace("SELECT count(*) AS n", "SELECT m.tags AS tags, m.derived_tags AS derived")} AND (${contains})`,
    [...params, ...prefixes.flatMap((prefix) => [prefix, prefix])],
  );
  const tally = new Map<string, number>();
  for (const row of rows) {
    // A tag both own and derived counts once, as the tag index holds it once.
    const tags = new Set([...(JSON.parse(row.tags) as string[]), ...(JSON.parse(row.derived) as string[])]);
    for (const tag of tags) {
      if (prefixes.some((prefix) => tag.startsWith(prefix))) tally.set(tag, (tally.get(tag) ?? 0) + 1);
    }
  }
  return sortCounts([...tally].map(([value, count]) => ({ value, count })));
}

/** Most first, ties by value (code-point order, as SQLite sorts them). */
function sortCounts(counts: FacetCount[]): FacetCount[] {
  return counts.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}
