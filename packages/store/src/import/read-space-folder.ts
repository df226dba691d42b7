import { type LinkBoundary, readRepoFolder } from "./repo-folder";

/**
 * Reads one space repository folder as a raw space record: what every repository folder gives
 * (see readRepoFolder). The card's front matter (`title`, `emoji`, `sdk`, `models`...) is the
 * space's metadata, which normalizeSpaceRecord reads from `cardData`. `links`: see readRepoFolder.
 */
export function readSpaceFolder(dir: string, id: string, links?: LinkBoundary): Record<string, unknown> {
  return readRepoFolder(dir, id, links).record;
}
