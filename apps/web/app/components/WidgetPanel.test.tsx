import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HOSTILE } from "../../test/fixture-store";
import { WidgetPanel } from "./WidgetPanel";

describe("WidgetPanel", () => {
  it("shows author examples and declared output as text, never as markup", () => {
    const { container } = render(
      <WidgetPanel
        widget={{
          source: "model",
          taskName: "Text Classification",
          examples: [
            {
              title: `Title ${HOSTILE}`,
              fields: [{ label: "Text", text: `Input ${HOSTILE}` }],
              messages: [{ role: "user", content: `Hi ${HOSTILE}` }],
              output: { kind: "labels", data: [{ label: `L ${HOSTILE}`, score: 0.9 }] },
            },
          ],
          taskOutputs: [],
        }}
      />,
    );
    expect(container.querySelector("script, img")).toBeNull();
    expect(screen.getByText(`Input ${HOSTILE}`)).toBeTruthy();
    expect(screen.getByText(`Hi ${HOSTILE}`)).toBeTruthy();
    expect(screen.getByText("Output declared by the author")).toBeTruthy();
    expect(screen.getByText("90.0%")).toBeTruthy();
  });

  it("labels the task's example input and output as not coming from the model", () => {
    render(
      <WidgetPanel
        widget={{
          source: "task",
          taskName: "Fill-Mask",
          examples: [{ fields: [{ label: "Text", text: "Paris is the [MASK] of France." }] }],
          taskOutputs: [{ type: "chart", data: [{ label: "capital", score: 0.99 }] }],
        }}
      />,
    );
    expect(screen.getByText(/declares no examples; this is a typical Fill-Mask input/)).toBeTruthy();
    expect(screen.getByText(/not produced by this model/)).toBeTruthy();
    expect(screen.getByText("capital")).toBeTruthy();
  });

  it("says the task's output belongs to a different input when the model has its own examples", () => {
    render(
      <WidgetPanel
        widget={{
          source: "model",
          taskName: "Zero-Shot Image Classification",
          examples: [{ fields: [{ label: "Candidate labels", text: "playing music, playing sports" }] }],
          taskOutputs: [{ type: "chart", data: [{ label: "llama", score: 0.95 }] }],
        }}
      />,
    );
    expect(screen.getByText("Examples from the model card.")).toBeTruthy();
    expect(
      screen.getByText(/task page's own example \(a different input\); not produced by this model/),
    ).toBeTruthy();
  });
});
