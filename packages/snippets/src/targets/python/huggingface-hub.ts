import type { RenderContext } from "../../context/render-context";
import type { TemplateName } from "../../tasks/templates";
import { callBlock, lines } from "../lines";
import type { RenderSnippet, SnippetClient } from "../types";
import { pythonChatCompletion } from "./chat-completion";

// huggingface_hub's InferenceClient: the SDK picks the URL and body; the snippet names the
// provider, the model and the task's arguments.

function clientSetup(ctx: RenderContext): string {
  const { python } = ctx;
  const isChat = ctx.task === "conversational";
  const args = [
    python.endpointUrl && `base_url=${python.endpointUrl}`,
    // Routed chat names the provider in the model ("<id>:<provider>"); everything else here.
    !python.endpointUrl && (!isChat || ctx.directRequest) && `provider=${python.provider}`,
    `api_key=${python.accessToken}`,
    python.billTo && `bill_to=${python.billTo}`,
  ].filter((arg): arg is string => typeof arg === "string");
  return lines(
    "envVar" in ctx.accessToken && "import os",
    "from huggingface_hub import InferenceClient",
    "",
    callBlock("client = InferenceClient(", args),
    "",
  );
}

function sdkCall(ctx: RenderContext, result: string): string {
  const sdk = ctx.python.sdk;
  if (!sdk) throw new Error(`huggingface_hub has no method for ${ctx.task}`);
  return callBlock(`${result} = client.${sdk.method}(`, sdk.args);
}

const printResult: RenderSnippet = (ctx) => lines(clientSetup(ctx), sdkCall(ctx, "result"), "print(result)");

/** Image tasks return a PIL image. */
const saveImage: RenderSnippet = (ctx) =>
  lines(clientSetup(ctx), sdkCall(ctx, "image"), `image.save(${ctx.python.outputFile})`);

/** Audio and video tasks return bytes. */
const saveBytes: RenderSnippet = (ctx) =>
  lines(
    clientSetup(ctx),
    sdkCall(ctx, "media"),
    `with open(${ctx.python.outputFile}, "wb") as f:`,
    "    f.write(media)",
  );

function chatModel(ctx: RenderContext): string {
  // The SDK maps a Hub id to the provider's own id on direct calls.
  return ctx.directRequest || ctx.endpointUrl ? ctx.python.model : ctx.python.providerModelId;
}

const chat: RenderSnippet = (ctx) =>
  lines(
    clientSetup(ctx),
    pythonChatCompletion(chatModel(ctx), ctx.python.messages, false, ctx.python.chatParameters),
  );

const chatStream: RenderSnippet = (ctx) =>
  lines(
    clientSetup(ctx),
    pythonChatCompletion(chatModel(ctx), ctx.python.messages, true, ctx.python.chatParameters),
  );

const TEMPLATES: Partial<Record<TemplateName, RenderSnippet>> = {
  basic: printResult,
  basicAudio: printResult,
  basicImage: printResult,
  conversational: chat,
  conversationalStream: chatStream,
  documentQuestionAnswering: printResult,
  imageToImage: saveImage,
  imageToVideo: saveBytes,
  questionAnswering: printResult,
  tableQuestionAnswering: printResult,
  tabular: printResult,
  textToImage: saveImage,
  textToSpeech: saveBytes,
  textToVideo: saveBytes,
  visualQuestionAnswering: printResult,
  zeroShotClassification: printResult,
  zeroShotImageClassification: printResult,
};

export const pythonHuggingFaceHub: SnippetClient = {
  language: "python",
  client: "huggingface_hub",
  templates: TEMPLATES,
  // Left out when InferenceClient has no method for the task.
  offers: (ctx) => ctx.task === "conversational" || ctx.python.sdk !== undefined,
  supportsAutoPolicy: true,
};
