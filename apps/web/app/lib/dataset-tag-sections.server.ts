import {
  DATASET_FORMATS,
  DATASET_MODALITIES,
  isPipelineType,
  languageName,
  PIPELINES,
  type PipelineType,
  sizeCategoryLabel,
  sizeCategoryRange,
} from "@modelhub/catalog";
import type {
  CountsWithin,
  DatasetQuery,
  DatasetSidebarSection,
  DatasetTagFilters,
  Store,
} from "@modelhub/store";
import { type DatasetFilterParam, isTagFilterValue } from "./dataset-filter-params";
import type { FacetOption, TagFacetSection } from "./listing-data";
import { type ListingParams, listingHref } from "./listing-params";

// The dataset listing's sidebar sections for its facets beyond task and library: modality, size,
// format, language and licence, each value with the number of datasets its link lists.

/** Says that a section's counts are not narrowed by the filters in effect. */
const WHOLE_CATALOGUE = "Counts are for the whole catalogue: too many datasets match to count them here.";

interface SectionKind {
  prefix: Exclude<DatasetFilterParam, "task_categories" | "library">;
  title: string;
  /** How a chip names a value of this facet. */
  noun: string;
  label(value: string): string;
  /** At most this many values, most first (selected ones always). */
  limit?: number;
  /** Values in their own order rather than most first. */
  order?(a: string, b: string): number;
}

const named = (names: Readonly<Record<string, string>>) => (value: string) =>
  Object.hasOwn(names, value) ? (names[value] as string) : value;

const SECTIONS: readonly SectionKind[] = [
  { prefix: "modality", title: "Modalities", noun: "Modality", label: named(DATASET_MODALITIES) },
  {
    prefix: "size_categories",
    title: "Size (rows)",
    noun: "Rows",
    label: sizeCategoryLabel,
    order: (a, b) => (sizeCategoryRange(a)?.[0] ?? 0) - (sizeCategoryRange(b)?.[0] ?? 0),
  },
  { prefix: "format", title: "Formats", noun: "Format", label: named(DATASET_FORMATS) },
  { prefix: "language", title: "Languages", noun: "Language", label: languageName, limit: 40 },
  { prefix: "license", title: "Licenses", noun: "License", label: (value) => value, limit: 40 },
];

/** `filter` without its condition on `prefix`. */
function without(filter: DatasetQuery, prefix: DatasetFilterParam): DatasetQuery {
  const { [prefix]: _left, ...others } = filter.filters ?? {};
  return { ...filter, filters: others };
}

/** One value of a facet: selected, its link removes it; else its link lists it instead of the others. */
function tagFacetOption(
  params: ListingParams,
  prefix: DatasetFilterParam,
  value: string,
  label: string,
  count: number,
): FacetOption {
  const current = params.tagFilters?.[prefix];
  const selected = current?.values.includes(value) ?? false;
  const rest = current?.values.filter((other) => other !== value) ?? [];
  const next = selected ? (rest.length ? { ...current, values: rest } : undefined) : { values: [value] };
  const tagFilters: DatasetTagFilters = { ...params.tagFilters, [prefix]: next };
  return { id: value, label, count, selected, href: listingHref("datasets", params, { tagFilters }) };
}

/**
 * What the store counts for the facet sections of a dataset listing filtered by `filter`, in
 * their order: each within the other filters, so that a value's count is what its link lists.
 * The sections nothing is selected in count within the whole filter, and share its read.
 */
export function datasetTagSidebarSections(
  params: ListingParams,
  filter: DatasetQuery,
): DatasetSidebarSection[] {
  return SECTIONS.map((kind) => ({
    query: params.tagFilters?.[kind.prefix]?.values.length ? without(filter, kind.prefix) : filter,
    prefixes: [`${kind.prefix}:`],
  }));
}

/**
 * The facet sections of a dataset listing, from the counts of its datasetTagSidebarSections. A
 * facet no dataset of the catalogue carries has no section.
 */
export async function datasetTagSections(
  store: Store,
  params: ListingParams,
  sectionCounts: readonly CountsWithin[],
): Promise<TagFacetSection[]> {
  const sections: TagFacetSection[] = [];
  for (const [index, kind] of SECTIONS.entries()) {
    const prefix = `${kind.prefix}:`;
    const within = sectionCounts[index] ?? { counts: [], withinQuery: true };
    const counts = new Map<string, number>();
    for (const { value, count } of within.counts) {
      // A value no link could select (free text in a card's size_categories) is not offered.
      const facetValue = value.slice(prefix.length);
      if (value.startsWith(prefix) && isTagFilterValue(kind.prefix, facetValue))
        counts.set(facetValue, count);
    }
    const chosen = params.tagFilters?.[kind.prefix]?.values ?? [];
    if (
      !counts.size &&
      !chosen.length &&
      !(await store.datasets.facetCounts("tag", { prefix, limit: 1 })).length
    )
      continue;
    let values = [...counts.keys()];
    if (kind.limit !== undefined) values = values.slice(0, kind.limit);
    for (const value of chosen) if (!values.includes(value)) values.push(value);
    if (kind.order) values.sort(kind.order);
    sections.push({
      id: kind.prefix,
      title: kind.title,
      options: values.map((value) =>
        tagFacetOption(params, kind.prefix, value, kind.label(value), counts.get(value) ?? 0),
      ),
      ...(within.withinQuery ? {} : { note: WHOLE_CATALOGUE }),
    });
  }
  return sections;
}

/** How chips name the tasks and libraries a link lists several of (one is the listing's task or library). */
const TASKS_AND_LIBRARIES = [
  {
    prefix: "task_categories",
    noun: "Task",
    label: (id: string) => (isPipelineType(id) ? PIPELINES[id as PipelineType].name : id),
  },
  { prefix: "library", noun: "Library", label: (id: string) => id },
] as const;

/** Chips for the facet filters in effect ("Language: French"), each removing its value. */
export function datasetTagChips(params: ListingParams): { label: string; href: string }[] {
  return [...TASKS_AND_LIBRARIES, ...SECTIONS].flatMap((kind) =>
    (params.tagFilters?.[kind.prefix]?.values ?? []).map((value) => ({
      label: `${kind.noun}: ${kind.label(value)}`,
      href: tagFacetOption(params, kind.prefix, value, value, 0).href,
    })),
  );
}
