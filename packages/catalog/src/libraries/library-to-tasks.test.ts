import { describe, expect, it } from "vitest";
import { PIPELINES } from "../tasks/pipelines";
import { MODEL_LIBRARIES } from "./index";
import { LIBRARY_TASK_MAPPING, REMOVED_IN_TRANSFORMERS_V5, tasksOfLibrary } from "./library-to-tasks";

describe("LIBRARY_TASK_MAPPING", () => {
  const entries = Object.entries(LIBRARY_TASK_MAPPING);

  it("maps known libraries, keys sorted, to known tasks, sorted and unique", () => {
    const keys = entries.map(([library]) => library);
    expect(keys).toEqual([...keys].sort());
    for (const [library, tasks] of entries) {
      expect(Object.hasOwn(MODEL_LIBRARIES, library), library).toBe(true);
      expect(tasks, library).toEqual([...new Set(tasks)].sort());
      for (const task of tasks ?? [])
        expect(Object.hasOwn(PIPELINES, task), `${library}: ${task}`).toBe(true);
    }
  });

  it("serves 28 tasks with transformers, tabular tasks with sklearn and text-to-image with diffusers", () => {
    expect(tasksOfLibrary("transformers")).toHaveLength(28);
    expect(tasksOfLibrary("sklearn")).toEqual(
      expect.arrayContaining(["tabular-classification", "tabular-regression"]),
    );
    expect(tasksOfLibrary("diffusers")).toContain("text-to-image");
    for (const task of REMOVED_IN_TRANSFORMERS_V5) expect(tasksOfLibrary("transformers")).toContain(task);
  });

  it("gives nothing for libraries it does not list", () => {
    expect(tasksOfLibrary("acestep")).toEqual([]);
    expect(tasksOfLibrary("constructor")).toEqual([]);
  });
});
