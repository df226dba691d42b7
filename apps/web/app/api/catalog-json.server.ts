import {
  MODEL_LIBRARIES,
  type ModelLibraryEntry,
  PIPELINE_TYPES,
  type PipelineType,
  pipelineEntry,
} from "@modelhub/catalog";
import type { Store } from "@modelhub/store";

/** One task as `GET /api/tasks` returns it: the catalogue entry plus how many models and datasets have it. */
export interface TaskJson {
  id: PipelineType;
  name: string;
  modality: string;
  subtasks: { type: string; name: string }[];
  hideInModels: boolean;
  hideInDatasets: boolean;
  /** Models in the store with this pipeline tag. */
  models: number;
  /** Datasets in the store categorised under this task. */
  datasets: number;
}

/** One library as `GET /api/libraries` returns it. */
export interface LibraryJson {
  id: string;
  prettyLabel: string;
  repoName: string;
  repoUrl: string;
  docsUrl?: string;
  /** Offered as a filter on the model listing. */
  filter: boolean;
  /** Which files count as a download, when the library has its own rule. */
  countDownloads?: ModelLibraryEntry["countDownloads"];
  /** Whether the library has a "use this model" snippet builder. */
  hasSnippets: boolean;
  /** Models in the store with this library. */
  models: number;
}

function countsByValue(counts: { value: string; count: number }[]): Map<string, number> {
  return new Map(counts.map(({ value, count }) => [value, count]));
}

/** The task catalogue with store counts, in catalogue order. */
export function tasksJson(store: Store): TaskJson[] {
  const models = countsByValue(store.models.facetCounts("pipeline_tag"));
  const datasets = countsByValue(store.datasets.facetCounts("task_category"));
  return PIPELINE_TYPES.map((id) => {
    const entry = pipelineEntry(id);
    return {
      id,
      name: entry.name,
      modality: entry.modality,
      subtasks: (entry.subtasks ?? []).map(({ type, name }) => ({ type, name })),
      hideInModels: entry.hideInModels === true,
      hideInDatasets: entry.hideInDatasets === true,
      models: models.get(id) ?? 0,
      datasets: datasets.get(id) ?? 0,
    };
  });
}

/** The library catalogue with store counts, by id. */
export function librariesJson(store: Store): LibraryJson[] {
  const models = countsByValue(store.models.facetCounts("library"));
  return Object.entries(MODEL_LIBRARIES as Record<string, ModelLibraryEntry>).map(([id, entry]) => {
    const library: LibraryJson = {
      id,
      prettyLabel: entry.prettyLabel,
      repoName: entry.repoName,
      repoUrl: entry.repoUrl,
      filter: entry.filter,
      hasSnippets: typeof entry.snippets === "function",
      models: models.get(id) ?? 0,
    };
    if (entry.docsUrl) library.docsUrl = entry.docsUrl;
    if (entry.countDownloads) library.countDownloads = entry.countDownloads;
    return library;
  });
}
