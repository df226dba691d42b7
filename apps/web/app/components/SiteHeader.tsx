import { Form, Link, NavLink, useLocation } from "react-router";
import { Logo } from "./Logo";

const SECTIONS = [
  { to: "/models", label: "Models" },
  { to: "/datasets", label: "Datasets" },
  { to: "/spaces", label: "Demo apps" },
  { to: "/tasks", label: "Tasks" },
] as const;

/** Where the header search looks on each section: its own listing; models elsewhere. */
const SEARCHED = [
  { prefix: "/datasets", action: "/datasets", noun: "datasets" },
  { prefix: "/spaces", action: "/spaces", noun: "demo apps" },
] as const;

/** Top bar: brand, the sections and a search that works without JavaScript. */
export function SiteHeader() {
  const { pathname, search } = useLocation();
  // On a listing the header search keeps the listing's own search box as the one source of truth.
  const onListing = pathname === "/models" || pathname === "/datasets" || pathname === "/spaces";
  const current = onListing ? (new URLSearchParams(search).get("search") ?? "") : "";
  const searched = SEARCHED.find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  ) ?? { action: "/models", noun: "models" };
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="brand" to="/" aria-label="Modelhub home">
          <Logo />
          <span className="brand__name">Modelhub</span>
        </Link>
        <Form
          method="get"
          action={searched.action}
          className="site-search"
          role="search"
          aria-label="Search the hub"
        >
          <label htmlFor="site-search" className="visually-hidden">
            Search {searched.noun}
          </label>
          <input
            id="site-search"
            name="search"
            type="search"
            placeholder={`Search ${searched.noun}`}
            defaultValue={current}
            key={current}
            autoComplete="off"
          />
        </Form>
        <nav aria-label="Sections" className="site-nav">
          {SECTIONS.map((section) => (
            <NavLink key={section.to} to={section.to} prefetch="intent">
              {section.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
