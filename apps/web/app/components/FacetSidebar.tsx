import { Link } from "react-router";
import { formatCount } from "../lib/format";
import type { FacetGroup, FacetOption } from "../lib/listing-data";

/**
 * The listing's filters: tasks by modality, then libraries; each a link that toggles it. Counts
 * are what each link's listing holds, unless a section's note says what they cover instead.
 */
export function FacetSidebar({
  taskGroups,
  libraries,
  countsNotes = {},
}: {
  taskGroups: FacetGroup[];
  libraries: FacetOption[];
  /** Per section, what its counts cover when it is not the listing each link leads to. */
  countsNotes?: { tasks?: string; libraries?: string };
}) {
  return (
    <aside className="facets" aria-label="Filters">
      <section aria-labelledby="facet-tasks">
        <h2 id="facet-tasks" className="facets__title">
          Tasks
        </h2>
        {countsNotes.tasks ? <p className="muted facets__note">{countsNotes.tasks}</p> : null}
        {taskGroups.length === 0 ? <p className="muted facets__empty">No task matches.</p> : null}
        {taskGroups.map((group) => (
          <div key={group.id} className="facets__group">
            <h3 className="facets__group-title">{group.label}</h3>
            <FacetList options={group.options} />
          </div>
        ))}
      </section>
      <section aria-labelledby="facet-libraries">
        <h2 id="facet-libraries" className="facets__title">
          Libraries
        </h2>
        {countsNotes.libraries ? <p className="muted facets__note">{countsNotes.libraries}</p> : null}
        {libraries.length === 0 ? <p className="muted facets__empty">No library matches.</p> : null}
        <FacetList options={libraries} />
      </section>
    </aside>
  );
}

function FacetList({ options }: { options: FacetOption[] }) {
  return (
    <ul className="facet-list">
      {options.map((option) => (
        <li key={option.id}>
          <Link
            className="facet"
            to={option.href}
            preventScrollReset
            aria-current={option.selected ? "true" : undefined}
            data-selected={option.selected}
          >
            <span className="facet__label">{option.label}</span>
            <span className="facet__count">
              {formatCount(option.count)}
              <span className="visually-hidden"> entries</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
