/** A repository's tags as pills, then how many more it has when `total` exceeds those shown. */
export function TagList({ tags, total }: { tags: string[]; total: number }) {
  if (!tags.length) return null;
  return (
    <ul className="pill-list model-header__tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="pill pill--tag">
          {tag}
        </li>
      ))}
      {total > tags.length ? (
        <li className="muted">and {(total - tags.length).toLocaleString("en-US")} more</li>
      ) : null}
    </ul>
  );
}
