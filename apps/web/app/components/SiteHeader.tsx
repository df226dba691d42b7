import { Form, Link, NavLink, useLocation } from "react-router";
import { Logo } from "./Logo";

const SECTIONS = [
  { to: "/models", label: "Models" },
  { to: "/datasets", label: "Datasets" },
  { to: "/tasks", label: "Tasks" },
] as const;

/** Top bar: brand, the three sections and a model search that works without JavaScript. */
export function SiteHeader() {
  const { pathname, search } = useLocation();
  // On a listing the header search keeps the listing's own search box as the one source of truth.
  const onListing = pathname === "/models" || pathname === "/datasets";
  const current = onListing ? (new URLSearchParams(search).get("search") ?? "") : "";
  const datasets = pathname === "/datasets" || pathname.startsWith("/datasets/");
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="brand" to="/" aria-label="Modelhub home">
          <Logo />
          <span className="brand__name">Modelhub</span>
        </Link>
        <Form
          method="get"
          action={datasets ? "/datasets" : "/models"}
          className="site-search"
          role="search"
          aria-label="Search the hub"
        >
          <label htmlFor="site-search" className="visually-hidden">
            Search {datasets ? "datasets" : "models"}
          </label>
          <input
            id="site-search"
            name="search"
            type="search"
            placeholder={datasets ? "Search datasets" : "Search models"}
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
