import type { ListingConditions } from "./listing-conditions";

/**
 * A filter on the tags of one prefix (`language:` and the like): a row carries every value, or
 * with `any` at least one of them (the Hub's `or:(…)`, as a dataset has one size category).
 */
export interface TagFilter {
  values: readonly string[];
  any?: boolean;
}

/**
 * The tags and groups of alternative tags that filters keyed by their tag prefix ask for, each
 * value as the tag `<prefix>:<value>`. A single alternative is a plain tag, so that a listing of
 * one value reads its tag rows and its total from the maintained counts.
 */
export function tagFilterConditions(
  filters: Readonly<Record<string, TagFilter | undefined>>,
): Pick<ListingConditions, "tags" | "anyTags"> {
  const tags: string[] = [];
  const anyTags: string[][] = [];
  for (const [prefix, filter] of Object.entries(filters)) {
    const values = [...new Set(filter?.values ?? [])].map((value) => `${prefix}:${value}`);
    if (filter?.any && values.length > 1) anyTags.push(values);
    else tags.push(...values);
  }
  return { tags, anyTags };
}
