import {
  BASE_MODEL_RELATIONS,
  type BaseModelRelation,
  baseModelsOf,
  baseModelTag,
  describeGguf,
  describeSafetensors,
  type EvalResult,
  evalResultsOf,
  getLibrarySnippets,
  getModelLibrary,
  isPipelineType,
  listRepoFiles,
  type ModelRecord,
  modelSize,
  PIPELINES,
  type PipelineType,
  recordTextFiles,
  textFilesNotHeld,
} from "@modelhub/catalog";
import type { Store } from "@modelhub/store";
import { data } from "react-router";
import { buildChatTemplateView, type ChatTemplateView } from "./chat-template-view.server";
import { fileAnchor } from "./file-anchor";
import { buildGgufView, type GgufView, withoutQuantPicker } from "./gguf-view.server";
import { highlightCode } from "./highlight.server";
import { buildInferenceView, type InferenceView } from "./inference-view.server";
import { licenseLabel } from "./license";
import { DEFAULT_SORT, listingHref } from "./listing-params";
import { buildLocalAppsView, type LocalAppView } from "./local-apps-view.server";
import { renderMarkdownHighlighted } from "./markdown.server";
import { markupOnly } from "./page-markup.server";
import { timed } from "./server-timing.server";
import { type SpaceLinksView, spaceLinks } from "./space-links";
import { buildWidgetPanel, type WidgetPanelView } from "./widget-view.server";

/** A repository id with a link when this hub has a page for it. */
export interface LinkedId {
  id: string;
  href?: string;
}

/** A file of the file browser, with its text when the record holds it. */
export interface RepoFileView {
  path: string;
  /** Its name within its folder. */
  name: string;
  size?: number;
  /** Its text, highlighted, when the record holds it and it is small or was asked for. */
  text?: { html: string; note?: string; truncated?: { shown: number; total: number }; open: boolean };
  /** The page that shows its text, when the record holds a text too long to put on every page. */
  viewHref?: string;
}

/** The file browser's data. */
export interface RepoFilesView {
  folders: { path: string; count: number; bytes: number; unsized: number; files: RepoFileView[] }[];
  shown: number;
  total: number;
  /** The small text files listed whose text the record does not hold: the first names, and how many. */
  notHeld: { names: string[]; count: number };
}

/** Everything the model page shows. */
export interface ModelPageData {
  id: string;
  author?: string;
  task?: { id: string; name: string };
  library?: { id: string; label: string; docsUrl?: string; repoUrl?: string };
  license?: string;
  /** The first MAX_TAGS_SHOWN tags shown (not the task's, the library's or the hidden ones). */
  tags: string[];
  /** How many such tags the model has in all. */
  tagCount: number;
  downloads?: number;
  likes?: number;
  createdAt?: string;
  lastModified?: string;
  /** Date the download count was taken (imported snapshots). */
  downloadsAsOf?: string;
  gated: boolean;
  /** Size and format lines for the header; each absent when the record says nothing of it. */
  size: {
    /** From the safetensors headers, e.g. "7.6B params · BF16". */
    safetensors?: string;
    /** From the GGUF metadata, e.g. "GGUF · llama · 8B params · 131,072-token context". */
    gguf?: string;
    /** The repository's files: how many, their total bytes, and how many have no size. */
    files?: { count: number; bytes: number; unsized: number };
  };
  /** The file browser: the repository's first files by folder, and how many there are. */
  files: RepoFilesView;
  /** The model card as sanitised HTML; absent when the model has no card. */
  cardHtml?: string;
  widget: WidgetPanelView;
  librarySnippets: { key: string; title?: string; language: string; html: string }[];
  inference: InferenceView;
  /** The GGUF quants and the one picked (GGUF models only). */
  gguf: GgufView;
  /** The local apps and serving engines that run the model, following the picked quant. */
  localApps: LocalAppView[];
  /** The models this one was made from, with how when the record says (at most MAX_LINKED_IDS). */
  baseModels: (LinkedId & { relation?: BaseModelRelation })[];
  /** How many models were made from this one, by relation (those with any), each with its listing. */
  derivedModels: DerivedModels[];
  datasets: LinkedId[];
  /** A GGUF model's chat template, rendered on a sample conversation; absent without one. */
  chatTemplate?: ChatTemplateView;
  /** The card's evaluation results (`model-index`), the first MAX_EVAL_RESULTS_SHOWN; absent without any. */
  evalResults?: { rows: EvalResult[]; total: number };
  /** The demo apps in this hub that use the model. */
  spaces: SpaceLinksView;
}

