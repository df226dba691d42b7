import { useRef } from "react";
import { Link, useNavigation } from "react-router";
import { formatDate } from "../lib/format";
import type { CountsNotes, ListingData } from "../lib/listing-data";
import { FacetSidebar } from "./FacetSidebar";
import { ListingSearch } from "./ListingSearch";
import { ListingTotal } from "./ListingTotal";
import { Pager } from "./Pager";
import { ResultList } from "./ResultList";
import { SortMenu } from "./SortMenu";
import { useFocusAfterNavigation } from "./useFocusAfterNavigation";

const NOUNS = { models: ["model", "models"], datasets: ["dataset", "datasets"] } as const;

/**
 * A model or dataset listing: filters on the side, search and sort on top, result cards, paging.
 * `countsNotes` says, per sidebar section, what its counts cover when they are not narrowed.
 */
export function ListingPage({
  listing,
  title,
  countsNotes,
}: {
  listing: ListingData;
  title: string;
  countsNotes?: CountsNotes;
}) {
  const navigation = useNavigation();
  // A sort, search or removed chip leaves focus nowhere: it goes on to the results.
  const results = useRef<HTMLDivElement>(null);
  useFocusAfterNavigation(results, "search");
  const busy = navigation.state === "loading" && navigation.location.pathname === `/${listing.kind}`;
  const [one, many] = NOUNS[listing.kind];
  return (
    <div className="page listing">
      <div className="listing__head">
        <h1>{title}</h1>
        <ListingTotal total={listing.total} isFloor={listing.totalIsFloor} one={one} many={many} />
        {/* The filters are dozens of links: this lets a keyboard reach the results at once. */}
        <a className="listing__skip" href="#listing-results">
          Skip to the results
        </a>
      </div>
      <div className="listing__layout">
        <FacetSidebar
          taskGroups={listing.taskGroups}
          libraries={listing.libraries}
          tagSections={listing.tagSections}
          providers={listing.providers}
          localApps={listing.localApps}
          hardwareFit={listing.hardwareFit}
          cardFacets={listing}
          countsNotes={countsNotes}
        />
        <div
          className="listing__main"
          id="listing-results"
          tabIndex={-1}
          ref={results}
          aria-busy={busy}
          data-busy={busy}
        >
          <div className="listing__toolbar">
            <ListingSearch kind={listing.kind} params={listing.params} />
            <SortMenu options={listing.sortOptions} />
          </div>
          {listing.notices?.length ? (
            <div className="notice listing__notices" role="status">
              {listing.notices.map((notice) => (
                <p key={notice}>{notice}</p>
              ))}
            </div>
          ) : null}
          {listing.activeFilters.length ? (
            <ul className="chips" aria-label="Active filters">
              {listing.activeFilters.map((chip) => (
                <li key={chip.href}>
                  <Link className="chip" to={chip.href} preventScrollReset>
                    {chip.label}
                    <span aria-hidden="true"> ×</span>
                    <span className="visually-hidden"> (remove filter)</span>
                  </Link>
                </li>
              ))}
              <li>
                <Link className="chips__clear" to={`/${listing.kind}`}>
                  Clear all
                </Link>
              </li>
            </ul>
          ) : null}
          {listing.items.length ? (
            <ResultList items={listing.items} label={`${title}, results`} />
          ) : (
            <div className="empty-state">
              <h2>No {many} match</h2>
              <p>Try fewer words, or remove a filter.</p>
            </div>
          )}
          <Pager firstHref={listing.firstHref} nextHref={listing.nextHref} />
          {listing.downloadsAsOf ? (
            <p className="listing__note muted">
              Download counts are a snapshot taken {/^\d{4}$/.test(listing.downloadsAsOf) ? "in" : "on"}{" "}
              {/^\d{4}$/.test(listing.downloadsAsOf)
                ? listing.downloadsAsOf
                : formatDate(listing.downloadsAsOf)}
              , not live figures.
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
