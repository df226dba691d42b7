import { Link } from "react-router";
import { formatCount } from "../lib/format";
import type { FacetGroup, FacetOption } from "../lib/listing-data";

/** The listing's filters: tasks by modality, then libraries; each a link that toggles it. */
export function FacetSidebar({
  taskGroups,
  libraries,
  countsNote,
}: {
  taskGroups: FacetGroup[];
  libraries: FacetOption[];
  /** Says what the counts cover when it is not the filtered results. */
  countsNote?: string;
}) {
  return (
    <aside className="facets" aria-label="Filters">
      {countsNote ? <p className="muted facets__note">{countsNote}</p> : null}
      <section aria-labelledby="facet-tasks">
        <h2 id="facet-tasks" className="facets__title">
          Tasks
        </h2>
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