/** The models made from a model in one way: how many, and the listing of them. */
export interface DerivedModels {
  relation: BaseModelRelation;
  count: number;
  href: string;
}

const HIDDEN_TAG = /^(region:|endpoints_compatible$|text-generation-inference$|autotrain_compatible$)/;

/** The most tags the header shows; the rest are counted (a multilingual model names 100 languages). */
const MAX_TAGS_SHOWN = 30;

/** The model page of `id`, or a 404 that names the id. */
export async function loadModelPage(
  store: Store,
  id: string,
  query: URLSearchParams,
): Promise<ModelPageData> {
  const model = await store.models.get(id);
  if (!model) {
    const message = id.includes("/")
      ? `There is no model "${id}" in this hub. Check the spelling, or search the model listing.`
      : `There is no page or model called "${id}". Check the spelling, or search the model listing.`;
    throw data(message, { status: 404 });
  }
  const task = isPipelineType(model.pipeline_tag) ? (model.pipeline_tag as PipelineType) : undefined;
  const library = getModelLibrary(model.library_name);
  const tags = model.tags.filter(
    (tag) => !HIDDEN_TAG.test(tag) && tag !== model.pipeline_tag && tag !== model.library_name,
  );
  const gguf = buildGgufView(model, query);
  const localApps = await buildLocalAppsView(model, gguf.choice);
  const page: ModelPageData = {
    id: model.id,
    tags: tags.slice(0, MAX_TAGS_SHOWN),
    tagCount: tags.length,
    size: sizeLines(model),
    gated: model.gated === true || (typeof model.gated === "string" && model.gated !== "false"),
    widget: buildWidgetPanel(model),
    librarySnippets: await Promise.all(
      timed("snippets", () => getLibrarySnippets(model)).map(async (snippet, index) => ({
        key: `snippet-${index}`,
        ...(snippet.title ? { title: snippet.title } : {}),
        language: snippet.language,
        html: markupOnly(await highlightCode(snippet.content, snippet.language)),
      })),
    ),
    inference: await buildInferenceView(model, query),
    gguf: localApps.length ? gguf.view : withoutQuantPicker(gguf.view),
    localApps,
    files: await repoFiles(model, query),
    // Cards repeat ids (one listed 20 times): each is shown once.
    baseModels: await Promise.all(
      baseModelsOf(model)
        .slice(0, MAX_LINKED_IDS)
        .map(async ({ id, relation }) => ({
          ...linked(id, await store.models.has(id), `/${id}`),
          ...(relation ? { relation } : {}),
        })),
    ),
    derivedModels: await derivedModels(store, model.id),
    spaces: spaceLinks(await store.spaces.usingModel(model.id)),
    datasets: await Promise.all(
      [...new Set(model.cardData?.datasets)]
        .slice(0, MAX_LINKED_IDS)
        .map(async (dataset) =>
          linked(dataset, (await store.datasets.get(dataset)) !== undefined, `/datasets/${dataset}`),
        ),
    ),
  };
  if (model.author) page.author = model.author;
  if (task) page.task = { id: task, name: PIPELINES[task].name };
  else if (model.pipeline_tag) page.task = { id: model.pipeline_tag, name: model.pipeline_tag };
  if (model.library_name) {
    page.library = {
      id: model.library_name,
      label: library?.prettyLabel ?? model.library_name,
      ...(library?.docsUrl ? { docsUrl: library.docsUrl } : {}),
      ...(library?.repoUrl ? { repoUrl: library.repoUrl } : {}),
    };
  }
  const license = licenseLabel(model.cardData?.license, model.tags ?? []);
  if (license) page.license = license;
  if (model.downloads !== undefined) page.downloads = model.downloads;
  if (model.likes !== undefined) page.likes = model.likes;
  if (model.createdAt) page.createdAt = model.createdAt;
  if (model.lastModified) page.lastModified = model.lastModified;
  if (model.downloadsAsOf) page.downloadsAsOf = model.downloadsAsOf;
  if (model.readme?.trim()) page.cardHtml = await renderMarkdownHighlighted(model.readme);
  const chatTemplate = await buildChatTemplateView(model);
  if (chatTemplate) page.chatTemplate = chatTemplate;
  const evalResults = evalResultsOf(model.cardData);
  if (evalResults.length)
    page.evalResults = { rows: evalResults.slice(0, MAX_EVAL_RESULTS_SHOWN), total: evalResults.length };
  return page;
}

