import { type LibraryJson, librariesAsJson, type TaskJson, tasksAsJson } from "@modelhub/catalog";
import { facetCountMap, type Store } from "@modelhub/store";

/** One task as `GET /api/tasks` returns it: its catalogue entry plus how many models and datasets have it. */
export interface TaskWithCounts extends TaskJson {
  /** Models in the store with this pipeline tag. */
  models: number;
  /** Datasets in the store categorised under this task. */
  datasets: number;
}

/** One library as `GET /api/libraries` returns it: its catalogue entry plus its model count. */
export interface LibraryWithCounts extends LibraryJson {
  /** Models in the store with this library. */
  models: number;
}

/** The task catalogue with store counts, in catalogue order. */
export async function tasksJson(store: Store): Promise<TaskWithCounts[]> {
  const models = facetCountMap(await store.models.facetCounts("pipeline_tag"));
  const datasets = facetCountMap(await store.datasets.facetCounts("task_category"));
  return tasksAsJson().map((task) => ({
    ...task,
    models: models.get(task.id) ?? 0,
    datasets: datasets.get(task.id) ?? 0,
  }));
}

/** The library catalogue with store counts, by id. */
export async function librariesJson(store: Store): Promise<LibraryWithCounts[]> {
  const models = facetCountMap(await store.models.facetCounts("library"));
  return librariesAsJson().map((library) => ({ ...library, models: models.get(library.id) ?? 0 }));
}
