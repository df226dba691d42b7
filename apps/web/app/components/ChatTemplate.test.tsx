import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HOSTILE } from "../../test/fixture-store";
import { ChatTemplate } from "./ChatTemplate";

const conversation = [{ role: "user", content: "Hi" }];

describe("ChatTemplate", () => {
  it("shows the prompt the template made as text, markup and all", () => {
    const { container } = render(
      <ChatTemplate
        view={{
          template: { text: HOSTILE, length: 40_000 },
          conversation,
          rendering: { ok: true, text: `<s>${HOSTILE}` },
        }}
      />,
    );
    expect(container.querySelector("script, img")).toBeNull();
    expect(container.querySelector("pre code")?.textContent).toBe(`<s>${HOSTILE}`);
    expect(container.textContent).toContain(
      `The first ${HOSTILE.length} of 40,000 characters, without colours.`,
    );
  });

  it("says why the template made no prompt, and colours the template", () => {
    const { container } = render(
      <ChatTemplate
        view={{
          template: {
            tokens: {
              palette: [["#111111", "#eeeeee"]],
              lines: [
                [
                  ["{{ ", 0],
                  [HOSTILE, -1],
                ],
                [[" }}", 0]],
              ],
            },
          },
          conversation,
          rendering: { ok: false, reason: "It took longer than 1 s to render." },
        }}
      />,
    );
    // The coloured template: its text as written, each colour a class of the page's small style sheet.
    expect(container.querySelector(".chat-template__source pre")?.textContent).toBe(`{{ ${HOSTILE}\n }}`);
    expect(container.querySelector("style")?.textContent).toBe(
      ".chat-template-colour-0{--shiki-light:#111111;--shiki-dark:#eeeeee}",
    );
    expect(container.querySelectorAll(".chat-template-colour-0")).toHaveLength(2);
    expect(container.querySelector("script, img")).toBeNull();
    expect(screen.getByRole("note").textContent).toBe(
      "The template makes no prompt of this conversation. It took longer than 1 s to render.",
    );
  });
});
