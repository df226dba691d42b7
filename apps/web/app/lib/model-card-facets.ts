// The model listing's sidebar sections on a model card's metadata: languages and licenses with
// their counts, the Hub's parameter-count ranges, and base models only / gated / not gated.
import { isLanguageCode, languageName } from "@modelhub/catalog";
import type { CountsWithin, FacetCount } from "@modelhub/store";
import type { FacetOption } from "./listing-data";
import { listFacetOption } from "./listing-facets";
import { type ListingParams, listingHref } from "./listing-params";
import { LICENSE_TAG_PREFIX, PARAMETER_RANGES } from "./model-filter-params";

/** The most languages a sidebar lists (the selected ones are always among them). */
export const MAX_LANGUAGE_OPTIONS = 30;

/** The most licenses a sidebar lists (the selected ones are always among them). */
export const MAX_LICENSE_OPTIONS = 20;

/**
 * The first `max` of the values ranked with their counts that have a count, and the chosen ones
 * wherever they rank: only these become options (each with its link), of the hundreds counted.
 */
function firstAndChosen(
  ranked: [string, number][],
  max: number,
  chosen: readonly string[] = [],
): [string, number][] {
  return ranked.filter(([value, count], index) => chosen.includes(value) || (index < max && count > 0));
}

/** The language options: each language tag counted, by its English name; choosing one replaces another. */
export function languageOptions(params: ListingParams, counts: readonly FacetCount[]): FacetOption[] {
  const counted = new Map(counts.filter(({ value }) => isLanguageCode(value)).map((c) => [c.value, c.count]));
  for (const code of params.languages ?? []) if (!counted.has(code)) counted.set(code, 0);
  const ranked = [...counted].sort(
    ([a, x], [b, y]) => y - x || languageName(a).localeCompare(languageName(b), "en"),
  );
  return firstAndChosen(ranked, MAX_LANGUAGE_OPTIONS, params.languages).map(([id, count]) =>
    listFacetOption("models", params, "languages", { id, label: languageName(id), count }, false),
  );
}

/** The license options: each `license:` tag counted, by its id; choosing one replaces another. */
export function licenseOptions(params: ListingParams, counts: readonly FacetCount[]): FacetOption[] {
  const counted = new Map(
    counts.filter(({ value }) => value.startsWith(LICENSE_TAG_PREFIX)).map((c) => [c.value, c.count]),
  );
  for (const tag of params.licenses ?? []) if (!counted.has(tag)) counted.set(tag, 0);
  const ranked = [...counted].sort(([a, x], [b, y]) => y - x || a.localeCompare(b, "en"));
  return firstAndChosen(ranked, MAX_LICENSE_OPTIONS, params.licenses).map(([id, count]) =>
    listFacetOption(
      "models",
      params,
      "licenses",
      { id, label: id.slice(LICENSE_TAG_PREFIX.length), count },
      false,
    ),
  );
}

/**
 * A count of a section whose values the store may leave uncounted (past the sidebar's bound):
 * the value's count when counted within the filters or given, else none.
 */
function countOf(counts: CountsWithin | undefined, value: string): number | undefined {
  if (counts === undefined) return undefined;
  const count = counts.counts.find((counted) => counted.value === value)?.count;
  return count ?? (counts.withinQuery ? 0 : undefined);
}

/** The parameter-count ranges as the Hub offers them, with their counts; choosing one replaces another. */
export function parameterRangeOptions(params: ListingParams, counts?: CountsWithin): FacetOption[] {
  return PARAMETER_RANGES.map((range) => {
    const selected = params.numParameters === range.value;
    const count = countOf(counts, range.value);
    return {
      id: range.value,
      label: range.label,
      ...(count === undefined ? {} : { count }),
      selected,
      href: listingHref("models", params, { numParameters: selected ? undefined : range.value }),
    };
  });
}

/** What a chip says of a parameter range: the sidebar's label, else the range as written. */
export function parameterRangeLabel(value: string): string {
  const known = PARAMETER_RANGES.find((range) => range.value === value);
  return `${known?.label ?? value} parameters`;
}

/** The ids of the model kind toggles, which are also the names of their counts. */
export const BASE_MODELS_ONLY = "base-models-only";
export const GATED = "gated";
export const NOT_GATED = "not-gated";

/**
 * "Base models only", "Gated", "Not gated": toggles, with their counts when given; gated and not
 * gated replace each other.
 */
export function modelKindOptions(params: ListingParams, counts?: CountsWithin): FacetOption[] {
  const toggle = (id: string, label: string, selected: boolean, href: string) => {
    const count = countOf(counts, id);
    return { id, label, ...(count === undefined ? {} : { count }), selected, href };
  };
  return [
    toggle(
      BASE_MODELS_ONLY,
      "Base models only",
      params.baseModelsOnly === true,
      listingHref("models", params, { baseModelsOnly: params.baseModelsOnly ? undefined : true }),
    ),
    toggle(
      GATED,
      "Gated",
      params.gated === true,
      listingHref("models", params, { gated: params.gated === true ? undefined : true }),
    ),
    toggle(
      NOT_GATED,
      "Not gated",
      params.gated === false,
      listingHref("models", params, { gated: params.gated === false ? undefined : false }),
    ),
  ];
}
