/**
 * Turns what a visitor typed into an FTS5 query that cannot be a syntax error: the words become
 * one phrase (adjacent tokens, as in "llama 2") whose last token matches as a prefix, restricted to
 * the given columns. Returns undefined when the text has no letters or digits.
 */
export function toFullTextQuery(text: string, columns: readonly string[]): string | undefined {
  const tokens = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!tokens) return undefined;
  const phrase = `"${tokens.join(" ")}"*`;
  return columns.length ? `{${columns.join(" ")}} : ${phrase}` : phrase;
}

/** The card text worth indexing: the readme without its front matter, capped in length. */
export function cardSearchText(readme: string | undefined, maxChars = 20_000): string {
  if (!readme) return "";
  const body = readme.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/u, "");
  return body.length > maxChars ? body.slice(0, maxChars) : body;
}
