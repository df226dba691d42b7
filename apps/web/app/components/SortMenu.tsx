import { Link } from "react-router";

/** The sort choices as links (a disclosure menu), so sorting works without JavaScript. */
export function SortMenu({
  options,
}: {
  options: { id: string; label: string; href: string; selected: boolean }[];
}) {
  const current = options.find((option) => option.selected) ?? options[0];
  return (
    <details className="sort-menu">
      <summary className="button">
        Sort: <strong>{current?.label}</strong>
      </summary>
      <ul className="sort-menu__list">
        {options.map((option) => (
          <li key={option.id}>
            <Link
              to={option.href}
              preventScrollReset
              aria-current={option.selected ? "true" : undefined}
              onClick={(event) => event.currentTarget.closest("details")?.removeAttribute("open")}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
