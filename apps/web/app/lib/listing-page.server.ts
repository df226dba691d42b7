import { InvalidCursorError, InvalidQueryError, type Store } from "@modelhub/store";
import { data } from "react-router";
import type { ListingData } from "./listing-data";
import { listingHref } from "./listing-params";
import { downloadsSnapshotDate } from "./snapshot.server";

/** Adds what every listing shows around its results: the paging links and the downloads snapshot date. */
export async function withPagingAndSnapshot(
  store: Store,
  listing: ListingData,
  nextCursor: string | undefined,
): Promise<ListingData> {
  const { kind, params } = listing;
  if (nextCursor) listing.nextHref = listingHref(kind, params, { cursor: nextCursor });
  if (params.cursor) listing.firstHref = listingHref(kind, params, {});
  const asOf = await downloadsSnapshotDate(store, kind);
  if (asOf) listing.downloadsAsOf = asOf;
  return listing;
}

/** Runs a listing loader; a stale or malformed page link (cursor, query) becomes a 400 that says so. */
export async function loadListingOr400<Listing>(load: () => Promise<Listing>): Promise<Listing> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof InvalidCursorError || error instanceof InvalidQueryError) {
      throw data(
        "This page link is not valid any more (its paging position could not be read). Start again from the first page.",
        { status: 400 },
      );
    }
    throw error;
  }
}
