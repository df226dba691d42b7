import type { ModelRecord } from "@modelhub/catalog";
import { type ChatTemplateRendering, renderChatTemplate } from "./chat-template.server";
import { type CodeTokens, highlightTokens } from "./highlight.server";

/** A GGUF model's chat template as the model page shows it. */
export interface ChatTemplateView {
  /** The template as coloured tokens, or as plain text (cut) when too long to colour. */
  template: { tokens: CodeTokens } | { text: string; length: number };
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

/**
 * Templates of up to this many coloured runs are coloured (a real one has a few hundred; each run
 * is a span of the page's HTML).
 */
const MAX_COLOURED_RUNS = 3_000;
/** Longer ones are shown as plain text up to this length (real templates are a few thousand). */
const MAX_SHOWN_LENGTH = 16_384;

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
  // A template longer than the plain text shown has too many runs anyway: it is not tokenized.
  const tokens =
    template.length <= MAX_SHOWN_LENGTH
      ? await highlightTokens(template, "jinja", MAX_COLOURED_RUNS)
      : undefined;
  return {
    template: tokens ? { tokens } : { text: template.slice(0, MAX_SHOWN_LENGTH), length: template.length },
    conversation: SAMPLE_CONVERSATION,
    rendering,
  };
}
