import { describe, expect, it } from "vitest";
import { normalizeModelRecord } from "../model/model-record";
import { SAMPLE_EDIT_IMAGE_FILE, SAMPLE_IMAGE_FILE, SAMPLE_IMAGE_URL } from "./defaults";
import { getExampleInput } from "./task-inputs";
import { widgetTable } from "./widget-fields";

function model(fields: Record<string, unknown>) {
  return normalizeModelRecord({ id: "acme/model", ...fields });
}

const ADVERSARIAL = [
  `He said "hi" and she said 'bye'`,
  "line one\nline two\r\n\ttabbed",
  "$(rm -rf /) `whoami` $" + "{HOME} %s {0} \\n \\u0041",
  "  leading and trailing spaces  ",
  "emoji 👩‍💻, RTL \u202Eevil\u202C, NUL \u0000, accents é è ü, CJK 漢字",
  "</script><script>alert(1)</script>",
];

describe("the model's widget example wins", () => {
  it("takes free text for text tasks", () => {
    const m = model({ pipeline_tag: "text-classification", widgetData: [{ text: "I hate Mondays" }] });
    expect(getExampleInput(m)).toEqual({ kind: "text", text: "I hate Mondays" });
  });

  it("keeps author text byte for byte", () => {
    for (const text of ADVERSARIAL) {
      const m = model({ pipeline_tag: "summarization", widgetData: [{ text }] });
      expect(getExampleInput(m)).toEqual({ kind: "text", text });
    }
  });

  it("reads the card's widget list when the API gave no widgetData, and prefers widgetData", () => {
    const cardOnly = model({ pipeline_tag: "translation", cardData: { widget: [{ text: "Hallo Welt" }] } });
    expect(getExampleInput(cardOnly)).toEqual({ kind: "text", text: "Hallo Welt" });
    const both = model({
      pipeline_tag: "translation",
      widgetData: [{ text: "from the API" }],
      cardData: { widget: [{ text: "from the card" }] },
    });
    expect(getExampleInput(both)).toEqual({ kind: "text", text: "from the API" });
  });

  it("maps source_sentence and sentences for sentence similarity", () => {
    const m = model({
      pipeline_tag: "sentence-similarity",
      widgetData: [{ source_sentence: "A", sentences: ["B", 'C "quoted"'] }],
    });
    expect(getExampleInput(m)).toEqual({
      kind: "sentence-similarity",
      sourceSentence: "A",
      sentences: ["B", 'C "quoted"'],
    });
  });

  it("maps text and context for question answering", () => {
    const m = model({
      pipeline_tag: "question-answering",
      widgetData: [{ text: "Who?", context: "Me.\nReally." }],
    });
    expect(getExampleInput(m)).toEqual({
      kind: "question-answering",
      question: "Who?",
      context: "Me.\nReally.",
    });
  });

  it("splits comma-separated candidate labels", () => {
    const m = model({
      pipeline_tag: "zero-shot-classification",
      widgetData: [{ text: "My phone is broken", candidate_labels: "urgent, not urgent,phone, ,tablet" }],
    });
    expect(getExampleInput(m)).toEqual({
      kind: "zero-shot-classification",
      text: "My phone is broken",
      candidateLabels: ["urgent", "not urgent", "phone", "tablet"],
    });
    const image = model({
      pipeline_tag: "zero-shot-image-classification",
      widgetData: [{ src: "https://example.com/x.jpg", candidate_labels: "bird, plane" }],
    });
    expect(getExampleInput(image)).toEqual({
      kind: "zero-shot-image-classification",
      file: SAMPLE_IMAGE_FILE,
      candidateLabels: ["bird", "plane"],
    });
  });

  it("maps a table for table question answering and tabular tasks", () => {
    const table = { Name: ["Ada", "Alan"], Born: [1815, 1912] };
    const qa = model({
      pipeline_tag: "table-question-answering",
      widgetData: [{ text: "Who is older?", table }],
    });
    expect(getExampleInput(qa)).toEqual({
      kind: "table-question-answering",
      query: "Who is older?",
      table: { Name: ["Ada", "Alan"], Born: ["1815", "1912"] },
    });
    const tabular = model({
      pipeline_tag: "tabular-classification",
      widgetData: [{ structured_data: { x: [1, 2], y: ["a", "b"] } }],
    });
    expect(getExampleInput(tabular)).toEqual({ kind: "tabular", table: { x: ["1", "2"], y: ["a", "b"] } });
  });

  it("keeps a column named __proto__ as an ordinary column", () => {
    // Called directly: the example is as JSON.parse makes it, with an own "__proto__" key.
    const example = JSON.parse('{"structured_data":{"__proto__":["1"],"b":["2"]}}');
    const table = widgetTable(example);
    expect(table && Object.keys(table)).toEqual(["__proto__", "b"]);
    expect(table && Object.getPrototypeOf(table)).toBe(Object.prototype);
  });

  it("maps messages for chat models, and text as one user message", () => {
    const messages = [
      { role: "system", content: "Be brief." },
      { role: "user", content: "Hi $(id)" },
    ];
    const chat = model({
      pipeline_tag: "text-generation",
      tags: ["conversational"],
      widgetData: [{ messages }],
    });
    expect(getExampleInput(chat)).toEqual({ kind: "chat", messages });
    const fromText = model({
      pipeline_tag: "text-generation",
      tags: ["conversational"],
      widgetData: [{ text: "Tell me a joke" }],
    });
    expect(getExampleInput(fromText)).toEqual({
      kind: "chat",
      messages: [{ role: "user", content: "Tell me a joke" }],
    });
  });

  it("pairs a multimodal chat model's widget text with its image link, or the sample image", () => {
    const withSrc = model({
      pipeline_tag: "image-text-to-text",
      tags: ["conversational"],
      widgetData: [{ text: "What is this?", src: "https://example.com/bee.png" }],
    });
    expect(getExampleInput(withSrc)).toEqual({
      kind: "chat",
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "What is this?" },
            { type: "image_url", image_url: { url: "https://example.com/bee.png" } },
          ],
        },
      ],
    });
    const badSrc = model({
      pipeline_tag: "image-text-to-text",
      tags: ["conversational"],
      widgetData: [{ text: "What is this?", src: "javascript:alert(1)" }],
    });
    expect(getExampleInput(badSrc)).toMatchObject({
      messages: [{ content: [{}, { image_url: { url: SAMPLE_IMAGE_URL } }] }],
    });
  });

  it("uses a widget prompt for image editing and a widget question for visual questions", () => {
    const edit = model({
      pipeline_tag: "image-to-image",
      widgetData: [{ src: "x.png", prompt: "Make it 'pop'" }],
    });
    expect(getExampleInput(edit)).toEqual({
      kind: "image-to-image",
      file: SAMPLE_EDIT_IMAGE_FILE,
      prompt: "Make it 'pop'",
    });
    const vqa = model({ pipeline_tag: "visual-question-answering", widgetData: [{ text: "Colour?" }] });
    expect(getExampleInput(vqa)).toEqual({
      kind: "visual-question-answering",
      file: SAMPLE_IMAGE_FILE,
      question: "Colour?",
    });
  });
});

