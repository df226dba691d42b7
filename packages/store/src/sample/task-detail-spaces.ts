import { getTaskDetail, PIPELINE_TYPES } from "@modelhub/catalog";
import type { SpaceRecord } from "../spaces/space-record";

/** The spaces the task pages name, each with every task that names it. */
export function taskDetailSpaces(): SpaceRecord[] {
  const byId = new Map<string, SpaceRecord>();
  for (const task of PIPELINE_TYPES) {
    for (const space of getTaskDetail(task)?.spaces ?? []) {
      const existing = byId.get(space.id);
      if (existing) {
        if (!existing.tasks.includes(task)) existing.tasks.push(task);
        continue;
      }
      const record: SpaceRecord = { id: space.id, tasks: [task] };
      if (space.id.includes("/")) record.author = space.id.split("/")[0];
      if (space.description) record.description = space.description;
      byId.set(space.id, record);
    }
  }
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}
