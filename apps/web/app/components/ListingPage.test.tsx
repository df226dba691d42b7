import { openStore, type Store } from "@modelhub/store";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { loadDatasetListing } from "../lib/dataset-listing.server";
import { ListingPage } from "./ListingPage";

afterEach(cleanup);

function datasetStore(): Store {
  const store = openStore(":memory:");
  store.datasets.upsertMany([
    { id: "acme/chat", downloads: 5, tags: ["task_categories:text-generation", "library:pandas"] },
    { id: "acme/poems", downloads: 4, tags: ["task_categories:text-generation", "library:polars"] },
    { id: "nyu/reviews", downloads: 3, tags: ["task_categories:text-classification", "library:pandas"] },
  ]);
  return store;
}

function renderDatasets(store: Store, query: string) {
  const listing = loadDatasetListing(store, new URL(`http://hub.test/datasets${query}`));
  const page = <ListingPage listing={listing} title="Datasets" countsNotes={listing.countsNotes} />;
  const router = createMemoryRouter([{ path: "*", element: page }], {
    initialEntries: [`/datasets${query}`],
  });
  return render(<RouterProvider router={router} />);
}

/** The number a sidebar link shows, as a visitor reads it. */
function sidebarCount(section: "Tasks" | "Libraries", label: RegExp): string {
  const region = screen.getByRole("region", { name: section });
  const link = within(region).getByRole("link", { name: label });
  return link.querySelector(".facet__count")?.firstChild?.textContent ?? "";
}

describe("dataset ListingPage sidebar", () => {
  it("shows library counts within the selected task, with no whole-catalogue note", () => {
    const store = datasetStore();
    renderDatasets(store, "");
    expect(sidebarCount("Libraries", /pandas/)).toBe("2");
    expect(sidebarCount("Libraries", /Polars/)).toBe("1");
    cleanup();

    renderDatasets(store, "?task_categories=text-classification");
    expect(sidebarCount("Libraries", /pandas/)).toBe("1");
    expect(screen.queryByRole("link", { name: /Polars/ })).toBeNull();
    expect(screen.queryByText(/whole catalogue/)).toBeNull();
  });

  it("shows task counts within a search", () => {
    const store = datasetStore();
    renderDatasets(store, "?search=acme");
    expect(sidebarCount("Tasks", /Text Generation/)).toBe("2");
    expect(screen.queryByRole("link", { name: /Text Classification/ })).toBeNull();
    expect(screen.getByText("2 datasets")).toBeTruthy();
  });
});
