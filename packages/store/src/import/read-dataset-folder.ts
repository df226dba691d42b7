import { asStringList } from "@modelhub/catalog";
import { type LinkBoundary, readRepoFolder } from "./repo-folder";

/**
 * Dataset card fields the Hub turns into `<field>:<value>` tags, in the Hub's order. `format` and
 * `modality` the Hub works out from the files; here they come only from a card that states them.
 */
const PREFIXED_CARD_FIELDS = [
  "task_categories",
  "task_ids",
  "language",
  "license",
  "size_categories",
  "format",
  "modality",
] as const;

const nonEmpty = (values: string[] | undefined) => (values ?? []).filter((value) => value.trim() !== "");

/** The tags the Hub derives from dataset card metadata: the prefixed fields, then the card's own tags. */
export function datasetCardTags(card: Record<string, unknown>): string[] {
  const tags: string[] = [];
  for (const field of PREFIXED_CARD_FIELDS) {
    for (const value of nonEmpty(asStringList(card[field]))) tags.push(`${field}:${value}`);
  }
  tags.push(...nonEmpty(asStringList(card.tags)));
  return [...new Set(tags)];
}

/**
 * Reads one dataset repository folder as a raw dataset record: what every repository folder gives
 * (see readRepoFolder) and the tags derived from the card. `links`: see readRepoFolder.
 */
export function readDatasetFolder(dir: string, id: string, links?: LinkBoundary): Record<string, unknown> {
  const { record, card } = readRepoFolder(dir, id, links);
  record.tags = card ? datasetCardTags(card) : [];
  return record;
}
