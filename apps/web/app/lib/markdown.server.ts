import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { canHighlight, highlightCode } from "./highlight.server";
import { markdownNestingDepth } from "./markdown-nesting";
import { timed } from "./server-timing.server";

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Tags a rendered card may keep; everything else (script, style, iframe, forms, ...) is dropped. */
const ALLOWED_TAGS = [
  ...sanitizeHtml.defaults.allowedTags,
  "img",
  "details",
  "summary",
  "del",
  "ins",
  "sup",
  "sub",
  "input",
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    code: ["class"],
    th: ["align"],
    td: ["align"],
    input: ["type", "checked", "disabled"],
    ol: ["start"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Only task-list checkboxes survive (inert), and only images with an absolute http(s) address:
  // a relative one would point into this site, not at the author's repository.
  exclusiveFilter: (frame) =>
    (frame.tag === "input" && frame.attribs.type !== "checkbox") ||
    (frame.tag === "img" && !/^https?:\/\//i.test(frame.attribs.src ?? "")),
  transformTags: {
    // The page's own title is the h1; card headings move one level down to keep the outline sound.
    h1: "h2",
    h2: "h3",
    h3: "h4",
    h4: "h5",
    h5: "h6",
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, rel: "nofollow noopener noreferrer ugc" }
        : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: "" } }),
  },
};

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/** The markdown without its YAML front matter block (the `---` fenced header of a model card). */
export function stripFrontMatter(markdown: string): string {
  return markdown.replace(FRONT_MATTER, "");
}

/**
 * The longest card a page renders, in characters; a longer one is cut at the line break before.
 * marked overflows the stack on a 10-million-character paragraph, and a page that size is no use.
 */
const MAX_CARD_LENGTH = 1_000_000;

/** The deepest nesting of quotes and lists rendered as markdown (see markdownNestingDepth). */
const MAX_NESTING_DEPTH = 32;

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** The card as preformatted text, after a note saying why. */
function plainTextCard(markdown: string, why: string): string {
  return `<p><em>This card is shown as plain text: ${why}.</em></p>\n<pre>${escapeHtml(markdown)}</pre>`;
}

/** The markdown as HTML, or as plain text when it nests too deeply or the renderer fails on it. */
function markdownHtml(markdown: string): string {
  if (markdownNestingDepth(markdown) > MAX_NESTING_DEPTH) {
    return plainTextCard(markdown, `its quotes or lists nest more than ${MAX_NESTING_DEPTH} levels deep`);
  }
  try {
    return marked.parse(markdown) as string;
  } catch {
    // The text is the author's: whatever marked cannot take (a stack overflow on thousands of
    // nested emphasis markers) is shown as written, not as a failed page.
    return plainTextCard(markdown, "its markdown could not be rendered");
  }
}

/**
 * Author markdown as HTML that is safe to insert into the page: rendered with marked, then passed
 * through sanitize-html so no script, event handler, style or javascript: URL survives. A card
 * longer than MAX_CARD_LENGTH is cut, with a note saying so.
 */
export function renderMarkdown(markdown: string): string {
  let text = stripFrontMatter(markdown);
  let cutNote = "";
  if (text.length > MAX_CARD_LENGTH) {
    const lineEnd = text.lastIndexOf("\n", MAX_CARD_LENGTH);
    cutNote = `\n<p><em>The card is cut here: it is ${text.length.toLocaleString("en-US")} characters long, and pages show the first ${MAX_CARD_LENGTH.toLocaleString("en-US")}.</em></p>`;
    text = text.slice(0, lineEnd > 0 ? lineEnd : MAX_CARD_LENGTH);
  }
  return timed("markdown", () => sanitizeHtml(markdownHtml(text) + cutNote, SANITIZE));
}

const CODE_BLOCK = /<pre><code class="language-([\w-]+)">([\s\S]*?)<\/code><\/pre>/g;

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The text of escaped HTML content (the entities sanitize-html and marked write). */
function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * renderMarkdown, then fenced code blocks in a language shiki knows are highlighted. The code is
 * taken from the already sanitised HTML as text and re-escaped by shiki, so nothing new can slip in.
 */
export async function renderMarkdownHighlighted(markdown: string): Promise<string> {
  const html = renderMarkdown(markdown);
  const blocks = [...html.matchAll(CODE_BLOCK)].filter((match) => canHighlight(match[1] ?? ""));
  if (!blocks.length) return html;
  const highlighted = await Promise.all(
    blocks.map((match) => highlightCode(decodeEntities(match[2] ?? "").replace(/\n$/, ""), match[1] ?? "")),
  );
  let index = 0;
  return html.replace(CODE_BLOCK, (block, language: string) =>
    canHighlight(language) ? `<div class="code-block__code">${highlighted[index++]}</div>` : block,
  );
}
