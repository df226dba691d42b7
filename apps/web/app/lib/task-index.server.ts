import {
  hasTaskPage,
  MODALITIES,
  MODALITY_LABELS,
  PIPELINES,
  type PipelineType,
  resolveCanonicalTask,
} from "@modelhub/catalog";

/** One task on the tasks index. */
export interface TaskIndexEntry {
  id: string;
  name: string;
  /**
   * Whether /tasks/{id} is a page of its own (not one that redirects to another task's, as
   * translation's does to text generation's); otherwise the card links to the model listing.
   */
  hasPage: boolean;
  /** Models in the store with this task, when counts were asked for. */
  modelCount?: number;
}

/** Tasks of one modality. */
export interface TaskIndexGroup {
  modality: string;
  label: string;
  tasks: TaskIndexEntry[];
}

/**
 * Every task of the catalogue grouped by modality, in the catalogue's modality order; 'other' is a
 * catch-all tag and never listed. `modelCounts` maps task id to the number of models carrying it.
 */
export function loadTaskIndex(modelCounts?: ReadonlyMap<string, number>): TaskIndexGroup[] {
  const groups: TaskIndexGroup[] = [];
  for (const modality of MODALITIES) {
    const tasks: TaskIndexEntry[] = [];
    for (const [id, entry] of Object.entries(PIPELINES) as [
      PipelineType,
      { name: string; modality: string },
    ][]) {
      if (id === "other" || entry.modality !== modality) continue;
      const canonical = resolveCanonicalTask(id);
      const hasPage = hasTaskPage(id) && (canonical === undefined || canonical === id);
      const task: TaskIndexEntry = { id, name: entry.name, hasPage };
      if (modelCounts) task.modelCount = modelCounts.get(id) ?? 0;
      tasks.push(task);
    }
    tasks.sort((a, b) => a.name.localeCompare(b.name, "en"));
    if (tasks.length) groups.push({ modality, label: MODALITY_LABELS[modality], tasks });
  }
  return groups;
}
