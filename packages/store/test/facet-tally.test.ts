import { describe, expect, it } from "vitest";
import { FacetTally, pairValue } from "../src/facet-tally";
import { openSqliteStore } from "../src/index";
import type { ModelFacet } from "../src/models/model-repository";

/** The pair facet, which the store reads for sidebars but does not offer as a facet of its own. */
const PAIRS = "pipeline_tag+library" as ModelFacet;

describe("FacetTally", () => {
  it("adds counts and pair counts to the stored ones, and drops values that reach zero", async () => {
    const store = await openSqliteStore(":memory:");
    const { db } = store;
    const first = new FacetTally("model");
    first.add("library", "gguf", 2);
    first.addPair("pipeline_tag+library", "text-generation", "gguf", 2);
    first.addPair("pipeline_tag+library", "translation", "gguf", 1);
    db.transaction(() => first.flush(db));

    const second = new FacetTally("model");
    second.add("library", "gguf", -1);
    second.addPair("pipeline_tag+library", "text-generation", "gguf", 3);
    second.addPair("pipeline_tag+library", "translation", "gguf", -1);
    // A pair missing a part is in no pair count.
    second.addPair("pipeline_tag+library", "text-generation", null, 5);
    second.addPair("pipeline_tag+library", "", "gguf", 5);
    db.transaction(() => second.flush(db));

    expect(await store.models.facetCounts("library")).toEqual([{ value: "gguf", count: 1 }]);
    expect(await store.models.facetCounts(PAIRS)).toEqual([
      { value: pairValue("text-generation", "gguf"), count: 5 },
    ]);
    await store.close();
  });

  it("keeps pairs whose parts hold quotes and commas apart", async () => {
    const store = await openSqliteStore(":memory:");
    const tally = new FacetTally("model");
    tally.addPair("pipeline_tag+library", 'a","b', "c", 1);
    tally.addPair("pipeline_tag+library", "a", '"b","c', 1);
    store.db.transaction(() => tally.flush(store.db));
    const pairs = (await store.models.facetCounts(PAIRS)).map(({ value, count }) => [
      JSON.parse(value),
      count,
    ]);
    expect(pairs).toEqual([
      [["a", '"b","c'], 1],
      [['a","b', "c"], 1],
    ]);
    await store.close();
  });
});
