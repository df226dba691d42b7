import { SAMPLE_IMAGE_URL } from "../../inputs/defaults";
import type { JsonObject } from "../../model/coerce";
import type { ModelRecord } from "../../model/model-record";

/** Whether a chat model also reads images: its task or tags say image-text-to-text. */
export function isVisionChatModel(model: ModelRecord): boolean {
  return model.pipeline_tag === "image-text-to-text" || model.tags.includes("image-text-to-text");
}

/**
 * Example chat messages for a model: a text-only chat model gets the messages its author
 * declared for the widget (or one user question), a vision chat model gets a user turn holding
 * an image link (a photo of llama-shaped candy) and a question about it. Values are plain JSON,
 * to be written out with a literal encoder.
 */
export function chatExampleMessages(model: ModelRecord): JsonObject[] {
  if (isVisionChatModel(model)) {
    return [
      {
        role: "user",
        content: [
          { type: "image", url: SAMPLE_IMAGE_URL },
          { type: "text", text: "What animal is on the candy?" },
        ],
      },
    ];
  }
  const declared = model.widgetData?.find((example) => example.messages?.length)?.messages;
  if (declared) return declared.map(({ role, content }) => ({ role, content }));
  return [{ role: "user", content: "Who are you?" }];
}
