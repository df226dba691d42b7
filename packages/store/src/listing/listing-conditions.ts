import { searchTerms } from "../full-text-query";

/** What a listing asks for, already validated. Every condition given must hold. */
export interface ListingConditions {
  /** Column equalities, e.g. ["pipeline_tag", "text-generation"]. */
  equals: [column: string, value: string][];
  /** Tags every row carries. */
  tags: string[];
  /** Groups of tags: a row carries at least one tag of each group. */
  anyTags: string[][];
  /**
   * Groups of alternatives: a row meets at least one alternative of each group, an alternative
   * being tags it carries and column equalities, all of them (e.g. "tagged mlx, or a diffusers
   * text-to-image model").
   */
  anyOf?: RowConditions[][];
  /** True when nothing can match (an app no rule knows). */
  empty: boolean;
}

/** Tags a row carries and column equalities it meets, all of them. */
export interface RowConditions {
  tags: string[];
  equals: [column: string, value: string][];
}

/**
 * What a listing asks for: the conditions, and the terms of its search (decision 083), each of
 * which must be part of the id or the author, or with `fullText` start a run of the card's words.
 */
export interface ListingRequest {
  conditions: ListingConditions;
  words: string[];
  fullText?: boolean;
}

/** The terms a visitor typed: its runs of non-space characters, each once. */
export function searchWords(search: string | undefined): string[] {
  return search === undefined ? [] : (searchTerms(search) ?? []);
}

/** Whether a request asks for nothing: every row matches. */
export function isUnconditional({ conditions, words }: ListingRequest): boolean {
  return (
    !conditions.equals.length &&
    !conditions.tags.length &&
    !conditions.anyTags.length &&
    !conditions.anyOf?.length &&
    !words.length
  );
}
