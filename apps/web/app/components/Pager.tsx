import { Link } from "react-router";

/** A listing's paging links: back to the first page, and on to the next; nothing on a single page. */
export function Pager({
  firstHref,
  nextHref,
}: {
  firstHref?: string | undefined;
  nextHref?: string | undefined;
}) {
  if (!firstHref && !nextHref) return null;
  return (
    <nav className="pager" aria-label="Pages">
      {firstHref ? <Link to={firstHref}>← First page</Link> : <span />}
      {nextHref ? (
        <Link className="button" to={nextHref}>
          Next page →
        </Link>
      ) : null}
    </nav>
  );
}
