import type { Database } from "./database";

/** Which table group a facet count is about. */
export type FacetSubject = "model" | "dataset";

/**
 * The value under which a pair facet counts rows carrying both `first` and `second` (e.g. a
 * model's task and library): a JSON pair, so any text in either part stays unambiguous. None when
 * either is missing: such a row is in neither value's counts within the other.
 */
export function pairValue(
  first: string | null | undefined,
  second: string | null | undefined,
): string | undefined {
  return first && second ? JSON.stringify([first, second]) : undefined;
}

/** One value pair of a pair facet and how many rows carry both. */
export interface PairCount {
  first: string;
  second: string;
  count: number;
}

/**
 * Counts changes to facet values during a write and applies them to `facet_counts` in one pass,
 * so a million-row import does a few thousand count updates instead of millions.
 */
export class FacetTally {
  /** Changes by facet, then value (nested maps: no key string built per tag). */
  readonly #deltas = new Map<string, Map<string, number>>();
  /** Changes to pair facets by facet, first part, then second; their values are built at flush. */
  readonly #pairDeltas = new Map<string, Map<string, Map<string, number>>>();

  constructor(readonly subject: FacetSubject) {}

  /** Records that one row gained (+1) or lost (-1) the value of a facet. */
  add(facet: string, value: string | null | undefined, delta: number): void {
    if (value === null || value === undefined || value === "") return;
    let values = this.#deltas.get(facet);
    if (!values) {
      values = new Map();
      this.#deltas.set(facet, values);
    }
    values.set(value, (values.get(value) ?? 0) + delta);
  }

  /**
   * Records that one row gained (+1) or lost (-1) the pair (`first`, `second`) of a pair facet
   * (see pairValue; nothing when either part is missing). Like `add(facet, pairValue(...))`,
   * without building the pair's JSON text for every row of a million-row import.
   */
  addPair(
    facet: string,
    first: string | null | undefined,
    second: string | null | undefined,
    delta: number,
  ): void {
    if (!first || !second) return;
    let firsts = this.#pairDeltas.get(facet);
    if (!firsts) {
      firsts = new Map();
      this.#pairDeltas.set(facet, firsts);
    }
    let seconds = firsts.get(first);
    if (!seconds) {
      seconds = new Map();
      firsts.set(first, seconds);
    }
    seconds.set(second, (seconds.get(second) ?? 0) + delta);
  }

  /** The accumulated changes that are not zero, pairs as their values; forgets them. */
  drain(): FacetChange[] {
    for (const [facet, firsts] of this.#pairDeltas) {
      for (const [first, seconds] of firsts) {
        for (const [second, delta] of seconds) this.add(facet, pairValue(first, second), delta);
      }
    }
    this.#pairDeltas.clear();
    const changes: FacetChange[] = [];
    for (const [facet, values] of this.#deltas) {
      for (const [value, delta] of values) if (delta !== 0) changes.push({ facet, value, delta });
    }
    this.#deltas.clear();
    return changes;
  }

  /** Writes the accumulated changes and forgets them. Call inside the write's transaction. */
  flush(db: Database): void {
    for (const { facet, value, delta } of this.drain()) {
      db.run(
        `INSERT INTO facet_counts (subject, facet, value, count) VALUES (?, ?, ?, ?)
         ON CONFLICT (subject, facet, value) DO UPDATE SET count = count + excluded.count`,
        [this.subject, facet, value, delta],
      );
    }
    db.run("DELETE FROM facet_counts WHERE subject = ? AND count <= 0", [this.subject]);
  }
}

/** A change to how many rows carry one value of a facet. */
export interface FacetChange {
  facet: string;
  value: string;
  delta: number;
}

/** One value of a facet and how many rows carry it. */
export interface FacetCount {
  /** The facet value: a task id, a library id or a tag. */
  value: string;
  /** How many rows carry it. */
  count: number;
}

/** Facet counts as a map from value to count, for looking counts up by id. */
export function facetCountMap(facets: readonly FacetCount[]): Map<string, number> {
  return new Map(facets.map((facet) => [facet.value, facet.count]));
}

/** How many rows carry one facet value, as facet_counts keeps it (0 when none does). */
export function readFacetCount(db: Database, subject: FacetSubject, facet: string, value: string): number {
  return (
    db.get<{ count: number }>(
      "SELECT count FROM facet_counts WHERE subject = ? AND facet = ? AND value = ?",
      [subject, facet, value],
    )?.count ?? 0
  );
}

/** Sorts counts most first, ties by value in code-point order (as SQLite sorts them); in place. */
export function sortFacetCounts(counts: FacetCount[]): FacetCount[] {
  return counts.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** The stored counts of one facet, most common first (ties by value). */
export function readFacetCounts(
  db: Database,
  subject: FacetSubject,
  facet: string,
  options: { limit?: number; prefix?: string } = {},
): FacetCount[] {
  const limit = options.limit ?? -1;
  if (options.prefix !== undefined) {
    return db.all<FacetCount>(
      `SELECT value, count FROM facet_counts WHERE subject = ? AND facet = ? AND value >= ? AND value < ?
       ORDER BY count DESC, value LIMIT ?`,
      [subject, facet, options.prefix, `${options.prefix}\uffff`, limit],
    );
  }
  return db.all<FacetCount>(
    "SELECT value, count FROM facet_counts WHERE subject = ? AND facet = ? ORDER BY count DESC, value LIMIT ?",
    [subject, facet, limit],
  );
}

/**
 * The stored counts of a pair facet (see pairValue), optionally only the pairs whose first part
 * is `first` (a prefix range of the JSON text) or whose second part is `second`.
 */
export function readPairCounts(
  db: Database,
  subject: FacetSubject,
  facet: string,
  only: { first?: string; second?: string } = {},
): PairCount[] {
  const prefix = only.first === undefined ? undefined : `${JSON.stringify([only.first]).slice(0, -1)},`;
  // Pairs are few (tasks times libraries in use): reading them all to pick a second part is cheap.
  const rows = readFacetCounts(db, subject, facet, prefix === undefined ? {} : { prefix });
  const pairs: PairCount[] = [];
  for (const { value, count } of rows) {
    const [first, second] = JSON.parse(value) as [string, string];
    if (only.second === undefined || second === only.second) pairs.push({ first, second, count });
  }
  return pairs;
}
