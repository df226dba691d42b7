import { snippets as reference } from "@huggingface/inference";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referenceMapping, referenceModel } from "../bench/reference-input";
import {
  getInferenceSnippets,
  getRenderContext,
  type InferenceSnippet,
  inferenceTaskOf,
  PYTHON_SDK_METHODS,
  PYTHON_SDK_PROVIDER_TASKS,
  sdkProviderServes,
} from "../src/index";
import { type MatrixCase, matrixCases } from "./matrix";

// Differential tests against @huggingface/inference's own snippet generator (a devDependency):
// where both generators write a raw HTTP call, they must call the same URL with a body of the same
// shape, and every SDK snippet the reference offers, we offer too. Example texts differ (ours come
// from the catalogue), so bodies are compared by their keys.
//
// Known, deliberate differences, left out of the comparison:
// - a custom endpoint with a third-party provider: the reference builds the provider's router URL
//   (e.g. ".../fal-ai/http://localhost:8080"); we post to the endpoint, as the issue asks;
// - huggingface_hub snippets the SDK would refuse: methods it does not have
//   (`image_text_to_image`, `image_text_to_video`) and tasks its helper for the provider does not
//   serve (e.g. zai-org image-to-text); see tasks/sdk-provider-tasks.ts.

/** Whether huggingface_hub itself could send the reference's call. */
function pythonSdkCanSend(testCase: MatrixCase): boolean {
  const task = inferenceTaskOf(testCase.model);
  if (!task || task === "conversational") return true;
  return (
    PYTHON_SDK_METHODS[task] !== undefined &&
    sdkProviderServes(PYTHON_SDK_PROVIDER_TASKS, testCase.provider, task, testCase.options.endpointUrl)
  );
}

const silent = { logger: { error: () => {} } };

function referenceSnippets(testCase: MatrixCase): InferenceSnippet[] | undefined {
  try {
    return reference.getInferenceSnippets(
      referenceModel(testCase.model) as never,
      testCase.provider as never,
      referenceMapping(testCase.model, testCase.provider) as never,
      testCase.options as Record<string, unknown>,
    ) as InferenceSnippet[];
  } catch {
    return undefined; // e.g. a routed call to a closed-source provider
  }
}

function referenceUrl(snippets: InferenceSnippet[]): string | undefined {
  const requests = snippets.find((s) => s.client === "requests")?.content;
  const fromRequests = requests && /API_URL = "([^"]+)"/u.exec(requests)?.[1];
  if (fromRequests) return fromRequests;
  const curl = snippets.find((s) => s.client === "curl")?.content;
  return curl ? /^curl (\S+)/u.exec(curl)?.[1] : undefined;
}

function referenceBodyKeys(snippets: InferenceSnippet[]): string[] | undefined {
  const curl = snippets.find((s) => s.client === "curl")?.content;
  const body = curl && /-d '(\{[\s\S]*\})'\s*$/u.exec(curl)?.[1];
  if (!body) return undefined;
  try {
    return Object.keys(JSON.parse(body) as object)
      .filter((key) => key !== "stream")
      .sort();
  } catch {
    return undefined; // the reference's body is not always valid JSON
  }
}

const comparable = (testCase: MatrixCase) =>
  !testCase.fixture.startsWith("adversarial") &&
  !(testCase.options.endpointUrl !== undefined && testCase.provider !== "hf-inference");

describe("differential: against @huggingface/inference's snippets", () => {
  const quiet = { log: console.log, error: console.error };
  beforeAll(() => {
    console.log = () => {};
    console.error = () => {};
  });
  afterAll(() => Object.assign(console, quiet));

  const cases = matrixCases().filter(comparable);

  it("calls the same URL", () => {
    const compared = cases.flatMap((testCase) => {
      const theirs = referenceSnippets(testCase);
      const url = theirs && referenceUrl(theirs);
      if (!url) return [];
      return [
        [
          testCase.name,
          url,
          getRenderContext(testCase.model, testCase.provider, testCase.options, silent)?.fullUrl,
        ],
      ];
    });
    expect(compared.length).toBeGreaterThan(100);
    expect(compared.filter(([, theirs, ours]) => theirs !== ours)).toEqual([]);
  });

  it("sends JSON bodies with the same fields", () => {
    const compared = cases.flatMap((testCase) => {
      const theirs = referenceSnippets(testCase);
      const keys = theirs && referenceBodyKeys(theirs);
      const ctx = getRenderContext(testCase.model, testCase.provider, testCase.options, silent);
      if (!keys || ctx?.requestBody.kind !== "json") return [];
      const ours = Object.keys(ctx.requestBody.value)
        .filter((key) => key !== "stream")
        .sort();
      return [[testCase.name, keys.join(","), ours.join(",")]];
    });
    expect(compared.length).toBeGreaterThan(50);
    expect(compared.filter(([, theirs, ours]) => theirs !== ours)).toEqual([]);
  });

  it("offers every SDK snippet the reference offers", () => {
    const missing = cases.flatMap((testCase) => {
      const theirs = referenceSnippets(testCase) ?? [];
      const ours = getInferenceSnippets(testCase.model, testCase.provider, testCase.options, silent);
      return theirs
        .filter((s) => ["huggingface_hub", "huggingface.js", "openai"].includes(s.client))
        .filter((s) => !ours.some((o) => o.language === s.language && o.client === s.client))
        .filter((s) => s.client !== "huggingface_hub" || pythonSdkCanSend(testCase))
        .map((s) => `${testCase.name} ${s.language}/${s.client}`);
    });
    expect(missing).toEqual([]);
  });
});
