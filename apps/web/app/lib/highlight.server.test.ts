import { describe, expect, it } from "vitest";
import { highlightCode } from "./highlight.server";

describe("highlightCode", () => {
  it("escapes markup in the code and keeps its text", async () => {
    const code = 'print("</pre><script>alert(1)</script><img src=x onerror=alert(2)>")';
    const html = await highlightCode(code, "python");
    expect(html).toMatch(/^<pre class="shiki/);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    const text = new DOMParser().parseFromString(html, "text/html").body.textContent;
    expect(text).toBe(code);
  });

  it("falls back to plain text for an unknown language", async () => {
    const html = await highlightCode("a <b> c", "cobol");
    expect(html).toContain("a &#x3C;b> c");
  });
});
