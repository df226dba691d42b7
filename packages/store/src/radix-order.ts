/** Bits sorted per pass: six passes of 16 bits cover a 64-bit key and a 32-bit tie-breaker. */
const DIGIT_BITS = 16;
const DIGIT_MASK = (1 << DIGIT_BITS) - 1;
const BUCKETS = 1 << DIGIT_BITS;
/**
 * Below this many positions a comparison sort of the same keys is quicker: every radix pass
 * clears and walks all 65,536 buckets, a fixed cost at any size.
 */
const COMPARISON_BELOW = 1024;

/**
 * The positions 0..n-1 of `keys`, ordered by key, then by `ties` (non-negative integers), both
 * ascending; -0 counts as 0. A least-significant-digit radix sort, several times quicker than
 * `Array.prototype.sort` with a comparator on large inputs; passes over a digit every key shares
 * (the low mantissa bits of whole numbers) are skipped.
 */
export function radixOrder(keys: Float64Array, ties: Int32Array): Int32Array {
  const n = keys.length;
  if (ties.length !== n) throw new Error(`radixOrder: ${n} keys but ${ties.length} ties`);
  // Each double as two unsigned halves that compare as the number does: a positive number's
  // sign bit set, a negative number's bits all flipped (so that larger magnitudes come first).
  const high = new Uint32Array(n);
  const low = new Uint32Array(n);
  const scratch = new Float64Array(1);
  const halves = new Uint32Array(scratch.buffer);
  const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
  const highHalf = littleEndian ? 1 : 0;
  for (let i = 0; i < n; i++) {
    scratch[0] = (keys[i] ?? 0) + 0; // -0 + 0 is +0
    const h = halves[highHalf] ?? 0;
    const l = halves[1 - highHalf] ?? 0;
    const negative = h >>> 31 === 1;
    high[i] = negative ? ~h >>> 0 : (h | 0x80000000) >>> 0;
    low[i] = negative ? ~l >>> 0 : l;
  }
  if (n < COMPARISON_BELOW) {
    const positions = Array.from({ length: n }, (_, position) => position);
    positions.sort(
      (a, b) =>
        (high[a] ?? 0) - (high[b] ?? 0) || (low[a] ?? 0) - (low[b] ?? 0) || (ties[a] ?? 0) - (ties[b] ?? 0),
    );
    return Int32Array.from(positions);
  }
  // Least significant first: the tie-breaker's digits, then the key's.
  const digits: ((position: number) => number)[] = [
    (p) => (ties[p] ?? 0) & DIGIT_MASK,
    (p) => (ties[p] ?? 0) >>> DIGIT_BITS,
    (p) => (low[p] ?? 0) & DIGIT_MASK,
    (p) => (low[p] ?? 0) >>> DIGIT_BITS,
    (p) => (high[p] ?? 0) & DIGIT_MASK,
    (p) => (high[p] ?? 0) >>> DIGIT_BITS,
  ];
  let order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let next = new Int32Array(n);
  const starts = new Int32Array(BUCKETS);
  for (const digit of digits) {
    starts.fill(0);
    for (let i = 0; i < n; i++) {
      const bucket = digit(i);
      starts[bucket] = (starts[bucket] ?? 0) + 1;
    }
    if (n === 0 || starts[digit(0)] === n) continue; // every key has this digit: order unchanged
    let at = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      const count = starts[bucket] ?? 0;
      starts[bucket] = at;
      at += count;
    }
    for (let i = 0; i < n; i++) {
      const position = order[i] ?? 0;
      const bucket = digit(position);
      const to = starts[bucket] ?? 0;
      next[to] = position;
      starts[bucket] = to + 1;
    }
    [order, next] = [next, order];
  }
  return order;
}
