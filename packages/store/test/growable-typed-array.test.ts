import { describe, expect, it } from "vitest";
import { GrowableTypedArray } from "../src/growable-typed-array";

describe("GrowableTypedArray", () => {
  it("keeps every number pushed, in order, past many doublings", () => {
    const list = new GrowableTypedArray((length) => new Int32Array(length));
    for (let i = 0; i < 5000; i++) list.push(i * 3);
    expect(list.length).toBe(5000);
    expect(Array.from(list.view())).toEqual(Array.from({ length: 5000 }, (_, i) => i * 3));
  });

  it("keeps fractions in a Float64Array and shows only what was pushed", () => {
    const list = new GrowableTypedArray((length) => new Float64Array(length));
    expect(list.view()).toHaveLength(0);
    list.push(1.5);
    list.push(2 ** 40);
    expect(Array.from(list.view())).toEqual([1.5, 2 ** 40]);
  });

  it("starts again empty after clear, with only the numbers pushed since", () => {
    const list = new GrowableTypedArray((length) => new Int32Array(length));
    for (let i = 0; i < 3000; i++) list.push(i);
    list.clear();
    expect(list.length).toBe(0);
    expect(list.view()).toHaveLength(0);
    list.push(7);
    list.push(8);
    expect(Array.from(list.view())).toEqual([7, 8]);
  });
});