function sizeLines(model: ModelRecord): ModelPageData["size"] {
  const size = modelSize(model);
  return {
    ...(size.safetensors ? { safetensors: describeSafetensors(size.safetensors) } : {}),
    ...(size.gguf ? { gguf: describeGguf(size.gguf) } : {}),
    ...(size.files ? { files: size.files } : {}),
  };
}

function linked(id: string, exists: boolean, href: string): LinkedId {
  return exists ? { id, href } : { id };
}

/** The most files the file browser lists (each is in the page twice: as HTML and as hydration data). */
const MAX_FILES_SHOWN = 150;
/** The most evaluation results a page lists (an MTEB card reports thousands). */
const MAX_EVAL_RESULTS_SHOWN = 100;

/** The most base models or datasets a page lists (a merge's card can name dozens). */
const MAX_LINKED_IDS = 20;

/**
 * The models made from `id`, counted by relation from the tags the Hub gives them
 * (`base_model:finetune:<id>`), each linked to the listing filtered to that tag as the Hub links it.
 */
async function derivedModels(store: Store, id: string): Promise<DerivedModels[]> {
  const derived = await Promise.all(
    BASE_MODEL_RELATIONS.map(async (relation) => {
      const tag = baseModelTag(relation, id);
      const count = await store.models.count({ tags: [tag] });
      const href = listingHref(
        "models",
        { search: "", sort: DEFAULT_SORT, defaultSort: DEFAULT_SORT },
        { tags: [tag] },
      );
      return { relation, count, href };
    }),
  );
  return derived.filter(({ count }) => count > 0);
}

/** Texts up to this many characters are on the page (a config.json); longer ones when asked for. */
const INLINE_TEXT_CHARS = 4_000;

/** The most characters of a text a page shows (a card can be megabytes). */
const MAX_TEXT_CHARS = 60_000;

/** The file browser: files by folder, texts the record holds, the one `?file=` names open. */
async function repoFiles(model: ModelRecord, query: URLSearchParams): Promise<RepoFilesView> {
  const listing = listRepoFiles(model.siblings ?? [], MAX_FILES_SHOWN);
  const texts = recordTextFiles(model);
  const asked = query.get("file");
  const folders = await Promise.all(
    listing.folders.map(async (folder) => ({
      path: folder.path,
      count: folder.count,
      bytes: folder.bytes,
      unsized: folder.unsized,
      files: await Promise.all(
        folder.files.map(async (file): Promise<RepoFileView> => {
          const view: RepoFileView = {
            path: file.rfilename,
            name: folder.path ? file.rfilename.slice(folder.path.length + 1) : file.rfilename,
            ...(file.size !== undefined ? { size: file.size } : {}),
          };
          const text = texts.get(file.rfilename);
          if (!text) return view;
          const open = asked === file.rfilename;
          if (text.text.length > INLINE_TEXT_CHARS && !open) {
            const params = new URLSearchParams(query);
            params.set("file", file.rfilename);
            view.viewHref = `?${params}#${fileAnchor(file.rfilename)}`;
            return view;
          }
          const shown = text.text.slice(0, MAX_TEXT_CHARS);
          view.text = {
            html: markupOnly(await highlightCode(shown, text.language)),
            open,
            ...(text.note ? { note: text.note } : {}),
            ...(shown.length < text.text.length
              ? { truncated: { shown: shown.length, total: text.text.length } }
              : {}),
          };
          return view;
        }),
      ),
    })),
  );
  const notHeld = textFilesNotHeld(model.siblings ?? [], texts);
  return {
    folders,
    shown: listing.shown,
    total: listing.total,
    notHeld: { names: notHeld.slice(0, MAX_NOT_HELD_NAMED), count: notHeld.length },
  };
}

/** The most text files without a held text the file browser names (the rest are counted). */
const MAX_NOT_HELD_NAMED = 6;
