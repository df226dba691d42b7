// The shapes a listing page renders; computed on the server, plain data for the components.
import type { ListingKind, ListingParams } from "./listing-params";

/** One filter choice in the sidebar. */
export interface FacetOption {
  id: string;
  label: string;
  /** The entries its link lists; none when counting them would cost too much (most local apps). */
  count?: number;
  selected: boolean;
  /** The listing with this choice toggled (selected: removes it). */
  href: string;
  /** Why the choice lists nothing, when it does not: shown dimmed, with this said, and no link. */
  empty?: string;
}

/** A titled group of filter choices (tasks of one modality, or libraries). */
export interface FacetGroup {
  id: string;
  label: string;
  options: FacetOption[];
}

/** A sidebar section of one dataset facet (modality, size, format, language, licence). */
export interface TagFacetSection {
  /** The facet's URL parameter, e.g. "language". */
  id: string;
  title: string;
  options: FacetOption[];
  /** What its counts cover when they are not narrowed by the filters. */
  note?: string;
}

/**
 * Per sidebar section, what its counts cover when they are not what each link's listing holds
 * (too many entries match to count them within the filters).
 */
export interface CountsNotes {
  tasks?: string;
  libraries?: string;
  providers?: string;
  apps?: string;
  languages?: string;
  licenses?: string;
  parameters?: string;
  modelKinds?: string;
}

/** One result card. */
export interface ResultCardData {
  id: string;
  href: string;
  task?: { id: string; name: string };
  library?: { id: string; label: string };
  /** A model's parameter count, as its page's header writes it ("7.6B params"), when its record states one. */
  parameters?: { count: number; label: string };
  downloads: number;
  likes: number;
  /** ISO date of the last change, when known. */
  lastModified?: string;
}

/** Everything a listing page shows. */
/** The listing's "fits your hardware" filter. */
export interface HardwareFitFilterData {
  /** The listing without the filter: its form's action and the parameters it keeps. */
  baseHref: string;
  /** The memory sizes offered, in GB (the hardware picker's). */
  sizes: number[];
  /** The size in effect, if any. */
  selected?: number;
}

export interface ListingData {
  kind: ListingKind;
  params: ListingParams;
  /** How many entries match the filters. */
  total: number;
  /** True when more than `total` match: the count stopped there (shown as "1,000+"). */
  totalIsFloor?: boolean;
  items: ResultCardData[];
  /** Link to the next page, when there is one. */
  nextHref?: string;
  /** Link back to the first page, when this is not it. */
  firstHref?: string;
  taskGroups: FacetGroup[];
  /** Undefined when no entry of the catalogue names a library: the sidebar then has no such section. */
  libraries?: FacetOption[];
  /** Datasets: the facets beyond task and library that the catalogue's datasets carry. */
  tagSections?: TagFacetSection[];
  /** Models: inference providers serving the listed models ("Any provider" first). */
  providers?: FacetOption[];
  /** Models: the local apps that run the listed models (the GGUF runners). */
  localApps?: FacetOption[];
  /** Models: the filter by the memory the smallest GGUF quant fits in. */
  hardwareFit?: HardwareFitFilterData;
  /** Models: the languages of the listed models, by name, most first. */
  languages?: FacetOption[];
  /** Models: the licenses of the listed models, most first. */
  licenses?: FacetOption[];
  /** Models: the parameter-count ranges, smallest first, counted like the other sections. */
  parameterRanges?: FacetOption[];
  /** Models: "base models only", gated, not gated, counted like the other sections. */
  modelKinds?: FacetOption[];
  /** Sections whose counts are not narrowed by the filters, with what they cover instead. */
  countsNotes?: CountsNotes;
  /** What the URL asked for that the listing could not use and left out, said to the visitor. */
  notices?: string[];
  sortOptions: { id: string; label: string; href: string; selected: boolean }[];
  /** Active filters, each with the link that removes it. */
  activeFilters: { label: string; href: string }[];
  /** The date the download counts were taken, when the catalogue says (they are snapshots). */
  downloadsAsOf?: string;
}
