import { describe, expect, it } from "vitest";
import { normalizeModelRecord } from "../model/model-record";
import { PIPELINE_TYPES, type PipelineType } from "../tasks/pipelines";
import {
  DEFAULT_IMAGE_EDIT_PROMPT,
  DEFAULT_IMAGE_PROMPT,
  DEFAULT_VIDEO_PROMPT,
  IMAGE_LABELS,
  SAMPLE_AUDIO_FILE,
  SAMPLE_IMAGE_FILE,
  SAMPLE_IMAGE_URL,
  ZERO_SHOT_LABELS,
} from "./defaults";
import { describeExampleInput } from "./describe";
import { EXAMPLE_TEXTS } from "./language-texts";
import { getChatExampleInput, getExampleInput, isConversational, TASK_INPUT_RULES } from "./task-inputs";
import { type ExampleInputKind, NO_INPUT_EXAMPLE } from "./types";

const en = EXAMPLE_TEXTS.en;

function model(fields: Record<string, unknown>) {
  return normalizeModelRecord({ id: "acme/model", ...fields });
}

describe("task coverage", () => {
  it("has a rule (or an explicit null) for every task", () => {
    expect(Object.keys(TASK_INPUT_RULES).sort()).toEqual([...PIPELINE_TYPES].sort());
  });

  const expectedKinds: Partial<Record<PipelineType, ExampleInputKind | undefined>> = {
    "audio-classification": "audio",
    "automatic-speech-recognition": "audio",
    "audio-to-audio": "audio",
    "depth-estimation": "image",
    "document-question-answering": "document-question-answering",
    "feature-extraction": "text",
    "fill-mask": "fill-mask",
    "graph-ml": undefined,
    "image-classification": "image",
    "image-segmentation": "image",
    "image-text-to-image": "image-to-image",
    "image-to-image": "image-to-image",
    "image-to-text": "image",
    "image-to-video": "image-to-video",
    "object-detection": "image",
    other: undefined,
    "question-answering": "question-answering",
    "reinforcement-learning": undefined,
    robotics: undefined,
    "sentence-similarity": "sentence-similarity",
    summarization: "text",
    "table-question-answering": "table-question-answering",
    "tabular-classification": "tabular",
    "tabular-regression": "tabular",
    "text-classification": "text",
    "text-generation": "text",
    "text-to-audio": "text",
    "text-to-image": "text",
    "text-to-speech": "text",
    "text-to-video": "text",
    "time-series-forecasting": undefined,
    "token-classification": "text",
    translation: "text",
    "visual-question-answering": "visual-question-answering",
    "zero-shot-classification": "zero-shot-classification",
    "zero-shot-image-classification": "zero-shot-image-classification",
  };
  for (const [task, kind] of Object.entries(expectedKinds)) {
    it(`gives ${task} ${kind ? `a ${kind} input` : "no input"}`, () => {
      expect(getExampleInput(model({ pipeline_tag: task }))?.kind).toBe(kind);
    });
  }

  it("has no input for a missing, unknown or wrong-typed pipeline tag", () => {
    for (const pipelineTag of [undefined, "not-a-task", 42, "", "__proto__", "toString"]) {
      const m = model({ pipeline_tag: pipelineTag });
      expect(getExampleInput(m)).toBeUndefined();
      expect(describeExampleInput(m)).toBe(NO_INPUT_EXAMPLE);
    }
  });

  it("says there is no example for tasks without one", () => {
    expect(NO_INPUT_EXAMPLE).toBe("No input example has been defined for this model task.");
    for (const task of ["reinforcement-learning", "robotics", "graph-ml", "other"]) {
      expect(describeExampleInput(model({ pipeline_tag: task }))).toBe(NO_INPUT_EXAMPLE);
    }
  });
});

