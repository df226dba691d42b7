/** A titled list of models, datasets or apps, each linked when this hub (or, for apps, the Hub) has a page for it. */
export function ReferenceList({
  title,
  items,
}: {
  title: string;
  items: readonly { id: string; description: string; href?: string; externalHref?: string }[];
}) {
  if (!items.length) return null;
  const headingId = `ref-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="reference-list">
        {items.map((item) => (
          <li key={item.id}>
            {item.href ? (
              <a className="reference-list__id" href={item.href}>
                {item.id}
              </a>
            ) : item.externalHref ? (
              <a className="reference-list__id" href={item.externalHref} rel="noopener noreferrer">
                {item.id}
                <span className="reference-list__external"> ↗ on huggingface.co</span>
              </a>
            ) : (
              <span className="reference-list__id">{item.id}</span>
            )}
            <span className="reference-list__description">{item.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
