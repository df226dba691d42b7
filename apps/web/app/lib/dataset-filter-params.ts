import { DATASET_MODALITIES, sizeCategoryRange } from "@modelhub/catalog";
import type { DatasetFilterPrefix, DatasetTagFilters, TagFilter } from "@modelhub/store";

// The dataset listing's facet filters in its URL, as the Hub writes them: one parameter per facet,
// named like its tags, holding the tags (`language=language:fr`), several joined by commas when
// all must hold, or in `or:(…)` when one must (`size_categories=or:(size_categories:n<1K,…)`).
// A bare value (`language=fr`) reads the same.

/** The facets a dataset URL filters by with a parameter of this shape, in the sidebar's order. */
export const DATASET_FILTER_PARAMS = [
  "modality",
  "size_categories",
  "format",
  "language",
  "license",
  "task_categories",
  "library",
] as const satisfies readonly DatasetFilterPrefix[];

export type DatasetFilterParam = (typeof DATASET_FILTER_PARAMS)[number];

/** A value a tag can hold: a language, licence, format or library id. */
const TAG_VALUE = /^[A-Za-z0-9][\w.+-]{0,63}$/u;

const MAX_VALUES = 32;

/** Why a value cannot be a value of `prefix`, or undefined when it can. */
function valueProblem(prefix: DatasetFilterParam, value: string): string | undefined {
  if (prefix === "modality") {
    return Object.hasOwn(DATASET_MODALITIES, value)
      ? undefined
      : `unknown modality ${JSON.stringify(value)}; one of ${Object.keys(DATASET_MODALITIES).join(", ")}`;
  }
  if (prefix === "size_categories") {
    return sizeCategoryRange(value)
      ? undefined
      : `not a size category: ${JSON.stringify(value)} (e.g. "1K<n<10K", "n<1K", "n>1T")`;
  }
  return TAG_VALUE.test(value) ? undefined : `not a ${prefix} value: ${JSON.stringify(value)}`;
}

/** Whether a facet's tags may hold `value` (cards hold free text: "unknown", "~3000 hours"). */
export function isTagFilterValue(prefix: DatasetFilterParam, value: string): boolean {
  return valueProblem(prefix, value) === undefined;
}

/** One facet's filter, or why its parameter cannot be read. */
export type ParsedTagFilter = { filter: TagFilter } | { problem: string };

/**
 * Reads the values of one facet's parameter (each occurrence of it): tags or bare values, joined
 * by commas (all must hold), or one `or:(…)` (one must). A tag of another facet, an empty value or
 * a value the facet cannot hold is a problem.
 */
export function parseTagFilter(prefix: DatasetFilterParam, occurrences: readonly string[]): ParsedTagFilter {
  const alternatives = occurrences.map((text) => /^or:\((.*)\)$/su.exec(text.trim()));
  const any = alternatives.some(Boolean);
  if (any && occurrences.length > 1) return { problem: "give its alternatives in one or:(…)" };
  if (!any && occurrences.some((text) => text.trim().startsWith("or:")))
    return { problem: 'an "or:" needs its values in parentheses: or:(a,b)' };
  const items = (any ? [alternatives[0]?.[1] ?? ""] : occurrences)
    .flatMap((text) => text.split(","))
    .map((item) => item.trim());
  if (items.some((item) => item === "")) return { problem: "empty value" };
  const values: string[] = [];
  for (const item of items) {
    const colon = item.indexOf(":");
    const tagPrefix = colon < 0 ? undefined : item.slice(0, colon);
    if (tagPrefix !== undefined && tagPrefix !== prefix)
      return { problem: `expected ${prefix}:<value>, got ${JSON.stringify(item)}` };
    const value = tagPrefix === undefined ? item : item.slice(colon + 1);
    const problem = valueProblem(prefix, value);
    if (problem) return { problem };
    if (!values.includes(value)) values.push(value);
  }
  if (values.length > MAX_VALUES) return { problem: `more than ${MAX_VALUES} values` };
  return { filter: any ? { values, any: true } : { values } };
}

/** Every facet parameter of a query string: the filters read, and the problem of each one that is not. */
export function readDatasetTagFilters(
  query: URLSearchParams,
  params: readonly DatasetFilterParam[] = DATASET_FILTER_PARAMS,
): { filters: DatasetTagFilters; problems: [DatasetFilterParam, string][] } {
  const filters: DatasetTagFilters = {};
  const problems: [DatasetFilterParam, string][] = [];
  for (const prefix of params) {
    const occurrences = query.getAll(prefix);
    if (!occurrences.length) continue;
    const parsed = parseTagFilter(prefix, occurrences);
    if ("filter" in parsed) filters[prefix] = parsed.filter;
    else problems.push([prefix, parsed.problem]);
  }
  return { filters, problems };
}

/** A facet's filter as its parameter's value, in the Hub's form. */
export function tagFilterParam(prefix: DatasetFilterParam, filter: TagFilter): string {
  const tags = filter.values.map((value) => `${prefix}:${value}`).join(",");
  return filter.any && filter.values.length > 1 ? `or:(${tags})` : tags;
}
