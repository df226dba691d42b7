// Builds the sample's dataset records from the 2023 dataset snapshot and its cards' front matter.
import { isValidRepoId } from "@modelhub/catalog";
import { isoDate, stringList } from "./sources";

type Json = Record<string, unknown>;

/** The snapshot year of hub-datasets.jsonl, as its source states it. */
export const DATASET_DOWNLOADS_AS_OF = "2023";

/** The card file name the source derives from an id ('/' replaced by '_'). */
function cardFileName(id: string): string {
  return id.replaceAll("/", "_");
}

/** Tags the Hub derives from card front matter: task categories, task ids, licences, languages. */
function cardTags(card: Json): string[] {
  const tags: string[] = [];
  const prefixes: [string, string][] = [
    ["task_categories", "task_categories"],
    ["task_ids", "task_ids"],
    ["license", "license"],
    ["language", "language"],
    ["size_categories", "size_categories"],
  ];
  for (const [key, prefix] of prefixes) {
    for (const value of stringList(card[key])) tags.push(`${prefix}:${value}`);
  }
  return tags;
}

/** Every dataset of the sample, sorted by id; rows without a valid repository id are left out. */
export function buildSampleDatasets(datasetRows: Json[], cardRows: Json[]): Json[] {
  const cards = new Map<string, Json>();
  for (const row of cardRows) {
    const frontMatter = row.frontmatter;
    if (typeof row.card_file === "string" && frontMatter && typeof frontMatter === "object") {
      cards.set(row.card_file, frontMatter as Json);
    }
  }
  const records: Json[] = [];
  for (const row of datasetRows) {
    const id = typeof row.dataset_name === "string" ? row.dataset_name : undefined;
    if (!id || !isValidRepoId(id)) continue;
    const card = cards.get(cardFileName(id));
    const tasks = stringList(row.task);
    const tags = [...new Set([...tasks.map((task) => `task_categories:${task}`), ...(card ? cardTags(card) : [])])];
    const record: Json = { id, tags };
    if (typeof row.author === "string") record.author = row.author;
    const createdAt = isoDate(row.dataset_creation_time);
    if (createdAt) record.createdAt = createdAt;
    if (typeof row.downloads === "number") {
      record.downloads = row.downloads;
      record.downloadsAsOf = DATASET_DOWNLOADS_AS_OF;
    }
    if (card) record.cardData = card;
    if (typeof row.domain === "string") record.domain = row.domain;
    records.push(record);
  }
  return records.sort((a, b) => (String(a.id) < String(b.id) ? -1 : 1));
}
