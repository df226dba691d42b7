import { getProviderHelper, makeRequestOptionsFromResolvedModel } from "@huggingface/inference";
import type { JsonObject, JsonValue } from "@modelhub/catalog";
import { describe, expect, it } from "vitest";
import { referenceMapping } from "../bench/reference-input";
import { getCompletionContext, getRenderContext, isFileRef, type RenderContext } from "../src/index";
import { type MatrixCase, matrixCases } from "./matrix";

// Every JSON request our raw clients send, checked field by field against the request the
// reference's own request builders (@huggingface/inference's provider helpers, a devDependency)
// make for the same provider, task and inputs: the URL and the whole body, values included.
// Chat through the router is compared without its `model`, which names the provider there
// (`id:provider`) where the builder writes the provider's own id.
//
// Left out, and why:
// - bodies holding sample files: the builders read files as Blobs, asynchronously;
// - "auto" outside chat (only the SDKs send it) and custom endpoints with a third-party provider
//   (the builders refuse them);
// - openai, whose builder wants an "openai/" model id (see chat-openai-compatible).
// Deliberate differences, allowed for here:
// - a model id with characters a URL path cannot hold is percent-encoded (decision 011); the
//   builders paste it as is, so URLs are compared decoded;
// - Together's and Scaleway's completions builders send the generic `inputs` beside `prompt`; we
//   send the prompt once, as their completions APIs read it.

const silent = { logger: { error: () => {} } };

function holdsFile(value: JsonValue): boolean {
  if (isFileRef(value)) return true;
  if (Array.isArray(value)) return value.some(holdsFile);
  if (value !== null && typeof value === "object") return Object.values(value).some(holdsFile);
  return false;
}

interface Compared {
  name: string;
  ctx: RenderContext;
}

function comparable(testCase: MatrixCase): Compared[] {
  const { model, provider, options } = testCase;
  if (provider === "openai") return [];
  if (options.endpointUrl !== undefined && provider !== "hf-inference") return [];
  const contexts = [
    { name: testCase.name, ctx: getRenderContext(model, provider, options, silent) },
    { name: `${testCase.name}+completions`, ctx: getCompletionContext(model, provider, options, silent) },
  ];
  return contexts.flatMap(({ name, ctx }) => {
    if (ctx?.requestBody.kind !== "json" || holdsFile(ctx.requestBody.value)) return [];
    if (provider === "auto" && ctx.task !== "conversational") return [];
    return [{ name, ctx }];
  });
}

function referenceRequest(ctx: RenderContext): { url: string; body: JsonObject } {
  const task = ctx.task;
  const helper = getProviderHelper(ctx.provider as never, task as never);
  const inputs = ctx.inputs.object as JsonObject;
  const mapping = referenceMapping(ctx.model, ctx.provider);
  const request = makeRequestOptionsFromResolvedModel(
    mapping?.providerId ?? ctx.model.id,
    helper,
    {
      // A token that does not start with "hf_" makes the builder call the provider directly.
      accessToken: ctx.directRequest ? "provider_key" : "hf_token",
      provider: ctx.provider,
      ...(ctx.endpointUrl === undefined ? {} : { endpointUrl: ctx.endpointUrl }),
      ...(ctx.streaming ? { stream: true } : {}),
      ...inputs,
    } as never,
    mapping as never,
    { task: task as never, ...(ctx.billTo === undefined ? {} : { billTo: ctx.billTo }) },
  );
  return { url: request.url, body: JSON.parse(String(request.info.body)) as JsonObject };
}

const routedChat = (ctx: RenderContext) =>
  ctx.task === "conversational" && !ctx.directRequest && ctx.endpointUrl === undefined;

const withoutModel = ({ model: _model, ...rest }: JsonObject) => rest;

describe("raw requests match the reference's request builders", () => {
  const cases = matrixCases().flatMap(comparable);

  it("covers every routed task's JSON requests", () => {
    const tasks = new Set(cases.map(({ ctx }) => ctx.task));
    expect([...tasks].sort()).toEqual(
      expect.arrayContaining([
        "conversational",
        "feature-extraction",
        "question-answering",
        "sentence-similarity",
        "table-question-answering",
        "text-classification",
        "text-generation",
        "text-to-image",
        "zero-shot-classification",
      ]),
    );
  });

  for (const { name, ctx } of cases) {
    it(name, () => {
      const theirs = referenceRequest(ctx);
      const ours = ctx.requestBody.kind === "json" ? ctx.requestBody.value : {};
      if (routedChat(ctx)) {
        expect(withoutModel(ours)).toEqual(withoutModel(theirs.body));
        return;
      }
      expect(decodeURIComponent(ctx.fullUrl)).toBe(theirs.url);
      const { inputs: _inputs, ...withoutInputs } = theirs.body;
      const expected = ctx.task === "text-generation" && "prompt" in ours ? withoutInputs : theirs.body;
      expect(ours).toEqual(expected);
    });
  }
});
