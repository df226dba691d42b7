import type { RenderContext } from "../../context/render-context";
import { callBlock, lines } from "../lines";
import type { RenderSnippet, SnippetClient } from "../types";

// The OpenAI JavaScript client pointed at an OpenAI-compatible base URL: chat only.

function clientSetup(ctx: RenderContext): string {
  const { js } = ctx;
  return lines(
    'import OpenAI from "openai";',
    "",
    callBlock(
      "const client = new OpenAI({",
      [
        `baseURL: ${js.baseUrl}`,
        `apiKey: ${js.accessToken}`,
        js.billTo && `defaultHeaders: { "X-HF-Bill-To": ${js.billTo} }`,
      ].filter((field): field is string => typeof field === "string"),
      "});",
    ),
    "",
  );
}

const chat: RenderSnippet = (ctx) =>
  lines(
    clientSetup(ctx),
    callBlock(
      "const chatCompletion = await client.chat.completions.create({",
      [`model: ${ctx.js.providerModelId}`, `messages: ${ctx.js.messages}`, ...ctx.js.chatParameters],
      "});",
    ),
    "",
    "console.log(chatCompletion.choices[0].message);",
  );

const chatStream: RenderSnippet = (ctx) =>
  lines(
    clientSetup(ctx),
    callBlock(
      "const stream = await client.chat.completions.create({",
      [
        `model: ${ctx.js.providerModelId}`,
        `messages: ${ctx.js.messages}`,
        ...ctx.js.chatParameters,
        "stream: true",
      ],
      "});",
    ),
    "",
    "for await (const chunk of stream) {",
    "    const content = chunk.choices[0]?.delta?.content;",
    "    if (content) process.stdout.write(content);",
    "}",
  );

export const jsOpenAi: SnippetClient = {
  language: "js",
  client: "openai",
  templates: { conversational: chat, conversationalStream: chatStream },
};
