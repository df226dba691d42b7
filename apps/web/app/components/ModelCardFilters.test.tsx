import { openStore, type Store } from "@modelhub/store";
import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadModelListing } from "../lib/model-listing.server";
import { ListingPage } from "./ListingPage";

// The /models sidebar's filters on a model card's metadata, rendered from the loader's data:
// languages by name with counts, licenses with counts, the parameter ranges, base models only and
// gating, each a plain link carrying the Hub's parameters.

afterEach(cleanup);

let store: Store;
beforeAll(async () => {
  store = await openStore(":memory:");
  await store.models.upsertMany([
    {
      id: "meta/llama-8b",
      pipeline_tag: "text-generation",
      tags: ["en", "fr", "de", "license:llama3.1"],
      downloads: 9000,
      gated: "manual",
      safetensors: { total: 8_030_261_248 },
    },
    {
      id: "mistral/small-24b",
      pipeline_tag: "text-generation",
      tags: ["en", "fr", "license:apache-2.0"],
      downloads: 7000,
      safetensors: { total: 23_572_403_200 },
    },
    {
      id: "acme/llama-8b-french",
      pipeline_tag: "text-generation",
      tags: ["fr", "license:apache-2.0", "base_model:meta/llama-8b", "base_model:finetune:meta/llama-8b"],
      downloads: 500,
      safetensors: { total: 8_030_261_248 },
    },
    { id: "tiny/bert", tags: ["en", "license:mit"], downloads: 20000, safetensors: { total: 110_000_000 } },
    { id: "acme/unsized", tags: ["ja"], downloads: 1 },
  ]);
});

async function page(query: string) {
  const listing = await loadModelListing(store, new URL(`http://hub.test/models${query}`));
  const element = <ListingPage listing={listing} title="Models" countsNotes={listing.countsNotes} />;
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [`/models${query}`] });
  return { listing, router };
}

/** A sidebar section's links as a visitor reads them: label and count. */
function sectionLinks(section: string): string[] {
  const region = screen.getByRole("region", { name: section });
  return within(region)
    .getAllByRole("link")
    .map((link) => link.textContent?.replace(/ entr(y|ies)$/, "") ?? "");
}

describe("model listing sidebar: languages, licenses, parameters, model kind", () => {
  it("renders on the server as links with the Hub's parameters, which work without JavaScript", async () => {
    const { router } = await page("?language=fr");
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain('href="/models?language=fr&amp;num_parameters=min:8B,max:15B"');
    expect(html).toContain('href="/models?language=fr&amp;license=license:apache-2.0"');
    expect(html).toContain('href="/models?language=fr&amp;base_models_only=true"');
    expect(html).toContain('href="/models?language=fr&amp;gated=false"');
    expect(html).toContain('href="/models?language=de"');
    expect(html).toContain(">French<");
  });

  it("counts languages and licenses within the other filters, and names languages", async () => {
    render(<RouterProvider router={(await page("")).router} />);
    expect(sectionLinks("Languages")).toEqual(["English3", "French3", "German1", "Japanese1"]);
    expect(sectionLinks("Licenses")).toEqual(["apache-2.02", "llama3.11", "mit1"]);
    cleanup();
    render(
      <RouterProvider
        router={(await page("?license=license:apache-2.0&num_parameters=min:8B,max:15B")).router}
      />,
    );
    expect(sectionLinks("Languages")).toEqual(["French1"]);
    // Licenses are counted without the license filter; the chosen one links back without it.
    expect(sectionLinks("Licenses")).toEqual(["apache-2.01", "llama3.11"]);
    const chosen = screen.getByRole("region", { name: "Licenses" }).querySelector('[aria-current="true"]');
    expect(chosen?.textContent).toContain("apache-2.0");
    expect(chosen?.getAttribute("href")).toBe("/models?num_parameters=min:8B,max:15B");
  });

  it("lists what the URL selects, with chips that remove each filter", async () => {
    const { listing, router } = await page(
      "?language=fr&num_parameters=min:8B,max:15B&gated=false&base_models_only=true",
    );
    expect(listing.items.map((item) => item.id)).toEqual([]);
    const pasted = await page("?language=fr&num_parameters=min:8B,max:15B&gated=false");
    expect(pasted.listing.items.map((item) => item.id)).toEqual(["acme/llama-8b-french"]);
    render(<RouterProvider router={router} />);
    expect(listing.activeFilters.map((chip) => chip.label)).toEqual([
      "8B – 15B parameters",
      "Not gated",
      "Base models only",
      "French",
    ]);
    // Each range counted within the other filters: French, ungated base models.
    expect(sectionLinks("Parameters")).toEqual([
      "< 1B0",
      "1B – 3B0",
      "3B – 8B0",
      "8B – 15B0",
      "15B – 35B1",
      "35B – 75B0",
      "> 75B0",
    ]);
    // The French 8B-15B models: a gated base model and an ungated fine-tune.
    expect(sectionLinks("Model kind")).toEqual(["Base models only0", "Gated1", "Not gated0"]);
  });

  it("sorts by parameter count, and says what it ignored in a malformed range or gating", async () => {
    const sorted = await page("?sort=num_parameters");
    expect(sorted.listing.items.map((item) => item.id)).toEqual([
      "mistral/small-24b",
      "meta/llama-8b",
      "acme/llama-8b-french",
      "tiny/bert",
    ]);
    expect(sorted.listing.sortOptions.find((option) => option.selected)?.label).toBe("Most parameters");
    // A model that states no count has no place in that order, nor in its total and counts.
    expect(sorted.listing.total).toBe(4);
    expect(sorted.listing.languages?.map((option) => option.id)).toEqual(["en", "fr", "de"]);
    const bad = await page("?num_parameters=min:abc&gated=maybe");
    expect(bad.listing.total).toBe(5);
    // Derived from a model in any way: the Hub's plain base_model tag.
    const derived = await page("?other=base_model:meta/llama-8b");
    expect(derived.listing.items.map((item) => item.id)).toEqual(["acme/llama-8b-french"]);
    expect(derived.listing.activeFilters.map((chip) => chip.label)).toEqual([
      "Models made from meta/llama-8b",
    ]);
    expect(bad.listing.notices).toEqual([
      'Ignored num_parameters="min:abc": it takes a range such as min:1B,max:3B (either bound may be left out).',
      'Ignored gated="maybe": it takes true or false.',
    ]);
  });
});
