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
        }}
      />,
    );
    expect(container.querySelector("script, img")).toBeNull();
    expect(screen.getByText(`Input ${HOSTILE}`)).toBeTruthy();
    expect(screen.getByText(`Hi ${HOSTILE}`)).toBeTruthy();
    expect(screen.getByText("Output declared by the author")).toBeTruthy();
    expect(screen.getByText("90.0%")).toBeTruthy();
  });

  it("lets each text set its own direction, so Persian and Dhivehi examples read right to left", () => {
    render(
      <WidgetPanel
        widget={{
          source: "task",
          taskName: "Translation",
          examples: [
            {
              fields: [{ label: "Text", text: "اسم من کلارا است." }],
              messages: [{ role: "user", content: "ޔޫރަޕްގައި އެންމެ އުސް ފަރުބަދައަކީ ކޮބާ؟" }],
            },
          ],
        }}
      />,
    );
    expect(screen.getByText("اسم من کلارا است.").getAttribute("dir")).toBe("auto");
    expect(screen.getByText("ޔޫރަޕްގައި އެންމެ އުސް ފަރުބަދައަކީ ކޮބާ؟").getAttribute("dir")).toBe("auto");
  });

  it("labels the task's example input, and the task page's example as not coming from the model", () => {
    render(
      <WidgetPanel
        widget={{
          source: "task",
          taskName: "Fill-Mask",
          examples: [{ fields: [{ label: "Text", text: "Paris is the [MASK] of France." }] }],
          taskDemo: {
            inputs: [{ type: "text", label: "Input", content: "The <mask> of France is Paris." }],
            outputs: [{ type: "chart", data: [{ label: "capital", score: 0.99 }] }],
          },
        }}
      />,
    );
    expect(screen.getByText(/declares no examples; this is a typical Fill-Mask input/)).toBeTruthy();
    expect(
      screen.getByText(
        /^What a Fill-Mask model does, shown on the task page with an input of its own; not produced/,
      ),
    ).toBeTruthy();
    // The task page's output is shown beside the input it belongs to.
    expect(screen.getByText("The <mask> of France is Paris.")).toBeTruthy();
    expect(screen.getByText("capital")).toBeTruthy();
  });

  it("links an example's file when it is a web address, and nothing else", () => {
    render(
      <WidgetPanel
        widget={{
          source: "model",
          examples: [
            {
              fields: [
                { label: "File", text: "https://cdn.example.com/sample1.flac" },
                { label: "Text", text: "javascript:alert(1)" },
              ],
            },
          ],
        }}
      />,
    );
    const link = screen.getByRole("link", { name: "https://cdn.example.com/sample1.flac" });
    expect(link.getAttribute("href")).toBe("https://cdn.example.com/sample1.flac");
    expect(link.getAttribute("rel")).toContain("nofollow");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByText("javascript:alert(1)").tagName).toBe("DD");
  });

  it("shows no task page example when an example declares its own output", () => {
    render(
      <WidgetPanel
        widget={{
          source: "model",
          taskName: "Text Classification",
          examples: [{ fields: [], output: { kind: "text", text: "POSITIVE" } }],
        }}
      />,
    );
    expect(screen.queryByText("From the task page")).toBeNull();
  });
});
