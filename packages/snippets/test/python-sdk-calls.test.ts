import { execFileSync } from "node:child_process";
import { normalizeModelRecord } from "@modelhub/catalog";
import { describe, expect, it } from "vitest";
import { readJsonLines, SAMPLE_MODELS_PATH, sliceByPipelineTag } from "../scripts/inference-sweep";
import { getInferenceSnippets, getProvidersForModel, type InferenceSnippet } from "../src/index";
import { matrixCases } from "./matrix";
import { PYTHON_SDK_SIGNATURES, type PythonSignature } from "./support/python-sdk-signatures";

// huggingface_hub, openai and fal_client cannot be installed here, so their snippets are not run.
// Instead every call they make into the SDK is read with Python's own parser and checked against
// the SDK's real signature (support/python-sdk-signatures.ts): the method exists, every keyword
// is a parameter, positional arguments fit, required parameters are given.

const SDK_CLIENTS = new Set(["huggingface_hub", "openai", "fal_client"]);
const silent = { logger: { error: () => {} } };

/** Reads each source's calls: the callee as dotted text, how many positional args, the keywords. */
const LIST_CALLS = `
import ast, json, sys

def dotted(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return base and base + "." + node.attr
    return None

for source in json.load(sys.stdin):
    calls = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            calls.append({
                "callee": dotted(node.func),
                "positional": len(node.args),
                "keywords": [k.arg for k in node.keywords],
            })
    print(json.dumps(calls))
`;

interface PythonCall {
  callee: string | null;
  positional: number;
  keywords: (string | null)[];
}

function listCalls(sources: string[]): PythonCall[][] {
  const out = execFileSync("python3", ["-c", LIST_CALLS], {
    input: JSON.stringify(sources),
    encoding: "utf8",
  });
  return out
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as PythonCall[]);
}

/** The callees that reach into the SDK (everything else is the standard library or print). */
function isSdkCall(callee: string): boolean {
  return /^(client\.|InferenceClient$|OpenAI$|fal_client\.)/u.test(callee);
}

function problemsOf(call: PythonCall, signature: PythonSignature | undefined): string[] {
  if (!signature) return ["no such method in the SDK"];
  const problems: string[] = [];
  if (call.positional > signature.positional.length) problems.push("too many positional arguments");
  const given = new Set([...signature.positional.slice(0, call.positional)]);
  for (const keyword of call.keywords) {
    if (keyword === null) problems.push("**kwargs");
    else if (!signature.positional.includes(keyword) && !signature.keywordOnly.includes(keyword)) {
      problems.push(`unknown keyword ${keyword}`);
    } else if (given.has(keyword)) problems.push(`${keyword} given twice`);
    else given.add(keyword);
  }
  for (const name of signature.required) if (!given.has(name)) problems.push(`missing ${name}`);
  return problems;
}

function checkSnippets(snippets: { label: string; snippet: InferenceSnippet }[]): string[] {
  const sdk = snippets.filter(
    ({ snippet }) => snippet.language === "python" && SDK_CLIENTS.has(snippet.client),
  );
  const calls = listCalls(sdk.map(({ snippet }) => snippet.content));
  return sdk.flatMap(({ label, snippet }, index) =>
    calls[index]!.flatMap((call) => {
      if (call.callee === null || !isSdkCall(call.callee)) return [];
      const signature = PYTHON_SDK_SIGNATURES[`${snippet.client} ${call.callee}`];
      return problemsOf(call, signature).map(
        (problem) => `${label} ${snippet.client}: ${call.callee}: ${problem}`,
      );
    }),
  );
}

describe("Python SDK snippets call the SDKs' real methods with real parameters", () => {
  it("in every golden case", () => {
    const snippets = matrixCases().flatMap((testCase) =>
      getInferenceSnippets(testCase.model, testCase.provider, testCase.options, silent).map((snippet) => ({
        label: testCase.name,
        snippet,
      })),
    );
    expect(snippets.filter(({ snippet }) => SDK_CLIENTS.has(snippet.client)).length).toBeGreaterThan(300);
    expect(checkSnippets(snippets)).toEqual([]);
  });

  it("for real model records of the sample catalogue", () => {
    const snippets = sliceByPipelineTag(readJsonLines(SAMPLE_MODELS_PATH), 3).flatMap((raw) => {
      const model = normalizeModelRecord(raw);
      return getProvidersForModel(model).flatMap((provider) =>
        getInferenceSnippets(model, provider, {}, silent).map((snippet) => ({
          label: `${model.id} [${provider}]`,
          snippet,
        })),
      );
    });
    expect(checkSnippets(snippets)).toEqual([]);
  });

  it("catches a method or keyword the SDK does not have", () => {
    const snippet = (content: string): InferenceSnippet => ({
      language: "python",
      client: "huggingface_hub",
      content,
    });
    expect(
      checkSnippets([
        { label: "a", snippet: snippet('client.image_text_to_image("cat.png", model="m")') },
        { label: "b", snippet: snippet('client.text_classification("hi", labels=["x"], model="m")') },
        { label: "c", snippet: snippet('client.question_answering(question="q", model="m")') },
      ]),
    ).toEqual([
      "a huggingface_hub: client.image_text_to_image: no such method in the SDK",
      "b huggingface_hub: client.text_classification: unknown keyword labels",
      "c huggingface_hub: client.question_answering: missing context",
    ]);
  });
});
