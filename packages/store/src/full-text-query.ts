/** The words of what a visitor typed, lower-cased: runs of letters and digits (undefined: none). */
export function fullTextTokens(text: string): string[] | undefined {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? undefined;
}

/**
 * Turns what a visitor typed into an FTS5 query that cannot be a syntax error: every word must
 * start a word of the indexed text, in any order ("qwen instruct" finds Qwen2.5-7B-Instruct),
 * restricted to the given columns (all when empty). Returns undefined when the text has no
 * letters or digits.
 */
export function toFullTextQuery(text: string, columns: readonly string[]): string | undefined {
  const tokens = fullTextTokens(text);
  if (!tokens) return undefined;
  // Each token is letters and digits only, so quoting it is enough to make it a literal.
  const words = [...new Set(tokens)].map((token) => `"${token}"*`).join(" AND ");
  return columns.length ? `{${columns.join(" ")}} : (${words})` : words;
}

/** The card text worth indexing: the readme without its front matter, capped in length. */
export function cardSearchText(readme: string | undefined, maxChars = 20_000): string {
  if (!readme) return "";
  const body = readme.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/u, "");
  return body.length > maxChars ? body.slice(0, maxChars) : body;
}
