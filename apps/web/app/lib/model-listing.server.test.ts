import { describe, expect, it } from "vitest";
import { fixtureStore } from "../../test/fixture-store";
import { loadDatasetListing } from "./dataset-listing.server";
import { loadModelListing } from "./model-listing.server";

const store = fixtureStore();
const listing = (query: string) => loadModelListing(store, new URL(`http://hub.test/models${query}`));

describe("loadModelListing", () => {
  it("lists every model, trending first, with task and library facets and their counts", () => {
    const page = listing("");
    expect(page.total).toBe(4);
    expect(page.items[0]?.id).toBe("acme/chat-7b");
    const nlp = page.taskGroups.find((group) => group.id === "nlp");
    expect(nlp?.options.map((o) => [o.id, o.count])).toEqual([
      ["text-classification", 1],
      ["text-generation", 3],
    ]);
    expect(page.libraries.map((o) => [o.id, o.count])).toEqual([["transformers", 3]]);
  });

  it("filters by task and library; the selected facet links back to the unfiltered listing", () => {
    const page = listing("?pipeline_tag=text-generation&library=transformers");
    expect(page.items.map((item) => item.id).sort()).toEqual(["acme/base-7b", "acme/chat-7b"]);
    const selected = page.taskGroups.flatMap((group) => group.options).find((o) => o.selected);
    expect(selected?.id).toBe("text-generation");
    expect(selected?.href).toBe("/models?library=transformers");
    expect(page.activeFilters.map((chip) => chip.label)).toEqual(["Text Generation", "Transformers"]);
  });

  it("pages with a cursor and rejects a broken one with a 400", () => {
    const store2 = fixtureStore();
    const first = loadModelListing(store2, new URL("http://hub.test/models?sort=downloads"));
    expect(first.items.map((item) => item.id)[0]).toBe("acme/chat-7b");
    expect(() => listing("?cursor=not-a-cursor")).toThrow();
  });

  it("sorts by likes and by creation date", () => {
    expect(listing("?sort=likes").items[0]?.id).toBe("acme/chat-7b");
    expect(listing("?sort=created").items[0]?.id).toBe("acme/chat-7b");
  });
});

describe("loadDatasetListing", () => {
  it("offers dataset libraries the data carries and filters by them", () => {
    const page = loadDatasetListing(store, new URL("http://hub.test/datasets?library=pandas"));
    expect(page.libraries.map((o) => [o.id, o.count, o.selected])).toEqual([["pandas", 1, true]]);
    expect(page.items.map((item) => item.id)).toEqual(["acme/chats"]);
    expect(page.items[0]?.task?.name).toBe("Text Generation");
  });
});
