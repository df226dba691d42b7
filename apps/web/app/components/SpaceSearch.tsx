import { Form } from "react-router";
import type { SpaceListingData } from "../lib/space-listing.server";

/**
 * The demo apps listing's search box and SDK choice: one GET form, so it works without
 * JavaScript; it keeps the owner and sort in effect (as hidden fields). With JavaScript, picking
 * an SDK applies it at once.
 */
export function SpaceSearch({ listing }: { listing: SpaceListingData }) {
  const { params, sdkOptions } = listing;
  return (
    <search className="listing-search" aria-label="Search these demo apps">
      <Form method="get" action="/spaces" className="space-search">
        <label htmlFor="listing-search" className="visually-hidden">
          Search demo apps by name
        </label>
        <input
          id="listing-search"
          className="search-input"
          name="search"
          type="search"
          placeholder="Filter demo apps by name"
          defaultValue={params.search}
          key={`search:${params.search}`}
        />
        <label htmlFor="space-sdk" className="visually-hidden">
          SDK
        </label>
        <select
          id="space-sdk"
          name="sdk"
          defaultValue={params.sdk ?? ""}
          // Keys apart from the search box's: a navigation that changes the SDK resets the choice.
          key={`sdk:${params.sdk ?? ""}`}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          <option value="">Any SDK</option>
          {sdkOptions.map((sdk) => (
            <option key={sdk.id} value={sdk.id}>
              {sdk.label}
            </option>
          ))}
        </select>
        {params.author ? <input type="hidden" name="author" value={params.author} /> : null}
        {params.sort !== params.defaultSort ? <input type="hidden" name="sort" value={params.sort} /> : null}
        <button className="button" type="submit">
          Search
        </button>
      </Form>
    </search>
  );
}
