/** The demo apps that use a model or dataset, as its page lists them. */
export interface SpaceLinksView {
  /** The first MAX_SPACES_SHOWN, by id, each with its page on this hub. */
  shown: { id: string; href: string }[];
  /** How many apps use it in all. */
  total: number;
}

/** The most apps a model or dataset page lists (a popular model is used by thousands). */
const MAX_SPACES_SHOWN = 20;

/** The page's list of the apps with these ids (all in the store: they come from its spaces). */
export function spaceLinks(ids: readonly string[]): SpaceLinksView {
  return {
    shown: ids.slice(0, MAX_SPACES_SHOWN).map((id) => ({ id, href: spaceHref(id) })),
    total: ids.length,
  };
}

/** This hub's page of a space, at the Hub's own path for it. */
export function spaceHref(id: string): string {
  return `/spaces/${id.split("/").map(encodeURIComponent).join("/")}`;
}
