import type { FacetGroup, FacetOption } from "./listing-data";
import {
  type ListField,
  type ListingKind,
  type ListingParams,
  listingHref,
  SORT_OPTIONS,
  type SortId,
} from "./listing-params";

/** Task groups as the catalogue defines them (modality label and tasks in order). */
export interface TaskGroupSource {
  modality: string;
  label: string;
  tasks: { id: string; name: string }[];
}

/**
 * The task filters of a sidebar: every task of the catalogue's groups for this listing, as the
 * Hub's sidebar lists them, each with its count. A task no listed entry carries says so instead
 * of linking to an empty listing (unless selected: its link removes it).
 */
export function taskFacetGroups(
  kind: ListingKind,
  params: ListingParams,
  groups: readonly TaskGroupSource[],
  counts: ReadonlyMap<string, number>,
): FacetGroup[] {
  const entries = kind === "models" ? "models" : "datasets";
  return groups
    .map((group) => ({
      id: group.modality,
      label: group.label,
      options: group.tasks.map((task): FacetOption => {
        const option = facetOption(kind, params, "task", task.id, task.name, counts.get(task.id) ?? 0);
        return option.count > 0 || option.selected
          ? option
          : { ...option, empty: `No ${entries} for this task yet` };
      }),
    }))
    .filter((group) => group.options.length > 0);
}

/** One sidebar choice that toggles `field` to `id`. */
export function facetOption(
  kind: ListingKind,
  params: ListingParams,
  field: "task" | "library",
  id: string,
  label: string,
  count: number,
): FacetOption & { count: number } {
  const selected = params[field] === id;
  return {
    id,
    label,
    count,
    selected,
    href: listingHref(kind, params, { [field]: selected ? undefined : id }),
  };
}

/**
 * One sidebar choice of a list filter. Selected, it links to the list without it. Otherwise,
 * `adds` links to the list with it added (any of them matches); else to it alone.
 */
export function listFacetOption(
  kind: ListingKind,
  params: ListingParams,
  field: ListField,
  option: { id: string; label: string; count?: number },
  adds: boolean,
): FacetOption {
  const current = params[field] ?? [];
  const selected = current.includes(option.id);
  const next = selected
    ? current.filter((id) => id !== option.id)
    : adds
      ? [...current, option.id]
      : [option.id];
  return { ...option, selected, href: listingHref(kind, params, { [field]: next }) };
}

/** The provider filter value meaning "any provider" (`inference_provider=all`). */
export const ANY_PROVIDER = "all";

/**
 * The inference-provider filters: "any provider" first, then each provider some listed model has,
 * most first (selected ones always, even at 0). Providers add up (any of them); "any provider"
 * and a single provider replace each other, as one contains the other.
 */
export function providerFacetOptions(
  params: ListingParams,
  counts: ReadonlyMap<string, number>,
  label: (id: string) => string,
): FacetOption[] {
  const selected = params.providers ?? [];
  const ids = new Set([...counts.keys(), ...selected]);
  ids.delete(ANY_PROVIDER);
  const withAll = selected.includes(ANY_PROVIDER);
  const providers = [...ids]
    .map((id) => ({ id, label: label(id), count: counts.get(id) ?? 0 }))
    .filter((option) => option.count > 0 || selected.includes(option.id))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en"))
    .map((option) => listFacetOption("models", params, "providers", option, !withAll));
  const anyCount = counts.get(ANY_PROVIDER) ?? 0;
  if (anyCount === 0 && !withAll) return providers;
  const any = { id: ANY_PROVIDER, label: "Any provider", count: anyCount };
  return [listFacetOption("models", params, "providers", any, false), ...providers];
}

/** The sort menu's links, but for the sorts the catalogue has no data for, and relevance without a search. */
export function sortOptions(kind: ListingKind, params: ListingParams, unavailable: readonly SortId[] = []) {
  const offered = SORT_OPTIONS.filter(
    (option) =>
      (kind === "models" || !("modelsOnly" in option)) && (params.search !== "" || !("searchOnly" in option)),
  );
  return offered
    .filter((option) => !unavailable.includes(option.id))
    .map((option) => ({
      id: option.id,
      label: option.label,
      selected: params.sort === option.id,
      href: listingHref(kind, params, { sort: option.id }),
    }));
}

/** Chips for the filters in effect, each removing itself. */
export function activeFilters(
  kind: ListingKind,
  params: ListingParams,
  names: {
    task?: string;
    library?: string;
    listValue?: (field: ListField, id: string) => string;
    parameters?: string;
  },
): { label: string; href: string }[] {
  const chips: { label: string; href: string }[] = [];
  if (params.search)
    chips.push({ label: `"${params.search}"`, href: listingHref(kind, params, { search: undefined }) });
  if (params.author)
    chips.push({ label: `By ${params.author}`, href: listingHref(kind, params, { author: undefined }) });
  if (params.task)
    chips.push({ label: names.task ?? params.task, href: listingHref(kind, params, { task: undefined }) });
  if (params.library) {
    chips.push({
      label: names.library ?? params.library,
      href: listingHref(kind, params, { library: undefined }),
    });
  }
  if (params.fits !== undefined) {
    chips.push({
      label: `Fits in ${params.fits} GB`,
      href: listingHref(kind, params, { fits: undefined }),
    });
  }
  if (params.numParameters) {
    chips.push({
      label: names.parameters ?? params.numParameters,
      href: listingHref(kind, params, { numParameters: undefined }),
    });
  }
  if (params.gated !== undefined) {
    chips.push({
      label: params.gated ? "Gated" : "Not gated",
      href: listingHref(kind, params, { gated: undefined }),
    });
  }
  if (params.baseModelsOnly)
    chips.push({ label: "Base models only", href: listingHref(kind, params, { baseModelsOnly: undefined }) });
  for (const field of ["providers", "apps", "tags", "languages", "licenses"] as const) {
    const values = params[field] ?? [];
    for (const id of values) {
      chips.push({
        label: names.listValue?.(field, id) ?? id,
        href: listingHref(kind, params, { [field]: values.filter((value) => value !== id) }),
      });
    }
  }
  return chips;
}
