import type { ReactNode } from "react";
import { formatCount } from "../lib/format";
import type {
  CountsNotes,
  FacetGroup,
  FacetOption,
  HardwareFitFilterData,
  ListingData,
  TagFacetSection,
} from "../lib/listing-data";
import { HardwareFitFilter } from "./HardwareFitFilter";
import { IN_APP_LINK, useInAppLinkClicks } from "./InAppLinks";

/**
 * The listing's filters: tasks by modality, then libraries, then (models) inference providers and
 * local apps, then (models) the filters on a card's metadata: model kind, parameter count,
 * languages and licenses; each a link that toggles it. Counts are what each link's listing holds,
 * unless a section's note says what they cover instead; local apps beyond the GGUF runners have
 * none. The links are followed in the app, keeping the scroll position, by one handler on the
 * sidebar.
 */
export function FacetSidebar({
  taskGroups,
  libraries,
  tagSections,
  providers,
  localApps,
  hardwareFit,
  cardFacets = {},
  countsNotes = {},
}: {
  taskGroups: FacetGroup[];
  /** Libraries; the section is left out when undefined (a catalogue that names none). */
  libraries?: FacetOption[];
  /** Datasets: modality, size, format, language and licence, each when the catalogue has it. */
  tagSections?: TagFacetSection[];
  /** Inference providers; the section is left out when undefined (datasets). */
  providers?: FacetOption[];
  /** Local apps; the section is left out when undefined (datasets). */
  localApps?: FacetOption[];
  /** The memory filter; the section is left out when undefined (datasets). */
  hardwareFit?: HardwareFitFilterData;
  /** The sections on a model card's metadata; each is left out when undefined (datasets). */
  cardFacets?: Pick<ListingData, "modelKinds" | "parameterRanges" | "languages" | "licenses">;
  /** Per section, what its counts cover when it is not the listing each link leads to. */
  countsNotes?: CountsNotes;
}) {
  const follow = useInAppLinkClicks({ preventScrollReset: true });
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks handled are its links' own, which Enter on a link makes too.
    <aside className="facets" aria-label="Filters" onClick={follow}>
      <FacetSection
        id="tasks"
        title="Tasks"
        note={countsNotes.tasks}
        empty={taskGroups.length === 0 && "No task matches."}
      >
        {taskGroups.map((group) => (
          <div key={group.id} className="facets__group">
            <h3 className="facets__group-title">{group.label}</h3>
            <FacetList options={group.options} />
          </div>
        ))}
      </FacetSection>
      {libraries ? (
        <FacetSection
          id="libraries"
          title="Libraries"
          note={countsNotes.libraries}
          empty={libraries.length === 0 && "No library matches."}
        >
          <FacetList options={libraries} />
        </FacetSection>
      ) : null}
      {(tagSections ?? []).map((section) => (
        <FacetSection
          key={section.id}
          id={section.id}
          title={section.title}
          note={section.note}
          empty={section.options.length === 0 && `No ${section.title.toLowerCase()} match.`}
        >
          <FacetList options={section.options} />
        </FacetSection>
      ))}
      {providers ? (
        <FacetSection
          id="providers"
          title="Inference providers"
          note={countsNotes.providers}
          empty={providers.length === 0 && "No listed model is served by a provider."}
        >
          <FacetList options={providers} />
        </FacetSection>
      ) : null}
      {localApps ? (
        <FacetSection id="local-apps" title="Local apps" note={countsNotes.apps} empty={false}>
          {localApps.length > 0 ? <p className="muted facets__note">{localAppsNote(localApps)}</p> : null}
          <FacetList options={localApps} />
        </FacetSection>
      ) : null}
      {cardFacets.modelKinds ? (
        <FacetSection id="model-kinds" title="Model kind" note={countsNotes.modelKinds} empty={false}>
          <FacetList options={cardFacets.modelKinds} />
        </FacetSection>
      ) : null}
      {cardFacets.parameterRanges ? (
        <FacetSection
          id="parameters"
          title="Parameters"
          note={[
            "From the safetensors count, else the GGUF one; models that state none are left out.",
            countsNotes.parameters,
          ]
            .filter(Boolean)
            .join(" ")}
          empty={false}
        >
          <FacetList options={cardFacets.parameterRanges} />
        </FacetSection>
      ) : null}
      {cardFacets.languages ? (
        <FacetSection
          id="languages"
          title="Languages"
          note={countsNotes.languages}
          empty={cardFacets.languages.length === 0 && "No listed model names a language."}
        >
          <FacetList options={cardFacets.languages} />
        </FacetSection>
      ) : null}
      {cardFacets.licenses ? (
        <FacetSection
          id="licenses"
          title="Licenses"
          note={countsNotes.licenses}
          empty={cardFacets.licenses.length === 0 && "No listed model names a license."}
        >
          <FacetList options={cardFacets.licenses} />
        </FacetSection>
      ) : null}
      {hardwareFit ? (
        <FacetSection
          id="fits"
          title="Fits your hardware"
          note="GGUF models whose smallest quant's weights fit in the memory (within 80% of it); the KV cache is not counted."
          empty={false}
        >
          <HardwareFitFilter fit={hardwareFit} />
        </FacetSection>
      ) : null}
    </aside>
  );
}

/** One titled section: what its counts cover (when said), a message when it offers nothing, its options. */
function FacetSection({
  id,
  title,
  note,
  empty,
  children,
}: {
  id: string;
  title: string;
  note: string | undefined;
  /** The message shown when the section has no option, or false. */
  empty: string | false;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`facet-${id}`}>
      <h2 id={`facet-${id}`} className="facets__title">
        {title}
      </h2>
      {note ? <p className="muted facets__note">{note}</p> : null}
      {empty ? <p className="muted facets__empty">{empty}</p> : null}
      {children}
    </section>
  );
}

/**
 * What the local apps' counts are: the GGUF runners share one rule, so one count; the apps whose
 * rule is a tag, task or library condition are not counted.
 */
function localAppsNote(apps: FacetOption[]): string {
  return apps.some((app) => app.count !== undefined)
    ? "The apps that run any GGUF file share one count; the apps without a count are not counted here."
    : "No listed model runs in a counted app; these apps are not counted here.";
}

function FacetList({ options }: { options: FacetOption[] }) {
  return (
    <ul className="facet-list">
      {options.map((option) => (
        <li key={option.id}>
          {option.empty ? (
            <span className="facet facet--empty" title={option.empty}>
              <span className="facet__label">{option.label}</span>
              <span className="facet__count">
                0<span className="visually-hidden">: {option.empty}</span>
              </span>
            </span>
          ) : (
            <a
              className="facet"
              aria-current={option.selected ? "true" : undefined}
              data-selected={option.selected}
              href={option.href}
              {...IN_APP_LINK}
            >
              <span className="facet__label">{option.label}</span>
              {option.count === undefined ? null : (
                <span className="facet__count">
                  {formatCount(option.count)}
                  <span className="visually-hidden">{option.count === 1 ? " entry" : " entries"}</span>
                </span>
              )}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
