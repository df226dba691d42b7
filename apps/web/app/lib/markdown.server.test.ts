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

  it("shows a card whose quotes nest thousands deep as plain text, escaped, not as a failed page", () => {
    const html = renderMarkdown(`${">".repeat(2000)} <b>deep</b>`);
    expect(html).toContain("shown as plain text: its quotes or lists nest more than 32 levels deep");
    expect(html).toContain(`<pre>${"&gt;".repeat(2000)} &lt;b&gt;deep&lt;/b&gt;</pre>`);
  });

  it("shows a card as plain text when marked fails on it (thousands of emphasis markers)", () => {
    const html = renderMarkdown(`intro\n\n${"*".repeat(5000)}a${"*".repeat(5000)}`);
    expect(html).toContain("shown as plain text: its markdown could not be rendered");
    expect(html).toContain("<pre>intro\n\n***");
  });

  it("shows 800 nested list items as plain text (marked takes seconds on them)", () => {
    const list = Array.from({ length: 800 }, (_, level) => `${"  ".repeat(level)}- item ${level}`).join("\n");
    expect(renderMarkdown(list)).toContain("<pre>- item 0\n  - item 1");
  });

  it("still renders nested lists, quotes and deeply indented code as markdown", () => {
    const list = Array.from({ length: 8 }, (_, level) => `${"  ".repeat(level)}- item ${level}`).join("\n");
    const code = `\`\`\`\n${" ".repeat(200)}indented far\n\`\`\``;
    const html = renderMarkdown(`${list}\n\n> > quoted\n\n${code}`);
    expect(html).not.toContain("plain text");
    expect(html.match(/<ul>/g)).toHaveLength(8);
    expect(html).toContain("<blockquote>\n<blockquote>");
  });

  it("cuts a card longer than a million characters at a line break, saying so", () => {
    const line = `${"word ".repeat(19)}word\n`;
    const html = renderMarkdown(`# Long\n\n${line.repeat(12_000)}`);
    expect(html).toContain(
      "The card is cut here: it is 1,200,008 characters long, and pages show the first 1,000,000.",
    );
    expect(html.length).toBeLessThan(1_100_000);
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