describe("a widget example that does not fit is skipped", () => {
  it("skips to the next example that fits", () => {
    const m = model({
      pipeline_tag: "question-answering",
      widgetData: [{ text: "No context here" }, { text: "Q?", context: "C." }],
    });
    expect(getExampleInput(m)).toEqual({ kind: "question-answering", question: "Q?", context: "C." });
  });

  it("keeps a zero-shot example's text with the default labels when it names none usable", () => {
    for (const labels of [undefined, " , ,", ["a", 1], 7]) {
      const widget =
        labels === undefined
          ? { text: "My parcel never came" }
          : { text: "My parcel never came", candidate_labels: labels };
      expect(
        getExampleInput(model({ pipeline_tag: "zero-shot-classification", widgetData: [widget] })),
      ).toEqual({
        kind: "zero-shot-classification",
        text: "My parcel never came",
        candidateLabels: ["refund", "legal", "faq"],
      });
    }
  });

  it("falls back to the default when none fits", () => {
    const cases: Record<string, unknown>[] = [
      { pipeline_tag: "question-answering", widgetData: [{ text: "No context" }] },
      { pipeline_tag: "sentence-similarity", widgetData: [{ source_sentence: "A", sentences: [] }] },
      {
        pipeline_tag: "table-question-answering",
        widgetData: [{ text: "q", table: { a: ["1"], b: ["1", "2"] } }],
      },
      {
        pipeline_tag: "text-classification",
        widgetData: [{ text: "" }, { src: "https://example.com/a.jpg" }],
      },
      {
        pipeline_tag: "fill-mask",
        mask_token: "[MASK]",
        widgetData: [{ text: "Paris is the <mask> of France." }],
      },
      {
        pipeline_tag: "text-generation",
        tags: ["conversational"],
        widgetData: [{ messages: [{ role: "tool", content: "x" }] }],
      },
    ];
    for (const fields of cases) {
      const withWidget = getExampleInput(model(fields));
      const { widgetData: _ignored, ...withoutWidget } = fields;
      expect(withWidget).toEqual(getExampleInput(model(withoutWidget)));
    }
  });

  it("ignores wrong-typed widget fields (dropped by normalizeModelRecord)", () => {
    const cases: Record<string, unknown>[] = [
      { pipeline_tag: "text-classification", widgetData: [{ text: 42 }] },
      { pipeline_tag: "text-classification", widgetData: "not a list" },
      { pipeline_tag: "text-classification", widgetData: [null, ["text"], "text"] },
      { pipeline_tag: "sentence-similarity", widgetData: [{ source_sentence: "A", sentences: [1, 2] }] },
      { pipeline_tag: "sentence-similarity", widgetData: [{ source_sentence: ["A"], sentences: ["B"] }] },
      { pipeline_tag: "question-answering", widgetData: [{ text: "Q", context: { nested: true } }] },
      {
        pipeline_tag: "text-generation",
        tags: ["conversational"],
        widgetData: [{ messages: [{ role: "user", content: 7 }] }],
      },
      { pipeline_tag: "tabular-classification", widgetData: [{ structured_data: { x: [{ a: 1 }] } }] },
      { pipeline_tag: "summarization", cardData: { widget: { text: "not a list" } } },
    ];
    for (const fields of cases) {
      const { widgetData: _w, cardData: _c, ...bare } = fields;
      expect(getExampleInput(model(fields))).toEqual(getExampleInput(model(bare)));
    }
  });
});
