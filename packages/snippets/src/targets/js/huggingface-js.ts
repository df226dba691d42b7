import type { RenderContext } from "../../context/render-context";
import type { TemplateName } from "../../tasks/templates";
import { callBlock, lines } from "../lines";
import type { RenderSnippet, SnippetClient } from "../types";

// @huggingface/inference's InferenceClient: the SDK builds the request; the snippet passes the
// provider, the model and the task's inputs (sample files as Blobs).

function header(ctx: RenderContext, writesFile: boolean): string {
  const readsFile = ctx.js.sdk?.readsFiles === true;
  return lines(
    'import { InferenceClient } from "@huggingface/inference";',
    readsFile && 'import { openAsBlob } from "node:fs";',
    writesFile && 'import { writeFile } from "node:fs/promises";',
    "",
    `const client = new InferenceClient(${ctx.js.accessToken});`,
    "",
  );
}

/** The second argument: per-call options (billing). */
function callOptions(ctx: RenderContext): string {
  return ctx.js.billTo ? `, { billTo: ${ctx.js.billTo} }` : "";
}

function sdkCall(ctx: RenderContext, result: string): string {
  const sdk = ctx.js.sdk;
  if (!sdk) throw new Error(`@huggingface/inference has no method for ${ctx.task}`);
  return `const ${result} = await client.${sdk.method}(${sdk.args[0]}${callOptions(ctx)});`;
}

const printResult: RenderSnippet = (ctx) =>
  lines(header(ctx, false), sdkCall(ctx, "output"), "", "console.log(output);");

/** Media tasks return a Blob, saved to a file. */
const saveBlob: RenderSnippet = (ctx) =>
  lines(
    header(ctx, true),
    sdkCall(ctx, "blob"),
    "",
    `await writeFile(${ctx.js.outputFile}, Buffer.from(await blob.arrayBuffer()));`,
  );

function chatArgs(ctx: RenderContext): string {
  const { js } = ctx;
  const direct = ctx.directRequest || ctx.endpointUrl !== undefined;
  const fields = [
    js.endpointUrl && `endpointUrl: ${js.endpointUrl}`,
    // Direct calls name their provider; with a custom endpoint the client refuses one.
    !js.endpointUrl && ctx.directRequest && `provider: ${js.provider}`,
    `model: ${direct ? js.model : js.providerModelId}`,
    `messages: ${js.messages}`,
    ...js.chatParameters,
  ].filter((field): field is string => typeof field === "string");
  return callBlock("{", fields, "}");
}

const chat: RenderSnippet = (ctx) =>
  lines(
    header(ctx, false),
    `const chatCompletion = await client.chatCompletion(${chatArgs(ctx)}${callOptions(ctx)});`,
    "",
    "console.log(chatCompletion.choices[0].message);",
  );

const chatStream: RenderSnippet = (ctx) =>
  lines(
    header(ctx, false),
    `const stream = client.chatCompletionStream(${chatArgs(ctx)}${callOptions(ctx)});`,
    "",
    "for await (const chunk of stream) {",
    "    const content = chunk.choices?.[0]?.delta?.content;",
    "    if (content) process.stdout.write(content);",
    "}",
  );

const TEMPLATES: Partial<Record<TemplateName, RenderSnippet>> = {
  basic: printResult,
  basicAudio: printResult,
  basicImage: printResult,
  conversational: chat,
  conversationalStream: chatStream,
  documentQuestionAnswering: printResult,
  imageToImage: saveBlob,
  imageToVideo: saveBlob,
  questionAnswering: printResult,
  tableQuestionAnswering: printResult,
  tabular: printResult,
  textToAudio: saveBlob,
  textToImage: saveBlob,
  textToSpeech: saveBlob,
  textToVideo: saveBlob,
  visualQuestionAnswering: printResult,
  zeroShotClassification: printResult,
  zeroShotImageClassification: printResult,
};

export const jsHuggingFaceJs: SnippetClient = {
  language: "js",
  client: "huggingface.js",
  templates: TEMPLATES,
  // Left out when InferenceClient has no method for the task.
  offers: (ctx) => ctx.task === "conversational" || ctx.js.sdk !== undefined,
  supportsAutoPolicy: true,
};
