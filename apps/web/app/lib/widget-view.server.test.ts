import { getTaskDetail, normalizeModelRecord } from "@modelhub/catalog";
import { describe, expect, it } from "vitest";
import { buildWidgetPanel } from "./widget-view.server";

const panelOf = (record: Record<string, unknown>) => buildWidgetPanel(normalizeModelRecord(record));

describe("buildWidgetPanel's example from the task page", () => {
  it("is the task's own example, even where the task page redirects to its canonical task's", () => {
    const panel = panelOf({ id: "acme/tower", pipeline_tag: "translation" });
    const translation = getTaskDetail("translation");
    expect(panel.taskDemo?.inputs).toEqual(translation?.demo.inputs);
    expect(panel.taskDemo?.outputs).toEqual(translation?.demo.outputs);
    expect(panel.taskDemo?.outputs).not.toEqual(getTaskDetail("text-generation")?.demo.outputs);
  });

  it("keeps the task page's input with its output, so an answer is read beside its own question", () => {
    const panel = panelOf({ id: "acme/qa", pipeline_tag: "question-answering" });
    const demo = getTaskDetail("question-answering")?.demo;
    expect(panel.source).toBe("task");
    expect(panel.taskDemo).toEqual({ inputs: demo?.inputs, outputs: demo?.outputs });
  });

  it("is left out when an example of the model's card declares its output, or the model names no task", () => {
    const declared = panelOf({
      id: "acme/sentiment",
      pipeline_tag: "text-classification",
      widgetData: [{ text: "I loved it", output: [{ label: "POSITIVE", score: 0.9 }] }],
    });
    expect(declared.taskDemo).toBeUndefined();
    expect(panelOf({ id: "acme/none" }).taskDemo).toBeUndefined();
  });
});

describe("buildWidgetPanel's examples from the card", () => {
  it("shows a card widget written as one conversation, image parts as their addresses", () => {
    const panel = panelOf({
      id: "acme/vision-chat",
      pipeline_tag: "image-text-to-text",
      cardData: {
        widget: [
          {
            role: "user",
            content: [
              { type: "text", text: "Where is this?" },
              { type: "image_url", image_url: { url: "https://example.com/wat.jpg" } },
            ],
          },
          { role: "assistant", content: "The Grand Palace, in Bangkok." },
        ],
      },
    });
    expect(panel.source).toBe("model");
    expect(panel.examples).toEqual([
      {
        fields: [],
        messages: [
          { role: "user", content: "Where is this?\n[image: https://example.com/wat.jpg]" },
          { role: "assistant", content: "The Grand Palace, in Bangkok." },
        ],
      },
    ]);
  });
});
