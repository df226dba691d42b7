import type { RenderContext } from "../../context/render-context";
import { callBlock, lines } from "../lines";
import type { RenderSnippet, SnippetClient } from "../types";
import { pythonChatCompletion } from "./chat-completion";

// The OpenAI Python client pointed at an OpenAI-compatible base URL: chat only.

function clientSetup(ctx: RenderContext): string {
  const { python } = ctx;
  return lines(
    "envVar" in ctx.accessToken && "import os",
    "from openai import OpenAI",
    "",
    callBlock(
      "client = OpenAI(",
      [
        `base_url=${python.baseUrl}`,
        `api_key=${python.accessToken}`,
        python.billTo && `default_headers={"X-HF-Bill-To": ${python.billTo}}`,
      ].filter((arg): arg is string => typeof arg === "string"),
    ),
    "",
  );
}

const chat: RenderSnippet = (ctx) =>
  lines(
    clientSetup(ctx),
    pythonChatCompletion(ctx.python.providerModelId, ctx.python.messages, false, ctx.python.chatParameters),
  );

const chatStream: RenderSnippet = (ctx) =>
  lines(
    clientSetup(ctx),
    pythonChatCompletion(ctx.python.providerModelId, ctx.python.messages, true, ctx.python.chatParameters),
  );

export const pythonOpenAi: SnippetClient = {
  language: "python",
  client: "openai",
  templates: { conversational: chat, conversationalStream: chatStream },
};
