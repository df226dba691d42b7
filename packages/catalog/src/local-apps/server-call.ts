import { visibleJsonText } from "../code/json-literal";
import { SAMPLE_IMAGE_URL } from "../inputs/defaults";
import { chatExampleMessages, isVisionChatModel } from "../libraries/shared/chat-example";
import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import type { LibrarySnippet } from "../libraries/types";
import type { JsonObject } from "../model/coerce";
import type { ModelRecord } from "../model/model-record";

/**
 * Example messages in the OpenAI chat format: a vision chat model gets a question about the
 * sample image (as an `image_url` part), any other the messages its author declared or one question.
 */
function openAiMessages(model: ModelRecord): JsonObject[] {
  if (!isVisionChatModel(model)) return chatExampleMessages(model);
  return [
    {
      role: "user",
      content: [
        { type: "text", text: "What animal is on the candy?" },
        { type: "image_url", image_url: { url: SAMPLE_IMAGE_URL } },
      ],
    },
  ];
}

/**
 * A curl call to a started server's OpenAI-compatible API at `baseUrl`: a chat completion for a
 * conversational model, a text completion otherwise. The request body is JSON in one shell word,
 * so author text in the messages stays data; its lines are indented under the command's.
 */
export function openAiServerCall(baseUrl: string, modelName: string, model: ModelRecord): LibrarySnippet {
  const chat = model.tags.includes("conversational");
  const body: JsonObject = chat
    ? { model: modelName, messages: openAiMessages(model) }
    : { model: modelName, prompt: "Once upon a time,", max_tokens: 128 };
  const url = `${baseUrl}/v1/${chat ? "chat/completions" : "completions"}`;
  return shellSnippet(
    sh`# Call the server's OpenAI-compatible API
curl ${url} \\
    -H 'Content-Type: application/json' \\
    -d ${visibleJsonText(body, 1)}`,
    "Call the server",
  );
}
