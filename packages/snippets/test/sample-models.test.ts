import { describe, expect, it } from "vitest";
import {
  readJsonLines,
  SAMPLE_MODELS_PATH,
  sliceByPipelineTag,
  sweepInferenceSnippets,
} from "../scripts/inference-sweep";

// A cheap, deterministic slice of the sample-catalogue sweep (scripts/sweep.ts runs all of it):
// up to 2 real model records per pipeline tag, each with every provider offered for it and every
// provider serving its task, streaming on and off for chat models. Every snippet must parse.

describe("inference snippets of real model records", () => {
  const slice = sliceByPipelineTag(readJsonLines(SAMPLE_MODELS_PATH), 2);
  const report = sweepInferenceSnippets(slice, { everyProvider: true });

  it("covers chat and the other routed tasks of the sample", () => {
    expect(report.rejected).toEqual([]);
    expect(report.byTask.get("conversational")).toBeGreaterThan(10);
    expect(report.byTask.size).toBeGreaterThanOrEqual(8);
    expect(report.snippets).toBeGreaterThan(300);
    expect(report.emptyCases).toBe(0);
  });

  it("writes snippets that parse, with no leaked value, without throwing", () => {
    expect(report.thrown).toEqual([]);
    expect(report.syntaxErrors).toEqual([]);
    expect(report.leaks).toEqual([]);
  });
});
