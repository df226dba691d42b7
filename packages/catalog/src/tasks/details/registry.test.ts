import { existsSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PIPELINE_TYPES, PIPELINES, pipelineEntry } from "../pipelines";
import {
  getTaskDetail,
  hasTaskPage,
  resolveCanonicalTask,
  TASKS_WITH_PAGE,
  TASKS_WITHOUT_PAGE,
} from "./index";
import type { DemoItem, TaskDetail } from "./types";

const ASSETS = new URL("../../../assets/tasks/", import.meta.url);
const DETAILS = new URL("./", import.meta.url);

const pages: [string, TaskDetail][] = TASKS_WITH_PAGE.map((id) => {
  const detail = getTaskDetail(id);
  if (!detail) throw new Error(`${id} is listed with a page but getTaskDetail returned nothing`);
  return [id, detail];
});

function demoItems(detail: TaskDetail): DemoItem[] {
  return [...detail.demo.inputs, ...detail.demo.outputs];
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe("the pipeline catalogue", () => {
  it("has 57 tasks with sorted, unique keys", () => {
    expect(PIPELINE_TYPES).toHaveLength(57);
    expect(new Set(PIPELINE_TYPES).size).toBe(PIPELINE_TYPES.length);
    expect(PIPELINE_TYPES).toEqual([...PIPELINE_TYPES].sort());
  });

  it.each(PIPELINE_TYPES)("%s has unique subtask types and names", (id) => {
    const subtasks = pipelineEntry(id).subtasks ?? [];
    expect(duplicates(subtasks.map((subtask) => subtask.type))).toEqual([]);
    expect(duplicates(subtasks.map((subtask) => subtask.name))).toEqual([]);
  });

  it("hides 'other' in both listings", () => {
    expect(PIPELINES.other).toMatchObject({ hideInModels: true, hideInDatasets: true });
  });
});

describe("task page registry", () => {
  it("places every task exactly once: a page, or a reason for having none", () => {
    const withoutPage = Object.keys(TASKS_WITHOUT_PAGE);
    for (const id of PIPELINE_TYPES) {
      expect([hasTaskPage(id), withoutPage.includes(id)], id).toSatisfy(
        ([page, noPage]: boolean[]) => page !== noPage,
      );
    }
    expect(TASKS_WITH_PAGE.length + withoutPage.length).toBe(PIPELINE_TYPES.length);
    for (const { reason } of Object.values(TASKS_WITHOUT_PAGE)) expect(reason.trim()).not.toBe("");
  });

  it("has pages for 47 tasks; exactly these 10 have none", () => {
    expect(TASKS_WITH_PAGE).toHaveLength(47);
    expect(Object.keys(TASKS_WITHOUT_PAGE)).toEqual([
      "graph-ml",
      "multiple-choice",
      "other",
      "robotics",
      "table-to-text",
      "tabular-to-text",
      "text-retrieval",
      "text-to-audio",
      "time-series-forecasting",
      "voice-activity-detection",
    ]);
  });

  it("sends summarization and translation to the text-generation page", () => {
    expect(resolveCanonicalTask("summarization")).toBe("text-generation");
    expect(resolveCanonicalTask("translation")).toBe("text-generation");
    expect(resolveCanonicalTask("text-generation")).toBe("text-generation");
    expect(getTaskDetail("summarization")?.canonicalId).toBe("text-generation");
  });

  it("returns nothing for a task without a page", () => {
    expect(getTaskDetail("other")).toBeUndefined();
    expect(resolveCanonicalTask("other")).toBeUndefined();
  });

  it("resolves a task to itself unless its page points elsewhere", () => {
    for (const [id, detail] of pages) {
      expect(resolveCanonicalTask(id as never)).toBe(detail.canonicalId ?? id);
    }
  });
});

describe.each(pages)("page of %s", (id, detail) => {
  it("has a summary, an about text from about.md, and at least one demo input and output", () => {
    expect(detail.summary.trim()).not.toBe("");
    const aboutFile = new URL(`${id}/about.md`, DETAILS);
    expect(existsSync(aboutFile), `${id}/about.md is missing`).toBe(true);
    const markdown = readFileSync(aboutFile, "utf8");
    expect(markdown.trim()).not.toBe("");
    expect(detail.about).toBe(markdown);
    expect(detail.demo.inputs.length).toBeGreaterThan(0);
    expect(detail.demo.outputs.length).toBeGreaterThan(0);
  });

  it("points its canonicalId, if any, at another task that has a real page", () => {
    if (detail.canonicalId === undefined) return;
    expect(detail.canonicalId).not.toBe(id);
    expect(hasTaskPage(detail.canonicalId), `${detail.canonicalId} has no page`).toBe(true);
    const target = getTaskDetail(detail.canonicalId);
    expect(target?.canonicalId, "canonical pages do not chain").toBeUndefined();
    expect(target?.isPlaceholder).not.toBe(true);
  });

  it("ships every demo file it references, named after the task", () => {
    for (const item of demoItems(detail)) {
      if (item.type !== "img" && item.type !== "audio") continue;
      expect(item.file.startsWith(`${id}-`), `${item.file} should start with '${id}-'`).toBe(true);
      const path = new URL(item.file, ASSETS);
      expect(existsSync(path), `assets/tasks/${item.file} is missing`).toBe(true);
      expect(statSync(path).size).toBeGreaterThan(0);
      expect(item.alt.trim()).not.toBe("");
    }
  });

  it("keeps demo data consistent: tokens inside their text, chart scores in [0, 1], full table rows", () => {
    for (const item of demoItems(detail)) {
      if (item.type === "text-with-tokens") {
        for (const token of item.tokens) {
          expect(Number.isInteger(token.start) && Number.isInteger(token.end)).toBe(true);
          expect(token.start).toBeGreaterThanOrEqual(0);
          expect(token.end).toBeGreaterThan(token.start);
          expect(token.end).toBeLessThanOrEqual(item.text.length);
        }
      } else if (item.type === "chart") {
        expect(item.data.length).toBeGreaterThan(0);
        for (const { score } of item.data) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(1);
        }
      } else if (item.type === "tabular") {
        for (const row of item.rows) expect(row).toHaveLength(item.columns.length);
      }
    }
  });

  it("lists no id twice among its metrics, models, datasets, spaces and widget models", () => {
    expect(duplicates(detail.metrics.map((metric) => metric.id))).toEqual([]);
    expect(duplicates(detail.models.map((model) => model.id))).toEqual([]);
    expect(duplicates(detail.datasets.map((dataset) => dataset.id))).toEqual([]);
    expect(duplicates(detail.spaces.map((space) => space.id))).toEqual([]);
    expect(duplicates(detail.widgetModels)).toEqual([]);
    for (const modelId of detail.widgetModels) expect(modelId.trim()).not.toBe("");
    for (const reference of [...detail.models, ...detail.datasets, ...detail.spaces]) {
      expect(reference.description.trim(), reference.id).not.toBe("");
    }
  });
});
