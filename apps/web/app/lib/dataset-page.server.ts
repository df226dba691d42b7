import {
  DATASET_LIBRARIES,
  getDatasetLibrarySnippets,
  isPipelineType,
  PIPELINES,
  type PipelineType,
} from "@modelhub/catalog";
import { datasetTaskCategories, type Store } from "@modelhub/store";
import { data } from "react-router";
import { datasetLibraryLabel, LIBRARY_TAG_PREFIX } from "./dataset-listing.server";
import { highlightCode } from "./highlight.server";
import { licenseLabel } from "./license";
import { renderMarkdownHighlighted } from "./markdown.server";
import { markupOnly } from "./page-markup.server";
import { type SpaceLinksView, spaceLinks } from "./space-links";

/** Everything the dataset page shows. */
export interface DatasetPageData {
  id: string;
  /** Task categories the catalogue knows, with their names. */
  tasks: { id: string; name: string }[];
  libraries: { id: string; label: string }[];
  /** "Use this dataset": snippets of the libraries it is tagged with (the datasets library when none). */
  usage: { key: string; title: string; html: string }[];
  license?: string;
  /** The first MAX_TAGS_SHOWN tags (not the hidden ones). */
  tags: string[];
  /** How many such tags the dataset has in all. */
  tagCount: number;
  downloads?: number;
  likes?: number;
  createdAt?: string;
  lastModified?: string;
  downloadsAsOf?: string;
  /** Card as sanitised HTML; absent when there is none. */
  cardHtml?: string;
  /** Short description when there is no card. */
  description?: string;
  /** The demo apps in this hub that use the dataset. */
  spaces: SpaceLinksView;
}

const HIDDEN_TAG = /^(region:|task_categories:|library:|license:)/;

/** The most tags the header shows; the rest are counted. */
const MAX_TAGS_SHOWN = 40;

/** The dataset page of `id`, or a 404 that names it. */
export async function loadDatasetPage(store: Store, id: string): Promise<DatasetPageData> {
  const dataset = await store.datasets.get(id);
  if (!dataset) {
    throw data(
      `There is no dataset "${id}" in this hub. Check the spelling, or search the dataset listing.`,
      {
        status: 404,
      },
    );
  }
  const tasks = datasetTaskCategories(dataset)
    .filter(isPipelineType)
    .map((task) => ({ id: task, name: PIPELINES[task as PipelineType].name }));
  const license = licenseLabel(dataset.cardData?.license, dataset.tags);
  const libraryIds = dataset.tags
    .filter((tag) => tag.startsWith(LIBRARY_TAG_PREFIX))
    .map((tag) => tag.slice(LIBRARY_TAG_PREFIX.length));
  const tags = dataset.tags.filter((tag) => !HIDDEN_TAG.test(tag));
  const page: DatasetPageData = {
    id: dataset.id,
    tasks,
    libraries: libraryIds.map((id) => ({ id, label: datasetLibraryLabel(id) })),
    usage: await datasetUsage(dataset.id, libraryIds),
    tags: tags.slice(0, MAX_TAGS_SHOWN),
    tagCount: tags.length,
    spaces: spaceLinks(await store.spaces.usingDataset(dataset.id)),
  };
  if (license) page.license = license;
  if (dataset.downloads !== undefined) page.downloads = dataset.downloads;
  if (dataset.likes !== undefined) page.likes = dataset.likes;
  if (dataset.createdAt) page.createdAt = dataset.createdAt;
  if (dataset.lastModified) page.lastModified = dataset.lastModified;
  if (dataset.downloadsAsOf) page.downloadsAsOf = dataset.downloadsAsOf;
  if (dataset.readme?.trim()) page.cardHtml = await renderMarkdownHighlighted(dataset.readme);
  else if (dataset.description) page.description = dataset.description;
  return page;
}

async function datasetUsage(id: string, libraryIds: string[]) {
  const known = libraryIds.filter((library) => Object.hasOwn(DATASET_LIBRARIES, library));
  const libraries = known.length ? known : ["datasets"];
  const usage: { key: string; title: string; html: string }[] = [];
  for (const library of libraries) {
    const snippets = getDatasetLibrarySnippets(library, { id });
    for (const [index, snippet] of snippets.entries()) {
      usage.push({
        key: `${library}-${index}`,
        title: snippet.title ?? datasetLibraryLabel(library),
        html: markupOnly(await highlightCode(snippet.content, snippet.language)),
      });
    }
  }
  return usage;
}
