import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";

/** Languages snippets come in, mapped to shiki's grammar names. */
const GRAMMARS: Readonly<Record<string, string>> = {
  python: "python",
  py: "python",
  js: "javascript",
  javascript: "javascript",
  ts: "typescript",
  typescript: "typescript",
  sh: "shellscript",
  bash: "shellscript",
  shell: "shellscript",
  json: "json",
  markdown: "markdown",
  md: "markdown",
  jinja: "jinja",
};

/** Whether code in this language (a snippet language or a markdown fence tag) gets colours. */
export function canHighlight(language: string): boolean {
  return Object.hasOwn(GRAMMARS, language.toLowerCase());
}

let highlighter: Promise<HighlighterCore> | undefined;

function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [
      import("shiki/themes/github-light-high-contrast.mjs"),
      import("shiki/themes/github-dark-high-contrast.mjs"),
    ],
    langs: [
      import("shiki/langs/python.mjs"),
      import("shiki/langs/javascript.mjs"),
      import("shiki/langs/typescript.mjs"),
      import("shiki/langs/shellscript.mjs"),
      import("shiki/langs/json.mjs"),
      import("shiki/langs/markdown.mjs"),
      import("shiki/langs/jinja.mjs"),
    ],
    // The JavaScript regex engine needs no WebAssembly, so the server bundle stays plain JS.
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/**
 * Code as highlighted HTML (a `<pre class="shiki">`), on the server. Colours for both themes are
 * CSS variables the stylesheet picks from; every character of the code is HTML-escaped by shiki.
 */
export async function highlightCode(code: string, language: string): Promise<string> {
  const key = `${language}\u0000${code}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const shiki = await getHighlighter();
  const html = shiki.codeToHtml(code, {
    lang: GRAMMARS[language.toLowerCase()] ?? "text",
    themes: { light: "github-light-high-contrast", dark: "github-dark-high-contrast" },
    defaultColor: false,
  });
  // Popular pages ask for the same snippets again and again; keep the most recent few hundred.
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? "");
  cache.set(key, html);
  return html;
}

const CACHE_SIZE = 500;
const cache = new Map<string, string>();
