import {
  type DemoItem,
  getTaskDetail,
  isPipelineType,
  MODALITY_LABELS,
  PIPELINES,
  type PipelineType,
  resolveCanonicalTask,
  type TaskDetail,
} from "@modelhub/catalog";
import type { Store } from "@modelhub/store";
import { data, redirect } from "react-router";
import { renderMarkdownHighlighted } from "./markdown.server";
import { spaceHref } from "./space-links";
import { taskAssetSize } from "./task-assets.server";

/** A demo item ready to render: asset files resolved to URLs and, for images, their pixel size. */
export type DemoView =
  | Exclude<DemoItem, { type: "img" } | { type: "audio" }>
  | { type: "img"; label?: string; url: string; alt: string; width?: number; height?: number }
  | { type: "audio"; label?: string; url: string; alt: string };

/** A model, dataset or space the task page recommends, with a link when this hub has it. */
export interface TaskReferenceView {
  id: string;
  description: string;
  /** Our own page for it, when it is in the store. */
  href?: string;
  /** Its page on another site (a demo app this hub does not have), opened as an external link. */
  externalHref?: string;
}

/** The public page of a Hugging Face space (demo app). */
export function spaceUrl(id: string): string {
  return `https://huggingface.co/spaces/${id.split("/").map(encodeURIComponent).join("/")}`;
}

/** URL at which the site serves a catalogue demo file. */
export function taskAssetUrl(file: string): string {
  return `/task-assets/${encodeURIComponent(file)}`;
}

/** Resolves a demo item's asset for the page. */
export function toDemoView(item: DemoItem): DemoView {
  if (item.type === "img") {
    const size = taskAssetSize(item.file);
    return { type: "img", label: item.label, url: taskAssetUrl(item.file), alt: item.alt, ...size };
  }
  if (item.type === "audio")
    return { type: "audio", label: item.label, url: taskAssetUrl(item.file), alt: item.alt };
  return item;
}

/** The parts of a task page that are computed on the server. */
export async function buildTaskPage(
  detail: TaskDetail,
  hrefFor: {
    model: (id: string) => Promise<string | undefined>;
    dataset: (id: string) => Promise<string | undefined>;
    space: (id: string) => Promise<string | undefined>;
  },
) {
  return {
    summary: detail.summary,
    inputs: detail.demo.inputs.map(toDemoView),
    outputs: detail.demo.outputs.map(toDemoView),
    metrics: detail.metrics,
    models: await Promise.all(
      detail.models.map(
        async (ref): Promise<TaskReferenceView> => ({ ...ref, href: await hrefFor.model(ref.id) }),
      ),
    ),
    datasets: await Promise.all(
      detail.datasets.map(
        async (ref): Promise<TaskReferenceView> => ({ ...ref, href: await hrefFor.dataset(ref.id) }),
      ),
    ),
    spaces: await Promise.all(
      detail.spaces.map(async (ref): Promise<TaskReferenceView> => {
        const href = await hrefFor.space(ref.id);
        return href ? { ...ref, href } : { ...ref, externalHref: spaceUrl(ref.id) };
      }),
    ),
    youtubeId: detail.youtubeId,
    isPlaceholder: detail.isPlaceholder === true,
    aboutHtml: detail.about ? await renderMarkdownHighlighted(detail.about) : "",
  };
}

/**
 * The page of task `id`: a 404 for an unknown task, a permanent redirect when another task's page
 * covers it, and the page (or just its name and listings when it has none) otherwise.
 */
export async function loadTaskPage(store: Store, id: string) {
  if (!isPipelineType(id)) {
    throw data(`There is no task called "${id}". The tasks page lists every task this hub knows.`, {
      status: 404,
    });
  }
  const canonical = resolveCanonicalTask(id);
  if (canonical && canonical !== id) throw redirect(`/tasks/${canonical}`, 301);
  const entry: { name: string; modality: keyof typeof MODALITY_LABELS } = PIPELINES[id as PipelineType];
  const detail = getTaskDetail(id);
  const page = detail
    ? await buildTaskPage(detail, {
        model: async (ref) => ((await store.models.has(ref)) ? `/${ref}` : undefined),
        dataset: async (ref) => ((await store.datasets.get(ref)) ? `/datasets/${ref}` : undefined),
        space: async (ref) => ((await store.spaces.get(ref)) ? spaceHref(ref) : undefined),
      })
    : undefined;
  return { id, name: entry.name, modality: MODALITY_LABELS[entry.modality], page };
}
