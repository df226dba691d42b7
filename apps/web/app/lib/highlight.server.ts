import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import { timed } from "./server-timing.server";

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
export function highlightCode(code: string, language: string): Promise<string> {
  const key = `${language}\u0000${code}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  // Kept while still running: pages rendered at once (the first visitors after a start) share
  // one highlighting of each snippet instead of each doing it again.
  const html = getHighlighter().then((shiki) =>
    timed("highlight", () =>
      shiki.codeToHtml(code, {
        lang: GRAMMARS[language.toLowerCase()] ?? "text",
        themes: { light: "github-light-high-contrast", dark: "github-dark-high-contrast" },
        defaultColor: false,
      }),
    ),
  );
  // Popular pages ask for the same snippets again and again; keep the most recent few hundred.
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? "");
  cache.set(key, html);
  html.catch(() => {
    if (cache.get(key) === html) cache.delete(key);
  });
  return html;
}

/**
 * Code as coloured tokens, for long code shown once: each distinct colour pair once in a palette,
 * and the lines as [text, palette index] pairs (-1: the default colour). Its page data is about
 * the size of the code, where codeToHtml's inline styles make it ten times that, and the page
 * carries its data twice (as HTML, and for hydration).
 */
export interface CodeTokens {
  /** Colours as [light theme, dark theme], e.g. ["#032F62", "#ADDCFF"]. */
  palette: [string, string][];
  lines: [string, number][][];
}

/** `code` as CodeTokens; undefined past `maxTokens` coloured runs (a page shows it as plain text). */
export async function highlightTokens(
  code: string,
  language: string,
  maxTokens: number,
): Promise<CodeTokens | undefined> {
  const shiki = await getHighlighter();
  const tokens = shiki.codeToTokensWithThemes(code, {
    lang: GRAMMARS[language.toLowerCase()] ?? "text",
    themes: { light: "github-light-high-contrast", dark: "github-dark-high-contrast" },
  });
  const palette: [string, string][] = [];
  const indexes = new Map<string, number>();
  let runs = 0;
  const lines = tokens.map((line) => {
    const out: [string, number][] = [];
    for (const token of line) {
      const light = token.variants.light?.color;
      const dark = token.variants.dark?.color;
      let index = -1;
      if (light && dark && HEX_COLOUR.test(light) && HEX_COLOUR.test(dark)) {
        const key = `${light} ${dark}`;
        index = indexes.get(key) ?? palette.push([light, dark]) - 1;
        indexes.set(key, index);
      }
      const last = out.at(-1);
      if (last && last[1] === index) last[0] += token.content;
      else {
        out.push([token.content, index]);
        runs++;
      }
    }
    return out;
  });
  return runs > maxTokens ? undefined : { palette, lines };
}

/** The themes' colours are hex; anything else would not be a colour to put in a style sheet. */
const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

const CACHE_SIZE = 500;
const cache = new Map<string, Promise<string>>();
