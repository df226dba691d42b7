import type { TagFilter } from "../listing/tag-filters";

/**
 * The prefixes of the dataset tags a listing filters by, as the Hub names both the tags
 * (`modality:text`, `size_categories:1K<n<10K`) and its listing's URL parameters.
 */
export const DATASET_FILTER_PREFIXES = [
  "modality",
  "size_categories",
  "format",
  "language",
  "license",
  "task_categories",
  "library",
] as const;

export type DatasetFilterPrefix = (typeof DATASET_FILTER_PREFIXES)[number];

/** A dataset listing's tag filters, by prefix; values are given without it (`en`, not `language:en`). */
export type DatasetTagFilters = Partial<Record<DatasetFilterPrefix, TagFilter>>;
