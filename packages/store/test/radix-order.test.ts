import { describe, expect, it } from "vitest";
import { radixOrder } from "../src/radix-order";

/** The order Array.prototype.sort gives: by key, then tie, with -0 equal to 0. */
function comparatorOrder(keys: number[], ties: number[]): number[] {
  return keys
    .map((_, position) => position)
    .sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || (ties[a] ?? 0) - (ties[b] ?? 0));
}

function radix(keys: number[], ties: number[]): number[] {
  return Array.from(radixOrder(Float64Array.from(keys), Int32Array.from(ties)));
}

describe("radixOrder", () => {
  it("orders by key, then by tie, like a comparator sort", () => {
    const keys = [5, 1, 5, 0, 1e9, 3.25, 1];
    const ties = [2, 9, 1, 4, 3, 8, 7];
    expect(radix(keys, ties)).toEqual([3, 6, 1, 5, 2, 0, 4]);
    expect(radix(keys, ties)).toEqual(comparatorOrder(keys, ties));
  });

  it("orders negative numbers, fractions, huge values and -0 (as 0)", () => {
    const keys = [-1, 0, -0, -2.5, 2 ** 60, 0.1, -(2 ** 60), 1e-300, -1e-300, Number.MAX_VALUE];
    const ties = [1, 3, 2, 4, 5, 6, 7, 8, 9, 10];
    expect(radix(keys, ties)).toEqual(comparatorOrder(keys, ties));
    // -0 (tie 2) and 0 (tie 3) are equal keys: the lower tie first.
    const zeros = radix(keys, ties).filter((p) => keys[p] === 0);
    expect(zeros).toEqual([2, 1]);
  });

  it("breaks ties by values above 16 bits", () => {
    const keys = [7, 7, 7, 7];
    const ties = [2 ** 31 - 1, 65_536, 65_535, 1 << 20];
    expect(radix(keys, ties)).toEqual([2, 1, 3, 0]);
  });

  it("matches a comparator sort on many long-tailed download counts", () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const keys = Array.from({ length: 20_000 }, () => Math.floor(Math.exp(random() * 14)) - 1);
    const ties = Array.from({ length: 20_000 }, () => Math.floor(random() * 2 ** 31));
    expect(radix(keys, ties)).toEqual(comparatorOrder(keys, ties));
  });

  it("gives the same order below and above the size where it stops comparing", () => {
    for (const length of [1023, 1024]) {
      const keys = Array.from({ length }, (_, i) => [-0, 0, -2.5, 1e12, 3, -(2 ** 60)][i % 6] ?? 0);
      const ties = Array.from({ length }, (_, i) => (i * 7919) % length);
      expect(radix(keys, ties)).toEqual(comparatorOrder(keys, ties));
    }
  });

  it("handles no positions, and refuses lists of different lengths", () => {
    expect(radix([], [])).toEqual([]);
    expect(() => radixOrder(new Float64Array(2), new Int32Array(1))).toThrow(/2 keys but 1 ties/);
  });
});
