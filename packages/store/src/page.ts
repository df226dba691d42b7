import type { ListingSort, SortDirection } from "./listing-order";
/** One page of a listing. */
export interface Page<T> {
  /** The rows of this page, in listing order. */
  items: T[];
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor?: string;
}

/** Paging and order shared by every listing query. */
export interface PageQuery {
  /** Sort column, or "relevance" for a search's best matches first; default "downloads". */
  sort?: ListingSort;
  /** Default "desc" (most first). */
  direction?: SortDirection;
  /** Page size, 1 to MAX_PAGE_SIZE; default DEFAULT_PAGE_SIZE. */
  limit?: number;
  /** The `nextCursor` of the previous page. */
  cursor?: string;
}

/** Rows per page when a query does not say. */
export const DEFAULT_PAGE_SIZE = 30;
/** The largest page a query may ask for. */
export const MAX_PAGE_SIZE = 1000;

/** Raised for a query the store cannot run (bad limit); the message names the field. */
export class InvalidQueryError extends Error {
  override name = "InvalidQueryError";
  constructor(
    /** The query field at fault. */
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The page size of a query, validated. */
export function pageSize(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new InvalidQueryError("limit", `limit must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  }
  return limit;
}
