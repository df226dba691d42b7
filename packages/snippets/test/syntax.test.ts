import { findSyntaxErrors } from "@modelhub/testkit";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../src/index";
import { matrixCases } from "./matrix";

const silent = { logger: { error: () => {} } };

describe("every generated snippet parses", () => {
  it("in Python's own parser, TypeScript's JavaScript parser and bash -n", () => {
    const samples = matrixCases().flatMap((testCase) =>
      getInferenceSnippets(testCase.model, testCase.provider, testCase.options, silent).map((snippet) => ({
        language: snippet.language,
        content: snippet.content,
        label: `${testCase.name} ${snippet.client}`,
      })),
    );
    expect(samples.length).toBeGreaterThan(500);
    expect(findSyntaxErrors(samples)).toEqual([]);
  }, 120_000);
});
