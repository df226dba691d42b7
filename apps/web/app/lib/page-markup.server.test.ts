import { describe, expect, it } from "vitest";
import { currentPageMarkup, markupOnly, withPageMarkup } from "./page-markup.server";

const HTML = '<pre class="shiki"><code>print("hi")</code></pre>';

describe("markupOnly", () => {
  it("keeps a document's HTML for its markup and leaves a data request's as it is", async () => {
    expect(markupOnly(HTML)).toBe(HTML);
    const { refs, kept } = await withPageMarkup(async () => {
      const refs = [markupOnly(HTML), markupOnly("<pre>two</pre>")];
      await new Promise((resolve) => setTimeout(resolve, 1));
      return { refs, kept: currentPageMarkup() };
    });
    expect(refs).toEqual(["page-markup:0", "page-markup:1"]);
    expect(kept?.get(0)).toBe(HTML);
    expect(kept?.get(1)).toBe("<pre>two</pre>");
    expect(currentPageMarkup()).toBeUndefined();
  });
});
