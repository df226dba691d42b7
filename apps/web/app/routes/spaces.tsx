import { useRef } from "react";
import { Link, useNavigation } from "react-router";
import { getStore } from "../api/store.server";
import { ListingTotal } from "../components/ListingTotal";
import { Pager } from "../components/Pager";
import { SortMenu } from "../components/SortMenu";
import { SpaceCard } from "../components/SpaceCard";
import { SpaceSearch } from "../components/SpaceSearch";
import { useFocusAfterNavigation } from "../components/useFocusAfterNavigation";
import { timedStore } from "../lib/server-timing.server";
import { loadSpaceListing } from "../lib/space-listing.server";
import { spacesHref } from "../lib/space-listing-params";
import type { Route } from "./+types/spaces";

export async function loader({ request }: Route.LoaderArgs) {
  return loadSpaceListing(await timedStore(await getStore()), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ data: listing, error }) => [
  {
    title: error
      ? "This link cannot be read · Modelhub"
      : listing?.params.search
        ? `Demo apps matching "${listing.params.search}" · Modelhub`
        : "Demo apps · Modelhub",
  },
  {
    name: "description",
    content: "Browse demo apps (Spaces) by name and SDK, sorted by trend, likes or date.",
  },
];

export default function Spaces({ loaderData: listing }: Route.ComponentProps) {
  const navigation = useNavigation();
  // A sort or search leaves focus nowhere: it goes on to the results.
  const results = useRef<HTMLDivElement>(null);
  useFocusAfterNavigation(results, "search");
  const busy = navigation.state === "loading" && navigation.location.pathname === "/spaces";
  const { params } = listing;
  return (
    <div className="page listing">
      <div className="listing__head">
        <h1>Demo apps</h1>
        <ListingTotal total={listing.total} isFloor={listing.totalIsFloor} one="app" many="apps" />
      </div>
      <div
        className="listing__main"
        id="listing-results"
        tabIndex={-1}
        ref={results}
        aria-busy={busy}
        data-busy={busy}
      >
        <div className="listing__toolbar">
          <SpaceSearch listing={listing} />
          <SortMenu options={listing.sortOptions} />
        </div>
        {listing.notices?.length ? (
          <div className="notice listing__notices" role="status">
            {listing.notices.map((notice) => (
              <p key={notice}>{notice}</p>
            ))}
          </div>
        ) : null}
        {params.author ? (
          <ul className="chips" aria-label="Active filters">
            <li>
              <Link className="chip" to={spacesHref(params, { author: undefined })} preventScrollReset>
                Owner: {params.author}
                <span aria-hidden="true"> ×</span>
                <span className="visually-hidden"> (remove filter)</span>
              </Link>
            </li>
          </ul>
        ) : null}
        {listing.items.length ? (
          <ul className="results" aria-label="Demo apps, results">
            {listing.items.map((item) => (
              <SpaceCard key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <div className="empty-state">
            <h2>No demo apps match</h2>
            <p>Try fewer words, or another SDK.</p>
          </div>
        )}
        <Pager firstHref={listing.firstHref} nextHref={listing.nextHref} />
      </div>
    </div>
  );
}

export { ErrorBoundary } from "../components/RouteErrorBoundary";