describe("defaults", () => {
  it("uses the fixed image, image-edit and video prompts", () => {
    expect(getExampleInput(model({ pipeline_tag: "text-to-image" }))).toEqual({
      kind: "text",
      text: "Astronaut riding a horse",
    });
    expect(DEFAULT_IMAGE_PROMPT).toBe("Astronaut riding a horse");
    expect(getExampleInput(model({ pipeline_tag: "image-to-image" }))).toMatchObject({
      kind: "image-to-image",
      prompt: "Turn the cat into a tiger.",
    });
    expect(DEFAULT_IMAGE_EDIT_PROMPT).toBe("Turn the cat into a tiger.");
    expect(getExampleInput(model({ pipeline_tag: "text-to-video" }))).toEqual({
      kind: "text",
      text: "A young man walking on the street",
    });
    expect(DEFAULT_VIDEO_PROMPT).toBe("A young man walking on the street");
  });

  it("uses the zero-shot labels refund, legal, faq and the image labels cat, dog, llama", () => {
    expect(getExampleInput(model({ pipeline_tag: "zero-shot-classification" }))).toEqual({
      kind: "zero-shot-classification",
      text: en.zeroShot,
      candidateLabels: ["refund", "legal", "faq"],
    });
    expect(getExampleInput(model({ pipeline_tag: "zero-shot-image-classification" }))).toEqual({
      kind: "zero-shot-image-classification",
      file: SAMPLE_IMAGE_FILE,
      candidateLabels: ["cat", "dog", "llama"],
    });
    expect(ZERO_SHOT_LABELS).toEqual(["refund", "legal", "faq"]);
    expect(IMAGE_LABELS).toEqual(["cat", "dog", "llama"]);
  });

  it("names sample files for binary inputs", () => {
    expect(getExampleInput(model({ pipeline_tag: "image-classification" }))).toEqual({
      kind: "image",
      file: "cats.jpg",
    });
    expect(getExampleInput(model({ pipeline_tag: "automatic-speech-recognition" }))).toEqual({
      kind: "audio",
      file: SAMPLE_AUDIO_FILE,
    });
    expect(SAMPLE_AUDIO_FILE).toBe("sample1.flac");
  });

  it("returns fresh objects, so a caller's change does not leak into the next model", () => {
    const first = getExampleInput(model({ pipeline_tag: "zero-shot-classification" }));
    if (first?.kind !== "zero-shot-classification") throw new Error("unexpected kind");
    first.candidateLabels.push("mutated");
    const table = getExampleInput(model({ pipeline_tag: "tabular-regression" }));
    if (table?.kind !== "tabular") throw new Error("unexpected kind");
    table.table["petal width (cm)"]?.push("9");
    expect(getExampleInput(model({ pipeline_tag: "zero-shot-classification" }))).toMatchObject({
      candidateLabels: ["refund", "legal", "faq"],
    });
    expect(getExampleInput(model({ pipeline_tag: "tabular-regression" }))).toMatchObject({
      table: { "petal width (cm)": ["0.2", "1.3"] },
    });
  });
});

describe("chat examples for models called through chat whatever their tags", () => {
  it("gives untagged text-generation and image-text-to-text models the default chat", () => {
    expect(getChatExampleInput(model({ pipeline_tag: "text-generation" }))).toEqual({
      kind: "chat",
      messages: [{ role: "user", content: en.chat }],
    });
    const vision = model({ pipeline_tag: "image-text-to-text", cardData: { language: ["fr"] } });
    expect(getChatExampleInput(vision)).toEqual({
      kind: "chat",
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: EXAMPLE_TEXTS.fr.imageChat },
            { type: "image_url", image_url: { url: SAMPLE_IMAGE_URL } },
          ],
        },
      ],
    });
  });

  it("uses the model's widget messages or text, with the widget's image", () => {
    const messages = [{ role: "user", content: "Bonjour" }];
    expect(
      getChatExampleInput(model({ pipeline_tag: "text-generation", widgetData: [{ messages }] })),
    ).toEqual({ kind: "chat", messages });
    const vision = model({
      pipeline_tag: "image-text-to-text",
      widgetData: [{ text: "Read the sign", src: "https://example.com/sign.png" }],
    });
    expect(getChatExampleInput(vision)).toEqual({
      kind: "chat",
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "Read the sign" },
            { type: "image_url", image_url: { url: "https://example.com/sign.png" } },
          ],
        },
      ],
    });
  });

  it("has none for other tasks, and leaves the page's example input to the tag", () => {
    expect(getChatExampleInput(model({ pipeline_tag: "text-classification" }))).toBeUndefined();
    expect(getChatExampleInput(model({ pipeline_tag: "audio-text-to-text" }))).toBeUndefined();
    expect(getExampleInput(model({ pipeline_tag: "text-generation" }))?.kind).toBe("text");
  });
});

