// The example input a model page and its snippets show for a model, one shape per kind of input.

/** Shown, and returned by `describeExampleInput`, when a model's task has no example input. */
export const NO_INPUT_EXAMPLE = "No input example has been defined for this model task.";

/** One part of a multimodal chat message (OpenAI-style content parts). */
export type ChatContentPart =
  | {
      /** A text part. */
      type: "text";
      /** The text. */
      text: string;
    }
  | {
      /** An image part, given by a link. */
      type: "image_url";
      /** Where the image is. */
      image_url: {
        /** An http(s) URL (or a data URL) of the image. */
        url: string;
      };
    };

/** The roles a chat example may use. */
export const CHAT_ROLES = ["system", "user", "assistant"] as const;

/** Who speaks in a chat message. */
export type ChatRole = (typeof CHAT_ROLES)[number];

/** One message of a chat example. */
export interface ChatMessage {
  /** Who speaks. */
  role: ChatRole;
  /** Plain text, or parts (text and images) for multimodal models. */
  content: string | ChatContentPart[];
}

/**
 * An example input, tagged by kind. Binary inputs (`file`) name a sample file the snippet reads,
 * such as "cats.jpg" or "sample1.flac"; tables map a column name to its cells.
 */
export type ExampleInput =
  /** Free text: classification, text generation (not chat), summarization, translation, prompts... */
  | { kind: "text"; text: string }
  /** Text holding the model's mask token. */
  | { kind: "fill-mask"; text: string }
  /** Chat messages for conversational models. */
  | { kind: "chat"; messages: ChatMessage[] }
  /** A question and the passage that holds its answer. */
  | { kind: "question-answering"; question: string; context: string }
  /** A question about a table. */
  | { kind: "table-question-answering"; query: string; table: Record<string, string[]> }
  /** A sentence to compare with each of the others. */
  | { kind: "sentence-similarity"; sourceSentence: string; sentences: string[] }
  /** A text and the labels to choose from. */
  | { kind: "zero-shot-classification"; text: string; candidateLabels: string[] }
  /** A binary image (classification, segmentation, detection, image-to-text, depth...). */
  | { kind: "image"; file: string }
  /** An image and the labels to choose from. */
  | { kind: "zero-shot-image-classification"; file: string; candidateLabels: string[] }
  /** An image and how to change it. */
  | { kind: "image-to-image"; file: string; prompt: string }
  /** An image and how to animate it. */
  | { kind: "image-to-video"; file: string; prompt: string }
  /** A binary audio file. */
  | { kind: "audio"; file: string }
  /** A document image and a question about it. */
  | { kind: "document-question-answering"; file: string; question: string }
  /** An image and a question about it. */
  | { kind: "visual-question-answering"; file: string; question: string }
  /** Rows of features for tabular classification and regression. */
  | { kind: "tabular"; table: Record<string, string[]> };

/** The kind tags of `ExampleInput`. */
export type ExampleInputKind = ExampleInput["kind"];
