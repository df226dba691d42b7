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

/** Sorts counts most first, ties by value in code-point order (as SQLite sorts them); in place. */
export function sortFacetCounts(counts: FacetCount[]): FacetCount[] {
  return counts.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}
