import { useEffect, useRef } from "react";
import { Link } from "react-router";

/**
 * The sort choices as links (a disclosure menu), so sorting works without JavaScript. With it, the
 * menu also closes on Escape (focus back on its button) and on a click outside it.
 */
export function SortMenu({
  options,
}: {
  options: { id: string; label: string; href: string; selected: boolean }[];
}) {
  const current = options.find((option) => option.selected) ?? options[0];
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, []);
  return (
    <details className="sort-menu" ref={menu}>
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
