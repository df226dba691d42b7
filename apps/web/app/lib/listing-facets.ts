import type { FacetGroup, FacetOption } from "./listing-data";
import { type ListingKind, type ListingParams, listingHref, SORT_OPTIONS } from "./listing-params";

/** Task groups as the catalogue defines them (modality label and tasks in order). */
export interface TaskGroupSource {
  modality: string;
  label: string;
  tasks: { id: string; name: string }[];
}

/**
 * The task filters of a sidebar: the catalogue's groups for this listing, each task with its
 * count. Tasks no entry carries are left out (unless selected) so the sidebar lists what exists.
 */
export function taskFacetGroups(
  kind: ListingKind,
  params: ListingParams,
  groups: readonly TaskGroupSource[],
  counts: ReadonlyMap<string, number>,
): FacetGroup[] {
  return groups
    .map((group) => ({
      id: group.modality,
      label: group.label,
      options: group.tasks
        .map((task) => facetOption(kind, params, "task", task.id, task.name, counts.get(task.id) ?? 0))
        .filter((option) => option.count > 0 || option.selected),
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
): FacetOption {
  const selected = params[field] === id;
  return {
    id,
    label,
    count,
    selected,
    href: listingHref(kind, params, { [field]: selected ? undefined : id }),
  };
}

/** The sort menu's links. */
export function sortOptions(kind: ListingKind, params: ListingParams) {
  return SORT_OPTIONS.map((option) => ({
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
  names: { task?: string; library?: string },
): { label: string; href: string }[] {
  const chips: { label: string; href: string }[] = [];
  if (params.search)
    chips.push({ label: `"${params.search}"`, href: listingHref(kind, params, { search: undefined }) });
  if (params.task)
    chips.push({ label: names.task ?? params.task, href: listingHref(kind, params, { task: undefined }) });
  if (params.library) {
    chips.push({
      label: names.library ?? params.library,
      href: listingHref(kind, params, { library: undefined }),
    });
  }
  return chips;
}
