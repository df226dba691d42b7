import { defaultSortFor, type ListingParams, type SortId, type StoreSortKey } from "./listing-params";

/** The first entry of a listing in a store order, highest first (undefined for an empty catalogue). */
export type TopEntry = (
  sort: StoreSortKey,
) => { trendingScore?: number; createdAt?: string; lastModified?: string } | undefined;

/** The sorts a catalogue's listings offer, and the one they open in. */
export interface CatalogueSorts {
  defaultSort: SortId;
  /** Date sorts no entry has the date for (a dump without them would list in an arbitrary order). */
  unavailable: SortId[];
}

/**
 * What a catalogue can be sorted by, from the top entry of each order: a date sort whose top
 * entry has no such date has it nowhere (entries without one sort last), and trending opens the
 * listings only when some entry has a trending score.
 */
export function catalogueSorts(top: TopEntry): CatalogueSorts {
  const unavailable: SortId[] = [];
  if (!top("createdAt")?.createdAt) unavailable.push("created");
  if (!top("lastModified")?.lastModified) unavailable.push("modified");
  return { defaultSort: defaultSortFor(top("trendingScore")?.trendingScore), unavailable };
}

/** `params` with a sort the catalogue cannot order by replaced by its default, and noted as ignored. */
export function withAvailableSort(params: ListingParams, sorts: CatalogueSorts): ListingParams {
  if (!sorts.unavailable.includes(params.sort)) return params;
  return { ...params, sort: params.defaultSort, ignoredSort: params.sort };
}
