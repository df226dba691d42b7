/**
 * A POSIX shell word that expands to exactly `text`: single quotes, with each embedded quote
 * written as '\'' (close, escaped quote, reopen). Nothing inside single quotes is expanded, so
 * `$(...)`, backticks and `${...}` stay literal.
 */
export function shellQuote(text: string): string {
  if (text.includes("\0")) throw new RangeError("a shell argument cannot contain a NUL byte");
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

const SAFE_WORD = /^[\w@%+=:,./-]+$/u;

/** Like shellQuote, but leaves words made only of safe characters bare (for readable commands). */
export function shellWord(text: string): string {
  return SAFE_WORD.test(text) ? text : shellQuote(text);
}