describe("conversational models", () => {
  it("gives a text-generation chat model one user message", () => {
    const m = model({ pipeline_tag: "text-generation", tags: ["conversational"] });
    expect(isConversational(m)).toBe(true);
    expect(getExampleInput(m)).toEqual({ kind: "chat", messages: [{ role: "user", content: en.chat }] });
  });

  it("gives multimodal chat models a text part and an image link", () => {
    for (const task of ["image-text-to-text", "audio-text-to-text", "video-text-to-text"]) {
      const m = model({ pipeline_tag: task, tags: ["transformers", "conversational"] });
      expect(getExampleInput(m)).toEqual({
        kind: "chat",
        messages: [
          {
            role: "user",
            content: [
              { type: "text", text: en.imageChat },
              { type: "image_url", image_url: { url: SAMPLE_IMAGE_URL } },
            ],
          },
        ],
      });
    }
  });

  it("needs both a chat task and the conversational tag", () => {
    expect(isConversational(model({ pipeline_tag: "text-generation" }))).toBe(false);
    expect(isConversational(model({ pipeline_tag: "fill-mask", tags: ["conversational"] }))).toBe(false);
    expect(isConversational(model({ tags: ["conversational"] }))).toBe(false);
    expect(getExampleInput(model({ pipeline_tag: "text-generation" }))).toEqual({
      kind: "text",
      text: en.textGeneration,
    });
    expect(getExampleInput(model({ pipeline_tag: "image-text-to-text" }))).toEqual({
      kind: "visual-question-answering",
      file: SAMPLE_IMAGE_FILE,
      question: en.imageChat,
    });
    expect(getExampleInput(model({ pipeline_tag: "audio-text-to-text" }))).toBeUndefined();
  });
});

describe("fill-mask", () => {
  it("uses the model's own mask token", () => {
    const m = model({ pipeline_tag: "fill-mask", mask_token: "<extra_mask>" });
    expect(getExampleInput(m)).toEqual({ kind: "fill-mask", text: "The capital of France is <extra_mask>." });
  });

  it("guesses <mask> for the RoBERTa family and [MASK] otherwise", () => {
    const roberta = model({ pipeline_tag: "fill-mask", config: { model_type: "xlm-roberta" } });
    expect(getExampleInput(roberta)).toEqual({ kind: "fill-mask", text: "The capital of France is <mask>." });
    expect(getExampleInput(model({ pipeline_tag: "fill-mask" }))).toEqual({
      kind: "fill-mask",
      text: "The capital of France is [MASK].",
    });
  });

  it("inserts a mask token holding replacement patterns literally", () => {
    const m = model({ pipeline_tag: "fill-mask", mask_token: "$&$'$`" });
    expect(getExampleInput(m)).toEqual({ kind: "fill-mask", text: "The capital of France is $&$'$`." });
  });

  it("puts the mask in the model's language", () => {
    const m = model({ pipeline_tag: "fill-mask", mask_token: "<mask>", cardData: { language: ["fr"] } });
    expect(getExampleInput(m)).toEqual({ kind: "fill-mask", text: "La capitale de la France est <mask>." });
  });
});
