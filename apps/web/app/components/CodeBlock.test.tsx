import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageMarkupContext } from "../lib/page-markup";
import { PageMarkup } from "../lib/page-markup.server";
import { CodeBlock } from "./CodeBlock";

const HTML = '<pre class="shiki"><code><span class="line">print("hi")</span></code></pre>';

describe("CodeBlock", () => {
  it("shows code its page data only refers to: the server writes it, the browser's first render reads it back", async () => {
    const markup = new PageMarkup();
    const ref = markup.keep(HTML);
    expect(ref).not.toContain("<");
    const server = renderToString(
      <PageMarkupContext.Provider value={(index) => markup.get(index)}>
        <CodeBlock html={ref} title="Python" />
      </PageMarkupContext.Provider>,
    );
    expect(server).toContain(HTML);

    const container = document.createElement("div");
    container.innerHTML = server;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <CodeBlock html={ref} title="Python" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector("pre")?.textContent).toBe('print("hi")');
    container.remove();
    // A block mounted later (a panel shown again) finds the HTML read at the first render.
    const later = document.createElement("div");
    await act(async () => createRoot(later).render(<CodeBlock html={ref} title="Python" />));
    expect(later.querySelector(".code-block__code")?.innerHTML).toBe(HTML);
  });

  it("shows HTML given as itself, as a navigation's page data carries it", () => {
    const html = renderToString(<CodeBlock html={HTML} />);
    expect(html).toContain(HTML);
    expect(html).not.toContain("data-page-markup");
  });
});
