import { defaultSortFor, type ListingParams, type SortId, type StoreSortKey } from "./listing-params";

/** The first entry of a listing in a store order, highest first (undefined for an empty catalogue). */
export type TopEntry = (
  sort: StoreSortKey,
) => Promise<
  { trendingScore?: number; likes?: number; createdAt?: string; lastModified?: string } | undefined
>;

/** The sorts a catalogue's listings offer, and the one they open in. */
export interface CatalogueSorts {
  defaultSort: SortId;
  /**
   * Sorts no entry has a value for (no date, no like, no trending score): they would list in
   * an arbitrary order. Downloads, the default's fallback, is always offered.
   */
  unavailable: SortId[];
}

/**
 * What a catalogue can be sorted by (`byParameters`: models, which have a parameter count), from the top entry of each order: a sort whose top entry has
 * no value for it (no date, no likes, no trending score) has it nowhere, since entries without one
 * sort last; and trending opens the listings only when some entry has a trending score.
 */
export async function catalogueSorts(
  top: TopEntry,
  { byParameters = false }: { byParameters?: boolean } = {},
): Promise<CatalogueSorts> {
  const defaultSort = defaultSortFor((await top("trendingScore"))?.trendingScore);
  const unavailable: SortId[] = [];
  if (defaultSort !== "trending") unavailable.push("trending");
  if (!(((await top("likes"))?.likes ?? 0) > 0)) unavailable.push("likes");
  if (!(await top("createdAt"))?.createdAt) unavailable.push("created");
  if (!(await top("lastModified"))?.lastModified) unavailable.push("modified");
  // Sorted by parameter count, a listing holds only models that state one: none, no such order.
  if (!byParameters || !(await top("num_parameters"))) unavailable.push("num_parameters");
  return { defaultSort, unavailable };
}

/** `params` with a sort the catalogue cannot order by replaced by its default, and noted as ignored. */
export function withAvailableSort(params: ListingParams, sorts: CatalogueSorts): ListingParams {
  if (!sorts.unavailable.includes(params.sort)) return params;
  return { ...params, sort: params.defaultSort, ignoredSort: params.sort };
}
