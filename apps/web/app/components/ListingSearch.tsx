import { Form } from "react-router";
import { LIST_PARAM, type ListingKind, type ListingParams, TASK_PARAM } from "../lib/listing-params";

/** The listing's search box; it keeps the filters and sort in effect (as hidden fields). */
export function ListingSearch({ kind, params }: { kind: ListingKind; params: ListingParams }) {
  return (
    <search className="listing-search" aria-label={`Search these ${kind}`}>
      <Form method="get" action={`/${kind}`}>
        <label htmlFor="listing-search" className="visually-hidden">
          Search {kind} by name
        </label>
        <input
          id="listing-search"
          className="search-input"
          name="search"
          type="search"
          placeholder={`Filter ${kind} by name`}
          defaultValue={params.search}
          key={params.search}
        />
        {params.author ? <input type="hidden" name="author" value={params.author} /> : null}
        {params.task ? <input type="hidden" name={TASK_PARAM[kind]} value={params.task} /> : null}
        {params.library ? <input type="hidden" name="library" value={params.library} /> : null}
        {(["providers", "apps"] as const).map((field) =>
          params[field]?.length ? (
            <input key={field} type="hidden" name={LIST_PARAM[field]} value={params[field].join(",")} />
          ) : null,
        )}
        {params.sort !== params.defaultSort ? <input type="hidden" name="sort" value={params.sort} /> : null}
        <button className="button" type="submit">
          Search
        </button>
      </Form>
    </search>
  );
}
