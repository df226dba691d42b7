// The random draws synthetic records are made of: seeded, so the same seed gives the same dump.

/** A deterministic pseudo-random generator (mulberry32): same seed, same dump. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, uniformly. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A Pareto-tailed count: most records have a few downloads, a few have millions. */
export function longTail(random: () => number, scale: number, alpha: number): number {
  return Math.floor(scale * ((1 - random()) ** (-1 / alpha) - 1));
}
