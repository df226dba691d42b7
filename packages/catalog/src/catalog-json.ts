// The catalogues' public JSON form, shared by `modelhub tasks|libraries --json` and the
// `/api/tasks` and `/api/libraries` routes (each entry with its id and its fields).

import { MODEL_LIBRARIES } from "./libraries/index";
import type { CountDownloadsRule, ModelLibraryEntry } from "./libraries/types";
import { PIPELINE_TYPES, type PipelineType, pipelineEntry } from "./tasks/pipelines";

/** One task as JSON: every field present, flags explicit. */
export interface TaskJson {
  /** The pipeline tag, e.g. "text-classification". */
  id: PipelineType;
  /** Display name. */
  name: string;
  /** One of the catalogue's modalities, e.g. "nlp". */
  modality: string;
  /** Finer tasks under this one (empty when none). */
  subtasks: {
    /** Subtask id, e.g. "sentiment-classification". */
    type: string;
    /** Display name. */
    name: string;
  }[];
  /** Not offered as a filter on the model listing. */
  hideInModels: boolean;
  /** Not offered as a filter on the dataset listing. */
  hideInDatasets: boolean;
}

/** One model library as JSON: every field present, absent ones null. */
export interface LibraryJson {
  /** The library_name models are tagged with. */
  id: string;
  /** Display name. */
  prettyLabel: string;
  /** Name of its source repository. */
  repoName: string;
  /** URL of its source repository. */
  repoUrl: string;
  /** URL of its documentation, or null when it has none of its own. */
  docsUrl: string | null;
  /** Offered as a filter on the model listing. */
  filter: boolean;
  /** The library's own download-count rule; null when the hub's default files count. */
  countDownloads: CountDownloadsRule | null;
  /** Whether it has a "Use this model" snippet builder. */
  hasSnippets: boolean;
}

/** The task catalogue as JSON entries, in catalogue (id) order. */
export function tasksAsJson(): TaskJson[] {
  return PIPELINE_TYPES.map((id) => {
    const entry = pipelineEntry(id);
    return {
      id,
      name: entry.name,
      modality: entry.modality,
      subtasks: (entry.subtasks ?? []).map(({ type, name }) => ({ type, name })),
      hideInModels: entry.hideInModels === true,
      hideInDatasets: entry.hideInDatasets === true,
    };
  });
}

/** The library catalogue as JSON entries, in catalogue (id) order. */
export function librariesAsJson(): LibraryJson[] {
  return Object.entries(MODEL_LIBRARIES as Record<string, ModelLibraryEntry>).map(([id, entry]) => ({
    id,
    prettyLabel: entry.prettyLabel,
    repoName: entry.repoName,
    repoUrl: entry.repoUrl,
    docsUrl: entry.docsUrl ?? null,
    filter: entry.filter,
    countDownloads: entry.countDownloads ?? null,
    hasSnippets: typeof entry.snippets === "function",
  }));
}
