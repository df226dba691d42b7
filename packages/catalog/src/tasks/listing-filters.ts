import {
  MODALITIES,
  MODALITY_LABELS,
  type Modality,
  PIPELINES,
  type PipelineType,
  pipelineEntry,
} from "./pipelines";

/** One task offered as a listing filter. */
export interface TaskFilter {
  /** Task id, the value of the `pipeline_tag` filter. */
  id: PipelineType;
  /** Display name. */
  name: string;
}

/** The task filters of one modality, in the order a listing shows them. */
export interface TaskFilterGroup {
  /** The modality the group gathers. */
  modality: Modality;
  /** Display label of the modality. */
  label: string;
  /** Tasks of this modality, in catalogue (id) order; never empty. */
  tasks: TaskFilter[];
}

/** Which listing the filters are for; each honours its own hide flag. */
export type TaskListing = "models" | "datasets";

function isHidden(id: PipelineType, listing: TaskListing): boolean {
  // 'other' is a catch-all tag, not a task anyone filters by.
  if (id === "other") return true;
  const entry = pipelineEntry(id);
  return listing === "models" ? entry.hideInModels === true : entry.hideInDatasets === true;
}

/** The tasks shown as filters on a listing, grouped by modality in `MODALITIES` order. */
export function taskFilters(listing: TaskListing): TaskFilterGroup[] {
  const groups: TaskFilterGroup[] = [];
  for (const modality of MODALITIES) {
    const tasks: TaskFilter[] = [];
    for (const [id, entry] of Object.entries(PIPELINES) as [
      PipelineType,
      (typeof PIPELINES)[PipelineType],
    ][]) {
      if (entry.modality === modality && !isHidden(id, listing)) tasks.push({ id, name: entry.name });
    }
    if (tasks.length > 0) groups.push({ modality, label: MODALITY_LABELS[modality], tasks });
  }
  return groups;
}

/** Task filters of the model listing (tasks flagged `hideInModels` left out). */
export function modelListingTaskFilters(): TaskFilterGroup[] {
  return taskFilters("models");
}

/** Task filters of the dataset listing (tasks flagged `hideInDatasets` left out). */
export function datasetListingTaskFilters(): TaskFilterGroup[] {
  return taskFilters("datasets");
}
