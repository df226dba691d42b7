import { type ModelQuery, modelConditions, modelRequest } from "../models/model-query";
import type { CountsWithin } from "./counts-within";
import type { ListingSource } from "./listing";
import { type RowTests, type SectionCounts, sidebarCounts } from "./sidebar-counts";

/**
 * What a model sidebar section counts: a task or library facet, tags, or how many models meet
 * each of a few filters on a row (parameter ranges, gating, base models only), by name.
 */
export type ModelSectionCounts =
  | Exclude<SectionCounts, { tests: unknown }>
  | { tests: Readonly<Record<string, ModelQuery>> };

/** A model sidebar section: the query it counts within (the listing's less its own filter), and what. */
export interface ModelSidebarSection {
  query: ModelQuery;
  counts: ModelSectionCounts;
}

/** The tests on a row of a model query made of parameter bounds, gating and base models only. */
function rowTestsOf(query: ModelQuery): RowTests {
  const { equals, tags, anyTags, anyOf, empty, ranges, gated, withoutTags } = modelConditions(query);
  if (equals.length || tags.length || anyTags.length || anyOf?.length || empty || query.search)
    throw new Error("a sidebar counts parameter ranges, gating and base models only as tests");
  return {
    ...(ranges ? { ranges } : {}),
    ...(gated === undefined ? {} : { gated }),
    ...(withoutTags ? { withoutTags } : {}),
  };
}

/** Each model sidebar section's counts, the sections of one query sharing one read (see sidebarCounts). */
export async function modelSidebarCounts<S extends readonly ModelSidebarSection[]>(
  source: ListingSource,
  sections: S,
  options: { rowBound?: number } = {},
): Promise<{ [K in keyof S]: CountsWithin }> {
  const counts = await sidebarCounts(
    source,
    sections.map(({ query, counts }) => ({
      request: modelRequest(query),
      counts:
        "tests" in counts
          ? {
              tests: Object.fromEntries(
                Object.entries(counts.tests).map(([name, test]) => [name, rowTestsOf(test)]),
              ),
            }
          : counts,
    })),
    options,
  );
  return counts as { [K in keyof S]: CountsWithin };
}
