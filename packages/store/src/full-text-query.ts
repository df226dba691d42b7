/** The words of what a visitor typed, lower-cased: runs of letters and digits (undefined: none). */
export function fullTextTokens(text: string): string[] | undefined {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? undefined;
}

/**
 * The FTS5 query of a phrase whose last word matches as a prefix (`lead` then `last`, adjacent,
 * as in "llama 2"), restricted to the given columns (all when empty).
 */
export function phraseQuery(lead: readonly string[], last: string, columns: readonly string[]): string {
  const phrase = `"${[...lead, last].join(" ")}"*`;
  return columns.length ? `{${columns.join(" ")}} : ${phrase}` : phrase;
}

/**
 * Turns what a visitor typed into an FTS5 query that cannot be a syntax error: the words become
 * one phrase (adjacent tokens, as in "llama 2") whose last token matches as a prefix, restricted to
 * the given columns. Returns undefined when the text has no letters or digits.
 */
export function toFullTextQuery(text: string, columns: readonly string[]): string | undefined {
  const tokens = fullTextTokens(text);
  if (!tokens) return undefined;
  return phraseQuery(tokens.slice(0, -1), tokens.at(-1) ?? "", columns);
}

/** The card text worth indexing: the readme without its front matter, capped in length. */
export function cardSearchText(readme: string | undefined, maxChars = 20_000): string {
  if (!readme) return "";
  const body = readme.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/u, "");
  return body.length > maxChars ? body.slice(0, maxChars) : body;
}
