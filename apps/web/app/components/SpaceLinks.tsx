import type { SpaceLinksView } from "../lib/space-links";

/** "Demo apps using this model" (or dataset): links to their pages, and how many more there are. */
export function SpaceLinks({
  title,
  spaces,
  className = "panel",
}: {
  title: string;
  spaces: SpaceLinksView;
  /** The section's classes, as its page's other panels have them. */
  className?: string;
}) {
  if (!spaces.total) return null;
  const more = spaces.total - spaces.shown.length;
  return (
    <section className={className} aria-labelledby="space-links-title">
      <h2 id="space-links-title">{title}</h2>
      <ul className="linked-repos">
        {spaces.shown.map((space) => (
          <li key={space.id}>
            <a href={space.href}>{space.id}</a>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="muted">
          and {more.toLocaleString("en-US")} more {more === 1 ? "app" : "apps"}
        </p>
      ) : null}
    </section>
  );
}
