import { describe, expect, it } from "vitest";
import { renderMarkdown, renderMarkdownHighlighted, stripFrontMatter } from "./markdown.server";

describe("renderMarkdown", () => {
  it("drops the YAML front matter and renders the rest", () => {
    const html = renderMarkdown("---\nlicense: mit\ntags:\n- a\n---\n# Title\n\nSome *text*.");
    expect(html).not.toContain("license");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<em>text</em>");
  });

  it("removes scripts, event handlers, javascript: links, styles and iframes", () => {
    const html = renderMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src="https://x.test/a.png" onerror="alert(2)">',
        "[link](javascript:alert(3))",
        '<a href="https://ok.test" onclick="alert(4)">ok</a>',
        '<iframe src="https://evil.test"></iframe>',
        '<p style="position:fixed">styled</p>',
        "<svg><script>alert(5)</script></svg>",
        '<img src="data:image/svg+xml,<svg onload=alert(6)>">',
        '<img src=x onerror="alert(7)">',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=|<svg|data:|src="x"/i);
    expect(html).toContain('<a href="https://ok.test" rel="nofollow noopener noreferrer ugc">ok</a>');
    expect(html).toContain('src="https://x.test/a.png"');
  });

  it("keeps code blocks as escaped text", () => {
    const html = renderMarkdown("```python\nprint('<b>')\n```");
    expect(html).toContain("<code class=\"language-python\">print('&lt;b&gt;')");
  });

  it("leaves markdown without front matter alone", () => {
    expect(stripFrontMatter("# A\n---\nb")).toBe("# A\n---\nb");
  });

  it("highlights fenced code in known languages, keeping its text and escaping it again", async () => {
    const html = await renderMarkdownHighlighted(
      "```py\nx = '</code></pre><script>alert(1)</script>'\n```\n\n```cobol\nMOVE A\n```",
    );
    expect(html).toContain('<pre class="shiki');
    expect(html).not.toContain("<script>");
    expect(html).toContain('<code class="language-cobol">MOVE A');
    const text = new DOMParser().parseFromString(html, "text/html").querySelector(".shiki")?.textContent;
    expect(text).toBe("x = '</code></pre><script>alert(1)</script>'");
  });
});
