import { DataVersionCache } from "./data-version-cache";
import type { Database } from "./database";
import { fullTextTokens, phraseQuery } from "./full-text-query";
import { AFTER_PREFIX } from "./prefix-range";

/** Expansions kept per connection (most recent first out when full). */
const CACHED_PREFIXES = 500;
/** Prefixes with at most this many words are always expanded. */
const ALWAYS_EXPANDED = 32;
/** Prefixes with more words than this keep FTS5's own prefix query. */
const MAX_TERMS = 512;
/**
 * Between ALWAYS_EXPANDED and MAX_TERMS words, a prefix is expanded when its words' rows outnumber
 * them this many times. At a million models, FTS5's prefix query took about 0.2 µs per matching
 * row, and an OR about 6 µs per word, whatever the rows (docs/decisions/048).
 */
const ROWS_PER_EXPANDED_TERM = 30;
const WORD = /^[\p{L}\p{N}]+$/u;
/** The prefix lengths the store's full-text tables index (migrations 010 and 011): one character. */
export const INDEXED_PREFIX_LENGTHS: readonly number[] = [1];

/** How a search's last word is read from a prefix list (SearchPrefixTerms.prefixListRead). */
export type PrefixListRead = "word" | "phrase";

/** What the cache holds for a prefix with more than MAX_TERMS words. */
const MANY_WORDS = "many words";

/**
 * Rewrites a search's last word, matched as a prefix ("llama" finds llama2, llamafile...), as the
 * OR of the index's words that start with it, when there are few. FTS5 answers a prefix query by
 * merging every matching word's full list of rows before it can return one (1.8 ms for "llama"
 * at a million models). An OR of words walks their lists together and stops at the page's end
 * (0.25 ms). The words come from the index's vocabulary, and the expansion is cached until the
 * database changes: another connection's commit (data_version) or this connection's own writes
 * (total_changes). Only ASCII words are expanded. The index folds accents, so another prefix
 * might not be spelled the way the index stores it. A prefix with many words is expanded only
 * when they have many rows: an OR costs per word, the prefix query per row. A prefix of a length
 * the table indexes (its `prefix` option) keeps the prefix query: FTS5 then reads the prefix's own
 * list of rows, which is cheaper than either (docs/decisions/052).
 */
export class SearchPrefixTerms {
  readonly #cache: DataVersionCache<readonly string[] | typeof MANY_WORDS | undefined>;
  #vocabularyReady = false;

  constructor(
    private readonly db: Database,
    /** The FTS5 table, and the name of the temporary fts5vocab table to read its words from. */
    private readonly fts: string,
    private readonly vocabulary: string,
    /** The prefix lengths, in characters, that the FTS5 table indexes (its `prefix` option). */
    private readonly indexedPrefixLengths: readonly number[] = [],
  ) {
    this.#cache = new DataVersionCache(db, CACHED_PREFIXES);
  }

  /**
   * The MATCH expression for `text` over `columns` (all columns when empty), with the last word
   * expanded when that is cheaper; undefined when the text has no words.
   */
  matchFor(text: string, columns: readonly string[]): string | undefined {
    const tokens = fullTextTokens(text);
    if (!tokens) return undefined;
    const last = tokens.at(-1) ?? "";
    const lead = tokens.slice(0, -1);
    if (!this.#expandable(last)) return phraseQuery(lead, last, columns);
    const terms = this.#expansion(last);
    if (terms === MANY_WORDS || !terms?.length) return phraseQuery(lead, last, columns);
    const alternatives = terms.map((term) => `"${[...lead, term].join(" ")}"`).join(" OR ");
    return columns.length ? `{${columns.join(" ")}} : (${alternatives})` : `(${alternatives})`;
  }

  /**
   * How the search's last word is read: from one of the index's prefix lists (a one-character
   * word), as the whole search ("word") or after other words ("phrase"); undefined otherwise. Such
   * a word matches a large share of the rows, and testing one row against it is one seek in that
   * list; a prefix the index does not keep is merged from all of its words' lists at every row
   * tested (1.5 ms a row for "llama"* at a million models, docs/decisions/054).
   */
  prefixListRead(text: string): PrefixListRead | undefined {
    const tokens = fullTextTokens(text);
    const last = tokens?.at(-1);
    if (!tokens || last === undefined || !this.indexedPrefixLengths.includes(last.length)) return undefined;
    return tokens.length === 1 ? "word" : "phrase";
  }

  /**
   * Whether the search's last word is a prefix of more than MAX_TERMS words, which FTS5 merges
   * from all their lists before it returns a row: 0.2 µs a row, 180 ms for "user" at a million
   * synthetic models, whether one row is asked for or all.
   */
  mergesManyWords(text: string): boolean {
    const last = fullTextTokens(text)?.at(-1);
    return last !== undefined && this.#expandable(last) && this.#expansion(last) === MANY_WORDS;
  }

  /** Whether a last word may be expanded: ASCII letters and digits, not of an indexed prefix length. */
  #expandable(last: string): boolean {
    return /^[a-z0-9]+$/.test(last) && !this.indexedPrefixLengths.includes(last.length);
  }

  /** The cached expansion of a last word (see #termsStartingWith). */
  #expansion(last: string): readonly string[] | typeof MANY_WORDS | undefined {
    return this.#cache.get(last, () => this.#termsStartingWith(last));
  }

  /**
   * The index's words starting with `prefix`, MANY_WORDS when there are more than MAX_TERMS, or
   * undefined when FTS5's prefix query is the cheaper way to find their rows (see
   * ROWS_PER_EXPANDED_TERM).
   */
  #termsStartingWith(prefix: string): readonly string[] | typeof MANY_WORDS | undefined {
    if (!this.#vocabularyReady) {
      this.db.exec(
        `CREATE VIRTUAL TABLE IF NOT EXISTS temp.${this.vocabulary} USING fts5vocab('main', '${this.fts}', 'row')`,
      );
      this.#vocabularyReady = true;
    }
    // fts5vocab counts each word's rows (`doc`) as it lists the word, asked for or not.
    const rows = this.db.all<{ term: string; doc: number }>(
      `SELECT term, doc FROM temp.${this.vocabulary} WHERE term >= ? AND term < ? ORDER BY term LIMIT ${MAX_TERMS + 1}`,
      [prefix, `${prefix}${AFTER_PREFIX}`],
    );
    if (rows.length > MAX_TERMS) return MANY_WORDS;
    if (rows.length > ALWAYS_EXPANDED) {
      const matches = rows.reduce((sum, row) => sum + row.doc, 0);
      if (matches < ROWS_PER_EXPANDED_TERM * rows.length) return undefined;
    }
    const terms = rows.map((row) => row.term);
    // Words are letters and digits; anything else would need quoting: keep the prefix query.
    return terms.every((term) => WORD.test(term)) ? terms : undefined;
  }
}
