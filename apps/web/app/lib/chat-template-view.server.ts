import type { ModelRecord } from "@modelhub/catalog";
import { type ChatTemplateRendering, renderChatTemplate } from "./chat-template.server";
import { highlightCode } from "./highlight.server";

/** A GGUF model's chat template as the model page shows it. */
export interface ChatTemplateView {
  /** The template as highlighted HTML, or as plain text when too long to colour. */
  template: { html: string } | { text: string; length: number };
  /** The conversation it is rendered on. */
  conversation: { role: string; content: string }[];
  /** The prompt text the model receives for it, or why the template gives none. */
  rendering: ChatTemplateRendering;
}

/** A few turns every chat template should take: no system message, which some refuse. */
export const SAMPLE_CONVERSATION = [
  { role: "user", content: "What is the capital of France?" },
  { role: "assistant", content: "The capital of France is Paris." },
  { role: "user", content: "And of Italy?" },
];

/** Templates up to this length are highlighted (the HTML is about ten times the template's size). */
const MAX_HIGHLIGHTED_LENGTH = 8_192;
/** Longer ones are shown as plain text up to this length (real templates are a few thousand). */
const MAX_SHOWN_LENGTH = 32_768;

/** The chat template the Hub read from the model's GGUF file (`gguf.chat_template`), rendered; none without one. */
export async function buildChatTemplateView(model: ModelRecord): Promise<ChatTemplateView | undefined> {
  const gguf = model.gguf;
  const template = gguf?.chat_template;
  if (typeof template !== "string" || !template.trim()) return undefined;
  const rendering = await renderChatTemplate(template, {
    messages: SAMPLE_CONVERSATION,
    add_generation_prompt: true,
    ...(typeof gguf?.bos_token === "string" ? { bos_token: gguf.bos_token } : {}),
    ...(typeof gguf?.eos_token === "string" ? { eos_token: gguf.eos_token } : {}),
  });
  return {
    template:
      template.length <= MAX_HIGHLIGHTED_LENGTH
        ? { html: await highlightCode(template, "jinja") }
        : { text: template.slice(0, MAX_SHOWN_LENGTH), length: template.length },
    conversation: SAMPLE_CONVERSATION,
    rendering,
  };
}
