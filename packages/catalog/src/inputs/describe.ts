// The human-readable example text a model page shows.

import type { ModelRecord } from "../model/model-record";
import { getExampleInput } from "./task-inputs";
import { type ChatMessage, type ExampleInput, NO_INPUT_EXAMPLE } from "./types";

/** The model's example input as text for a page; NO_INPUT_EXAMPLE when its task has none. */
export function describeExampleInput(model: ModelRecord): string {
  const input = getExampleInput(model);
  return input === undefined ? NO_INPUT_EXAMPLE : formatExampleInput(input);
}

/**
 * One example input as plain text: the text itself for text inputs, labelled lines otherwise.
 * Author text is inserted unchanged; the result is display text, not code.
 */
export function formatExampleInput(input: ExampleInput): string {
  switch (input.kind) {
    case "text":
    case "fill-mask":
      return input.text;
    case "chat":
      return input.messages.map(formatMessage).join("\n");
    case "question-answering":
      return `Question: ${input.question}\nContext: ${input.context}`;
    case "table-question-answering":
      return `Query: ${input.query}\n${formatTable(input.table)}`;
    case "sentence-similarity":
      return `Source sentence: ${input.sourceSentence}\nSentences to compare:\n${input.sentences
        .map((sentence) => `- ${sentence}`)
        .join("\n")}`;
    case "zero-shot-classification":
      return `${input.text}\nCandidate labels: ${input.candidateLabels.join(", ")}`;
    case "image":
      return `Image: ${input.file}`;
    case "zero-shot-image-classification":
      return `Image: ${input.file}\nCandidate labels: ${input.candidateLabels.join(", ")}`;
    case "image-to-image":
    case "image-to-video":
      return `Image: ${input.file}\nPrompt: ${input.prompt}`;
    case "audio":
      return `Audio: ${input.file}`;
    case "document-question-answering":
      return `Document: ${input.file}\nQuestion: ${input.question}`;
    case "visual-question-answering":
      return `Image: ${input.file}\nQuestion: ${input.question}`;
    case "tabular":
      return formatTable(input.table);
  }
}

function formatMessage(message: ChatMessage): string {
  const content =
    typeof message.content === "string"
      ? message.content
      : message.content
          .map((part) => (part.type === "text" ? part.text : `[image: ${part.image_url.url}]`))
          .join("\n");
  return `${message.role}: ${content}`;
}

function formatTable(table: Record<string, string[]>): string {
  return Object.entries(table)
    .map(([column, cells]) => `${column}: ${cells.join(" | ")}`)
    .join("\n");
}
