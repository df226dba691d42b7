import {
  SPACE_SDKS,
  type SpaceColor,
  type SpaceQuery,
  type SpaceRecord,
  type SpaceSdk,
  type Store,
} from "@modelhub/store";
import { noticesOf, quotedFromUrl, RELEVANCE_WITHOUT_SEARCH_NOTICE } from "./listing-notices";
import { loadListingOr400 } from "./listing-page.server";
import {
  SPACE_SORT_OPTIONS,
  type SpaceListingParams,
  type SpaceSortId,
  spacesHref,
} from "./space-listing-params";
import { SDK_LABELS } from "./space-page.server";

/** Demo apps a page shows. */
export const SPACES_PAGE_SIZE = 30;

/** One demo app's card. */
export interface SpaceCardData {
  id: string;
  href: string;
  /** The card's title, else the repository's name. */
  title: string;
  /** The owner, whose other apps its link lists. */
  author: string;
  authorHref: string;
  emoji?: string;
  colorFrom: SpaceColor;
  colorTo: SpaceColor;
  /** How the Hub names the app's SDK. */
  sdk?: string;
  likes: number;
  /** The card's short description, else the task page's sentence about the app. */
  description?: string;
  /** ISO date of the last change, when known. */
  lastModified?: string;
}

/** Everything the demo apps listing shows. */
export interface SpaceListingData {
  params: SpaceListingParams;
  total: number;
  /** True when more than `total` match: the count stopped there (shown as "10,000+"). */
  totalIsFloor?: boolean;
  items: SpaceCardData[];
  nextHref?: string;
  firstHref?: string;
  sortOptions: { id: string; label: string; href: string; selected: boolean }[];
  sdkOptions: { id: SpaceSdk; label: string }[];
  /** What the URL asked for that the listing could not use and left out, said to the visitor. */
  notices?: string[];
}

const isSdk = (value: string): value is SpaceSdk => (SPACE_SDKS as readonly string[]).includes(value);
const isSortId = (value: string): value is SpaceSortId =>
  SPACE_SORT_OPTIONS.some((option) => option.id === value);

/** A space as a card: its title or name, owner, look, SDK, likes and last change. */
export function spaceCard(space: SpaceRecord, params: SpaceListingParams): SpaceCardData {
  const author = space.author ?? space.id.slice(0, space.id.indexOf("/"));
  const card: SpaceCardData = {
    id: space.id,
    href: `/spaces/${space.id}`,
    title: space.title ?? space.id.slice(space.id.indexOf("/") + 1),
    author,
    authorHref: spacesHref({ search: "", sort: params.defaultSort, defaultSort: params.defaultSort, author }),
    colorFrom: space.colorFrom ?? "gray",
    colorTo: space.colorTo ?? space.colorFrom ?? "gray",
    likes: space.likes ?? 0,
  };
  if (space.emoji) card.emoji = space.emoji;
  if (space.sdk) card.sdk = SDK_LABELS[space.sdk];
  const description = space.shortDescription ?? space.description;
  if (description) card.description = description;
  if (space.lastModified) card.lastModified = space.lastModified;
  return card;
}

/**
 * The order the listing opens in: trending, unless no app has a trending score (the task pages'
 * apps and many dumps carry none), where it would be the order of likes anyway; then most likes.
 */
async function defaultSort(store: Store): Promise<SpaceSortId> {
  const [top] = (await store.spaces.listPage({ sort: "trendingScore", limit: 1 })).items;
  return (top?.trendingScore ?? 0) > 0 ? "trending" : "likes";
}

/** Everything the demo apps listing at `url` shows, read from the store. A bad page link is a 400. */
export async function loadSpaceListing(store: Store, url: URL): Promise<SpaceListingData> {
  const get = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const search = get("search") ?? "";
  // A search lists its best matches first unless the visitor picks another order (decision 100).
  const listingDefault = search ? "relevance" : await defaultSort(store);
  const sortValue = get("sort");
  const named = sortValue !== undefined && isSortId(sortValue) ? sortValue : undefined;
  const relevanceWithoutSearch = named === "relevance" && !search;
  const sdkValue = get("sdk");
  const params: SpaceListingParams = {
    search,
    sort: named === undefined || relevanceWithoutSearch ? listingDefault : named,
    defaultSort: listingDefault,
  };
  const author = get("author");
  if (author) params.author = author;
  if (sdkValue !== undefined && isSdk(sdkValue)) params.sdk = sdkValue;
  const cursor = get("cursor");
  if (cursor) params.cursor = cursor;
  const offered = SPACE_SORT_OPTIONS.filter((option) => search || option.id !== "relevance");
  const sortLabels = offered.map((option) => option.label.toLowerCase());
  const notices = noticesOf(
    sortValue !== undefined && !isSortId(sortValue)
      ? `Ignored the sort ${quotedFromUrl(sortValue)}: demo apps sort by ${sortLabels.slice(0, -1).join(", ")} or ${sortLabels.at(-1)}.`
      : undefined,
    relevanceWithoutSearch ? RELEVANCE_WITHOUT_SEARCH_NOTICE : undefined,
    sdkValue !== undefined && !isSdk(sdkValue)
      ? `Ignored the SDK ${quotedFromUrl(sdkValue)}: demo apps run on ${SPACE_SDKS.map((sdk) => SDK_LABELS[sdk]).join(", ")}.`
      : undefined,
  );
  const filter: SpaceQuery = {};
  if (params.search) filter.search = params.search;
  if (params.author) filter.author = params.author;
  if (params.sdk) filter.sdk = params.sdk;
  return loadListingOr400(async () => {
    const sort = SPACE_SORT_OPTIONS.find((option) => option.id === params.sort)?.key ?? "likes";
    const page = await store.spaces.listPage({
      ...filter,
      sort,
      limit: SPACES_PAGE_SIZE,
      ...(params.cursor ? { cursor: params.cursor } : {}),
    });
    const total = await store.spaces.total(filter);
    const listing: SpaceListingData = {
      params,
      total: total.count,
      ...(total.exact ? {} : { totalIsFloor: true }),
      items: page.items.map((space) => spaceCard(space, params)),
      sortOptions: offered.map((option) => ({
        id: option.id,
        label: option.label,
        href: spacesHref(params, { sort: option.id }),
        selected: option.id === params.sort,
      })),
      sdkOptions: SPACE_SDKS.map((sdk) => ({ id: sdk, label: SDK_LABELS[sdk] })),
    };
    if (page.nextCursor) listing.nextHref = spacesHref(params, { cursor: page.nextCursor });
    if (params.cursor) listing.firstHref = spacesHref(params);
    if (notices.length) listing.notices = notices;
    return listing;
  });
}
