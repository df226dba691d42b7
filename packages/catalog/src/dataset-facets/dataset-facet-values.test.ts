import { describe, expect, it } from "vitest";
import { sizeCategoryLabel, sizeCategoryRange } from "./dataset-facet-values";

describe("size categories", () => {
  it("reads the Hub's row ranges and names them; anything else is no size category", () => {
    expect(sizeCategoryRange("n<1K")).toEqual([0, 1000]);
    expect(sizeCategoryRange("10K<n<100K")).toEqual([10_000, 100_000]);
    expect(sizeCategoryRange("n>1T")).toEqual([1e12, Number.POSITIVE_INFINITY]);
    expect(sizeCategoryLabel("1K<n<10K")).toBe("1K - 10K");
    expect(sizeCategoryLabel("n<1K")).toBe("< 1K");
    for (const bad of ["small", "10K<n<1K", "n<", "1X<n<2X", "<n<1K"])
      expect(sizeCategoryRange(bad), bad).toBeUndefined();
  });
});
