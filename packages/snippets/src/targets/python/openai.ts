import type { RenderContext } from "../../context/render-context";
import { callBlock, lines } from "../lines";
import type { RenderSnippet, SnippetClient } from "../types";

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
    callBlock("completion = client.chat.completions.create(", [
      `model=${ctx.python.providerModelId}`,
      `messages=${ctx.python.messages}`,
    ]),
    "",
    "print(completion.choices[0].message)",
  );

const chatStream: RenderSnippet = (ctx) =>
  lines(
    clientSetup(ctx),
    callBlock("stream = client.chat.completions.create(", [
      `model=${ctx.python.providerModelId}`,
      `messages=${ctx.python.messages}`,
      "stream=True",
    ]),
    "",
    "for chunk in stream:",
    "    if chunk.choices and chunk.choices[0].delta.content:",
    '        print(chunk.choices[0].delta.content, end="", flush=True)',
  );

export const pythonOpenAi: SnippetClient = {
  language: "python",
  client: "openai",
  templates: { conversational: chat, conversationalStream: chatStream },
};
