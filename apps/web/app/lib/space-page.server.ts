import { isPipelineType, PIPELINES, type PipelineType } from "@modelhub/catalog";
import type { SpaceColor, SpaceSdk, Store } from "@modelhub/store";
import { data } from "react-router";
import { licenseLabel } from "./license";
import { renderMarkdownHighlighted } from "./markdown.server";

/** A repository id, linked when this hub has a page for it. */
export interface LinkedRepo {
  id: string;
  href?: string;
}

/** Everything the space page shows. */
export interface SpacePageData {
  id: string;
  title?: string;
  emoji?: string;
  colorFrom?: SpaceColor;
  colorTo?: SpaceColor;
  sdk?: { id: SpaceSdk; label: string };
  license?: string;
  likes?: number;
  createdAt?: string;
  lastModified?: string;
  /** The card's short description, else the task page's sentence about the app. */
  description?: string;
  /** The tasks the app demonstrates, with their names. */
  tasks: { id: string; name: string }[];
  models: LinkedRepo[];
  datasets: LinkedRepo[];
  /** The card's body as sanitised HTML; absent when there is none. */
  cardHtml?: string;
}

/** How the Hub names each SDK. */
export const SDK_LABELS: Record<SpaceSdk, string> = {
  gradio: "Gradio",
  streamlit: "Streamlit",
  docker: "Docker",
  static: "Static",
};

/** The most models or datasets the page lists (a leaderboard's card can name hundreds). */
const MAX_LINKED_REPOS = 50;

/** The page of a space (demo app), or a 404 that names it. */
export async function loadSpacePage(store: Store, id: string): Promise<SpacePageData> {
  const space = await store.spaces.get(id);
  if (!space) {
    throw data(`There is no demo app "${id}" in this hub. Check the spelling, or try its task's page.`, {
      status: 404,
    });
  }
  const page: SpacePageData = {
    id: space.id,
    tasks: space.tasks
      .filter(isPipelineType)
      .map((task) => ({ id: task, name: PIPELINES[task as PipelineType].name })),
    models: await Promise.all(
      (space.models ?? [])
        .slice(0, MAX_LINKED_REPOS)
        .map(async (model) => linked(model, await store.models.has(model), `/${model}`)),
    ),
    datasets: await Promise.all(
      (space.datasets ?? [])
        .slice(0, MAX_LINKED_REPOS)
        .map(async (dataset) =>
          linked(dataset, (await store.datasets.get(dataset)) !== undefined, `/datasets/${dataset}`),
        ),
    ),
  };
  if (space.title) page.title = space.title;
  if (space.emoji) page.emoji = space.emoji;
  if (space.colorFrom) page.colorFrom = space.colorFrom;
  if (space.colorTo) page.colorTo = space.colorTo;
  if (space.sdk) page.sdk = { id: space.sdk, label: SDK_LABELS[space.sdk] };
  const license = licenseLabel(space.cardData?.license, space.tags ?? []) ?? space.license;
  if (license) page.license = license;
  if (space.likes !== undefined) page.likes = space.likes;
  if (space.createdAt) page.createdAt = space.createdAt;
  if (space.lastModified) page.lastModified = space.lastModified;
  const description = space.shortDescription ?? space.description;
  if (description) page.description = description;
  if (space.readme?.trim()) {
    const html = await renderMarkdownHighlighted(space.readme);
    if (html.trim()) page.cardHtml = html;
  }
  return page;
}

function linked(id: string, exists: boolean, href: string): LinkedRepo {
  return exists ? { id, href } : { id };
}
