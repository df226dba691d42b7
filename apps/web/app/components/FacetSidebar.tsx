import { Link } from "react-router";
import { formatCount } from "../lib/format";
import type { CountsNotes, FacetGroup, FacetOption } from "../lib/listing-data";

/**
 * The listing's filters: tasks by modality, then libraries, then (models) inference providers and
 * local apps; each a link that toggles it. Counts are what each link's listing holds, unless a
 * section's note says what they cover instead.
 */
export function FacetSidebar({
  taskGroups,
  libraries,
  providers,
  localApps,
  countsNotes = {},
}: {
  taskGroups: FacetGroup[];
  libraries: FacetOption[];
  /** Inference providers; the section is left out when undefined (datasets). */
  providers?: FacetOption[];
  /** Local apps; the section is left out when undefined (datasets). */
  localApps?: FacetOption[];
  /** Per section, what its counts cover when it is not the listing each link leads to. */
  countsNotes?: CountsNotes;
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
      {providers ? (
        <section aria-labelledby="facet-providers">
          <h2 id="facet-providers" className="facets__title">
            Inference providers
          </h2>
          {countsNotes.providers ? <p className="muted facets__note">{countsNotes.providers}</p> : null}
          {providers.length === 0 ? (
            <p className="muted facets__empty">No listed model is served by a provider.</p>
          ) : null}
          <FacetList options={providers} />
        </section>
      ) : null}
      {localApps ? (
        <section aria-labelledby="facet-local-apps">
          <h2 id="facet-local-apps" className="facets__title">
            Local apps
          </h2>
          {countsNotes.apps ? <p className="muted facets__note">{countsNotes.apps}</p> : null}
          {localApps.length === 0 ? (
            <p className="muted facets__empty">No listed model has a GGUF file to run locally.</p>
          ) : (
            <p className="muted facets__note">
              These apps all run a model&rsquo;s GGUF file, so each one selects the same models.
            </p>
          )}
          <FacetList options={localApps} />
        </section>
      ) : null}
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
