import { describe, expect, it } from "vitest";
import { datasetListingTaskFilters, modelListingTaskFilters, type TaskFilterGroup } from "./listing-filters";
import { MODALITIES, PIPELINE_TYPES, PIPELINES, pipelineEntry } from "./pipelines";

function ids(groups: TaskFilterGroup[]): string[] {
  return groups.flatMap((group) => group.tasks.map((task) => task.id));
}

describe.each([
  ["model listing", modelListingTaskFilters, "hideInModels"],
  ["dataset listing", datasetListingTaskFilters, "hideInDatasets"],
] as const)("task filters of the %s", (_, filters, flag) => {
  const groups = filters();

  it("never shows 'other'", () => {
    expect(ids(groups)).not.toContain("other");
  });

  it("shows exactly the tasks not flagged hidden", () => {
    const expected = PIPELINE_TYPES.filter((id) => {
      const entry = pipelineEntry(id);
      return id !== "other" && entry[flag] !== true;
    });
    expect([...ids(groups)].sort()).toEqual(expected);
  });

  it("groups by modality in display order, with labels, and no empty group", () => {
    const order = groups.map((group) => MODALITIES.indexOf(group.modality));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const group of groups) {
      expect(group.tasks.length).toBeGreaterThan(0);
      for (const task of group.tasks) expect(PIPELINES[task.id].modality).toBe(group.modality);
    }
    expect(groups[0]).toMatchObject({ modality: "multimodal", label: "Multimodal" });
  });
});

describe("listing differences", () => {
  it("hides multiple-choice from models but offers it for datasets", () => {
    expect(ids(modelListingTaskFilters())).not.toContain("multiple-choice");
    expect(ids(datasetListingTaskFilters())).toContain("multiple-choice");
  });

  it("hides document-question-answering from datasets but offers it for models", () => {
    expect(ids(datasetListingTaskFilters())).not.toContain("document-question-answering");
    expect(ids(modelListingTaskFilters())).toContain("document-question-answering");
  });

  it("keeps graph-ml in the 'Other' group even though the 'other' task is hidden", () => {
    const other = modelListingTaskFilters().find((group) => group.modality === "other");
    expect(other).toEqual({
      modality: "other",
      label: "Other",
      tasks: [{ id: "graph-ml", name: "Graph Machine Learning" }],
    });
  });
});
