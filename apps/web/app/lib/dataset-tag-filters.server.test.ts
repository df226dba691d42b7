import { openStore, type Store } from "@modelhub/store";
import { describe, expect, it } from "vitest";
import { type DatasetListingData, loadDatasetListing } from "./dataset-listing.server";

// The dataset listing's facet filters as a visitor reaches them: a Hub link pasted onto this host,
// the sidebar's sections and their counts, the chips, and a link that cannot be read.

async function datasetStore(): Promise<Store> {
  const store = await openStore(":memory:");
  await store.datasets.upsertMany([
    {
      id: "nyu/fr-reviews",
      downloads: 40,
      tags: ["modality:text", "format:parquet", "language:fr", "license:mit", "size_categories:1K<n<10K"],
    },
    {
      id: "nyu/bilingual",
      downloads: 30,
      tags: ["modality:text", "format:json", "language:fr", "language:en", "size_categories:n<1K"],
    },
    {
      id: "acme/birds",
      downloads: 20,
      tags: ["modality:image", "format:parquet", "license:mit", "library:datasets", "size_categories:n<1K"],
    },
    { id: "acme/tiny", downloads: 10, tags: ["task_categories:translation", "language:de"] },
    // Free text in a card's sizes becomes a tag no link can select.
    { id: "acme/loose", downloads: 5, tags: ["size_categories:~3000 hours", "size_categories:1k<10K"] },
  ]);
  return store;
}

const load = (store: Store, query: string) =>
  loadDatasetListing(store, new URL(`http://hub.test/datasets${query}`));

const section = (listing: DatasetListingData, id: string) =>
  listing.tagSections?.find((candidate) => candidate.id === id);

describe("loadDatasetListing facet filters", () => {
  it("shows the selection of a Hub link pasted onto this host", async () => {
    const store = await datasetStore();
    const hubLink =
      "?modality=modality:text&language=language:fr&size_categories=or:%28size_categories:n%3C1K,size_categories:100K%3Cn%3C1M%29";
    const listing = await load(store, hubLink);
    expect(listing.items.map((item) => item.id)).toEqual(["nyu/bilingual"]);
    expect(listing.activeFilters.map((chip) => chip.label)).toEqual([
      "Modality: Text",
      "Rows: < 1K",
      "Rows: 100K - 1M",
      "Language: French",
    ]);
    expect(listing.notices).toBeUndefined();
  });

  it("offers each facet the catalogue carries, names languages, and counts what each link lists", async () => {
    const store = await datasetStore();
    const listing = await load(store, "?license=license:mit");
    expect(listing.items.map((item) => item.id)).toEqual(["nyu/fr-reviews", "acme/birds"]);
    expect(listing.tagSections?.map((s) => s.title)).toEqual([
      "Modalities",
      "Size (rows)",
      "Formats",
      "Languages",
      "Licenses",
    ]);
    expect(section(listing, "language")?.options.map((o) => [o.label, o.count])).toEqual([["French", 1]]);
    expect(section(listing, "size_categories")?.options.map((o) => o.label)).toEqual(["< 1K", "1K - 10K"]);
    const mit = section(listing, "license")?.options.find((o) => o.id === "mit");
    expect(mit).toMatchObject({ selected: true, count: 2, href: "/datasets" });
    for (const option of listing.tagSections?.flatMap((s) => s.options) ?? []) {
      if (option.selected) continue;
      const linked = await load(store, option.href.slice("/datasets".length));
      expect([option.href, linked.total]).toEqual([option.href, option.count]);
    }
    const parquet = section(listing, "format")?.options.find((o) => o.id === "parquet");
    expect(parquet?.href).toBe("/datasets?format=format:parquet&license=license:mit");
  });

  it("leaves out what a link gives that no facet can hold, and says so", async () => {
    const store = await datasetStore();
    const listing = await load(store, "?modality=modality:smell&language=license:mit");
    expect(listing.total).toBe(5);
    expect(section(listing, "size_categories")?.options.map((o) => o.id)).toEqual(["n<1K", "1K<n<10K"]);
    expect(listing.notices).toEqual([
      'Ignored the filter "modality": unknown modality "smell"; one of 3d, audio, document, geospatial, image, tabular, text, timeseries, video.',
      'Ignored the filter "language": expected language:<value>, got "license:mit".',
    ]);
  });

  it("reads a task and a library in the Hub's tag form", async () => {
    const store = await datasetStore();
    const byTask = await load(store, "?task_categories=task_categories:translation");
    expect(byTask.params.task).toBe("translation");
    expect(byTask.items.map((item) => item.id)).toEqual(["acme/tiny"]);
    const byLibrary = await load(store, "?library=library:datasets");
    expect(byLibrary.items.map((item) => item.id)).toEqual(["acme/birds"]);
    // Several tasks at once: each a chip of its own.
    const both = await load(
      store,
      "?task_categories=task_categories:translation,task_categories:summarization",
    );
    expect(both.total).toBe(0);
    expect(both.activeFilters.map((chip) => [chip.label, chip.href])).toEqual([
      ["Task: Translation", "/datasets?task_categories=task_categories:summarization"],
      ["Task: Summarization", "/datasets?task_categories=task_categories:translation"],
    ]);
  });
});
