import {
  LANGUAGE_NAMES,
  LISTED_LOCAL_APPS,
  LOCAL_APPS,
  type LocalAppKey,
  MODEL_LIBRARIES,
} from "@modelhub/catalog";
import {
  type CountsWithin,
  INFERENCE_PROVIDER_TAG_PREFIX,
  LOCAL_APP_TAG_PREFIX,
  localAppListingTag,
  type ModelQuery,
  type ModelSidebarSection,
} from "@modelhub/store";
import type { FacetOption } from "./listing-data";
import { ANY_PROVIDER, facetOption, listFacetOption } from "./listing-facets";
import type { ListingParams } from "./listing-params";
import { PAGE_ORDER } from "./local-apps-view.server";
import { BASE_MODELS_ONLY, GATED, NOT_GATED } from "./model-card-facets";
import { LICENSE_TAG_PREFIX, PARAMETER_RANGES, parseParameterBounds } from "./model-filter-params";

// The model listing's sidebar: the sections the store counts in one call, and the options made
// from their counts (libraries, providers, local apps).

/** The catalogue's libraries, by id. */
export const LIBRARIES: Readonly<Record<string, { prettyLabel: string; filter: boolean }>> = MODEL_LIBRARIES;

/** Every language code, for the counts of the language tags (bare codes, without a prefix). */
const LANGUAGE_CODES = Object.keys(LANGUAGE_NAMES);

/**
 * The sidebar's counted sections, each within the filters but its own, so a count is what its
 * link gives (for a provider added to others: the models it serves among the other filters):
 * tasks, libraries, providers, local apps, languages, licenses, parameter ranges, gating and base
 * models only. Sections whose filter is not in effect count within the page's own filters, which
 * the store reads once for them all.
 */
export function sidebarSections(filter: ModelQuery) {
  const within = (without: keyof ModelQuery, counts: ModelSidebarSection["counts"]): ModelSidebarSection => ({
    query: { ...filter, [without]: undefined },
    counts,
  });
  const ranges = PARAMETER_RANGES.flatMap(({ value }) => {
    const bounds = parseParameterBounds(value);
    return typeof bounds === "string" ? [] : [[value, { numParameters: bounds }] as const];
  });
  return [
    within("pipelineTag", { facet: "pipeline_tag" }),
    within("library", { facet: "library" }),
    within("inferenceProviders", { prefixes: [INFERENCE_PROVIDER_TAG_PREFIX] }),
    within("apps", { prefixes: [LOCAL_APP_TAG_PREFIX] }),
    within("languages", { tags: LANGUAGE_CODES }),
    within("licenses", { prefixes: [LICENSE_TAG_PREFIX] }),
    within("numParameters", { tests: Object.fromEntries(ranges) }),
    within("gated", { tests: { [GATED]: { gated: true }, [NOT_GATED]: { gated: false } } }),
    within("baseModelsOnly", { tests: { [BASE_MODELS_ONLY]: { baseModelsOnly: true } } }),
  ] as const;
}

/** Libraries offered as filters: catalogue entries with the filter flag that some model uses. */
export function libraryOptions(params: ListingParams, counts: ReadonlyMap<string, number>) {
  const options = Object.entries(LIBRARIES)
    .filter(([id, entry]) => entry.filter && ((counts.get(id) ?? 0) > 0 || params.library === id))
    .map(([id, entry]) =>
      facetOption("models", params, "library", id, entry.prettyLabel, counts.get(id) ?? 0),
    );
  return options.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en"));
}

/**
 * Provider counts (by provider id, "all" for any provider) and the counts of the local apps'
 * derived tags, each with whether it is narrowed by the filters (else it is the whole catalogue's:
 * too many models match to count in time).
 */
export function derivedTagCounts(providerTags: CountsWithin, appTags: CountsWithin) {
  const providerPrefix = INFERENCE_PROVIDER_TAG_PREFIX;
  const providerCounts = new Map<string, number>();
  for (const { value, count } of providerTags.counts) {
    if (!value.startsWith(providerPrefix)) continue;
    const id = value.slice(providerPrefix.length);
    providerCounts.set(id === "*" ? ANY_PROVIDER : id, count);
  }
  const appTagCounts = new Map<string, number>();
  for (const { value, count } of appTags.counts) {
    if (value.startsWith(LOCAL_APP_TAG_PREFIX)) appTagCounts.set(value, count);
  }
  return {
    providerCounts,
    appTagCounts,
    // No model in the whole catalogue carries any: none within the filters either.
    providersWithin: providerTags.withinQuery || providerCounts.size === 0,
    appsWithin: appTags.withinQuery || appTagCounts.size === 0,
  };
}

/**
 * The local apps offered as filters: every app. Those whose models are a derived tag's
 * (localAppListingTag: the GGUF runners, and the apps with a tag of their own) come first with
 * that tag's count (left out when no listed model has it, unless chosen); the others, one set of
 * conditions each (TGI, MLX LM, DiffusionBee, JoyFusion), follow uncounted, each group in the
 * reference's order. Choosing one replaces another.
 */
export function localAppOptions(
  params: ListingParams,
  tagCounts: ReadonlyMap<string, number>,
): FacetOption[] {
  const option = (id: LocalAppKey, count?: number) =>
    listFacetOption(
      "models",
      params,
      "apps",
      { id, label: LOCAL_APPS[id].prettyLabel, ...(count === undefined ? {} : { count }) },
      false,
    );
  const apps = [...LISTED_LOCAL_APPS].sort((a, b) => PAGE_ORDER[a] - PAGE_ORDER[b]);
  const countOf = (id: LocalAppKey) => {
    const tag = localAppListingTag(id);
    return tag === undefined ? undefined : (tagCounts.get(tag) ?? 0);
  };
  const counted = apps.filter((id) => countOf(id) !== undefined);
  return [
    ...counted
      .filter((id) => (countOf(id) ?? 0) > 0 || params.apps?.includes(id))
      .map((id) => option(id, countOf(id))),
    ...apps.filter((id) => !counted.includes(id)).map((id) => option(id)),
  ];
}
