// What a listing says about parts of its URL it could not use as they were: shown above the
// results, so a mistyped or outdated link explains itself instead of quietly listing something else.

import { type ListingKind, type ListingParams, SORT_OPTIONS, type SortId } from "./listing-params";

/** Quotes a value taken from the URL for a notice, cut short if long. */
export function quotedFromUrl(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/** What each sort orders by, as a notice says it is missing. */
const SORTED_BY: Readonly<Record<Exclude<SortId, "relevance">, string>> = {
  trending: "a trending score",
  downloads: "downloads",
  likes: "likes",
  created: "a creation date",
  modified: "an update date",
  num_parameters: "a parameter count",
};

/** The notice for a link asking for relevance without a search. */
export const RELEVANCE_WITHOUT_SEARCH_NOTICE =
  'Ignored the sort "most relevant": it orders a search\'s matches, and there is no search.';

/** The notice for a sort the URL named and the listing ignored, if any. */
export function ignoredSortNotice(params: ListingParams, kind: ListingKind): string | undefined {
  if (params.ignoredSort === undefined) return undefined;
  const known = SORT_OPTIONS.find((option) => option.id === params.ignoredSort);
  if (known?.id === "relevance") return RELEVANCE_WITHOUT_SEARCH_NOTICE;
  if (known) {
    return `Ignored the sort ${quotedFromUrl(known.label.toLowerCase())}: no ${kind.slice(0, -1)} in this catalogue has ${SORTED_BY[known.id]}.`;
  }
  const labels = SORT_OPTIONS.filter(
    (option) =>
      (kind === "models" || !("modelsOnly" in option)) && (params.search !== "" || !("searchOnly" in option)),
  ).map((option) => option.label.toLowerCase());
  return `Ignored the sort ${quotedFromUrl(params.ignoredSort)}: listings sort by ${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}.`;
}

/**
 * The notice for a task or library filter that matches nothing and that the catalogue does not
 * know either, most likely a typo. A value the catalogue lacks but entries carry (a task newer than
 * the catalogue) is a filter like any other, and gets none.
 */
export function unknownFilterNotice(
  kind: ListingKind,
  filter: "task" | "library",
  value: string | undefined,
  isKnown: (value: string) => boolean,
  total: number,
): string | undefined {
  if (!value || total > 0 || isKnown(value)) return undefined;
  return `No ${filter} is called ${quotedFromUrl(value)}, and no ${kind} ${filter === "task" ? "have it as their task" : "use it"}.`;
}

/** The notices given, in order, without the undefined ones. */
export function noticesOf(...notices: (string | undefined)[]): string[] {
  return notices.filter((notice): notice is string => notice !== undefined);
}

/** The notices for the parameter range and gating values the URL gave and the listing could not read. */
export function ignoredModelFilterNotices(params: ListingParams): string[] {
  return (params.ignoredModelFilters ?? []).map(({ name, value }) =>
    name === "gated"
      ? `Ignored gated=${quotedFromUrl(value)}: it takes true or false.`
      : `Ignored ${name}=${quotedFromUrl(value)}: it takes a range such as min:1B,max:3B (either bound may be left out).`,
  );
}
