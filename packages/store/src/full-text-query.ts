/**
 * The shortest term the names' trigram index can find: FTS5's `trigram` tokenizer indexes every
 * three characters, and a shorter term matches nothing through it.
 */
export const TRIGRAM_LENGTH = 3;

/** What a visitor typed, split into terms: its runs of non-space characters, each once (undefined: none). */
export function searchTerms(text: string): string[] | undefined {
  const terms = text.match(/\S+/gu);
  return terms ? [...new Set(terms)] : undefined;
}

/** Whether the trigram index can find `term` (it has at least three characters). */
export function isTrigramTerm(term: string): boolean {
  return [...term].length >= TRIGRAM_LENGTH;
}

/** A term as an FTS5 string: quoted, its quotes doubled, so any text is a literal. */
function quoted(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

/**
 * The FTS5 query over the trigram-indexed names that finds the rows whose id or author contains
 * every one of `terms`, in any order ("qwen instruct" finds Qwen/Qwen2.5-7B-Instruct).
 */
export function namesQuery(terms: readonly string[]): string {
  return terms.map(quoted).join(" AND ");
}

/** The FTS5 query over card text that finds a word starting with `term`'s first word. */
export function cardQuery(term: string): string {
  return `${quoted(term)}*`;
}

/** A LIKE pattern (escaped with `\`) that finds `term` anywhere in a value. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/gu, (character) => `\\${character}`)}%`;
}

/** The card text worth indexing: the readme without its front matter, capped in length. */
export function cardSearchText(readme: string | undefined, maxChars = 20_000): string {
  if (!readme) return "";
  const body = readme.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/u, "");
  return body.length > maxChars ? body.slice(0, maxChars) : body;
}
