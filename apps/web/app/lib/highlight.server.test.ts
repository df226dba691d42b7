import { describe, expect, it } from "vitest";
import { highlightCode, highlightTokens } from "./highlight.server";
import { ServerTiming, withServerTiming } from "./server-timing.server";

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

describe("highlightTokens", () => {
  it("gives back the code's text in coloured runs, each colour pair once", async () => {
    const code = "{% for m in messages %}{{ m.content }}</pre><script>{% endfor %}\n{{ eos_token }}";
    const tokens = await highlightTokens(code, "jinja", 100);
    expect(tokens?.lines.map((line) => line.map(([text]) => text).join("")).join("\n")).toBe(code);
    const pairs = tokens?.palette.map((pair) => pair.join(" ")) ?? [];
    expect(pairs.length).toBeGreaterThan(1);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const [light, dark] of tokens?.palette ?? []) {
      expect(light).toMatch(/^#[0-9a-f]+$/i);
      expect(dark).toMatch(/^#[0-9a-f]+$/i);
    }
  });

  it("gives nothing past the number of runs asked for", async () => {
    expect(await highlightTokens("{{ a }}".repeat(100), "jinja", 50)).toBeUndefined();
  });
});

describe("highlightCode for pages rendered at once", () => {
  it("highlights a snippet once for all of them, and each gets the same HTML", async () => {
    const code = `import torch\nprint(torch.__version__, ${Date.now()})`;
    const timings = Array.from({ length: 5 }, () => new ServerTiming());
    const pages = await Promise.all(
      timings.map((timing) => withServerTiming(timing, () => highlightCode(code, "python"))),
    );
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toMatch(/^<pre class="shiki/);
    const highlighted = timings.filter((timing) => timing.header().includes("highlight;"));
    expect(highlighted).toHaveLength(1);
  });
});
