import { openStore, SIDEBAR_ROW_BOUND, type Store, TOTAL_COUNT_CAP } from "@modelhub/store";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { loadDatasetListing } from "../lib/dataset-listing.server";
import { loadModelListing } from "../lib/model-listing.server";
import { ListingPage } from "./ListingPage";

/** Enough models for a listing past both the total's cap and the sidebar's bound. */
const PAST_BOTH_BOUNDS = Math.max(TOTAL_COUNT_CAP, SIDEBAR_ROW_BOUND) + 1;

afterEach(cleanup);

async function datasetStore(): Promise<Store> {
  const store = await openStore(":memory:");
  await store.datasets.upsertMany([
    { id: "acme/chat", downloads: 5, tags: ["task_categories:text-generation", "library:pandas"] },
    { id: "acme/poems", downloads: 4, tags: ["task_categories:text-generation", "library:polars"] },
    { id: "nyu/reviews", downloads: 3, tags: ["task_categories:text-classification", "library:pandas"] },
  ]);
  return store;
}

async function renderDatasets(store: Store, query: string) {
  const listing = await loadDatasetListing(store, new URL(`http://hub.test/datasets${query}`));
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
  it("shows library counts within the selected task, with no whole-catalogue note", async () => {
    const store = await datasetStore();
    await renderDatasets(store, "");
    expect(sidebarCount("Libraries", /pandas/)).toBe("2");
    expect(sidebarCount("Libraries", /Polars/)).toBe("1");
    cleanup();

    await renderDatasets(store, "?task_categories=text-classification");
    expect(sidebarCount("Libraries", /pandas/)).toBe("1");
    expect(screen.queryByRole("link", { name: /Polars/ })).toBeNull();
    expect(screen.queryByText(/whole catalogue/)).toBeNull();
  });

  it("shows the dataset facets with language names, and a Hub link's selection as chips", async () => {
    const store = await openStore(":memory:");
    await store.datasets.upsertMany([
      { id: "nyu/fr", downloads: 5, tags: ["modality:text", "language:fr", "size_categories:n<1K"] },
      { id: "nyu/de", downloads: 4, tags: ["modality:audio", "language:de", "size_categories:1K<n<10K"] },
    ]);
    await renderDatasets(store, "?language=language:de");
    expect([...document.querySelectorAll(".result-card__id")].map((link) => link.textContent)).toEqual([
      "nyu/de",
    ]);
    const languages = screen.getByRole("region", { name: "Languages" });
    const french = within(languages).getByRole("link", { name: /French/ });
    expect(french.getAttribute("href")).toBe("/datasets?language=language:fr");
    expect(
      within(languages)
        .getByRole("link", { name: /German/ })
        .getAttribute("aria-current"),
    ).toBe("true");
    const sizes = screen.getByRole("region", { name: "Size (rows)" });
    expect(
      within(sizes)
        .getAllByRole("link")
        .map((link) => link.querySelector(".facet__label")?.textContent),
    ).toEqual(["1K - 10K"]);
    expect(screen.getByRole("region", { name: "Modalities" }).textContent).toContain("Audio");
    expect(screen.getByRole("link", { name: /Language: German/ })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Licenses" })).toBeNull();
    await store.close();
  });

  it("lets a keyboard skip the filters to the results", async () => {
    await renderDatasets(await datasetStore(), "");
    const skip = screen.getByRole("link", { name: "Skip to the results" });
    const target = document.querySelector(skip.getAttribute("href") ?? "-");
    expect(target?.querySelector(".results")).toBeTruthy();
    expect(target?.getAttribute("tabindex")).toBe("-1");
  });

  it("shows task counts within a search", async () => {
    const store = await datasetStore();
    await renderDatasets(store, "?search=acme");
    expect(sidebarCount("Tasks", /Text Generation/)).toBe("2");
    expect(screen.queryByRole("link", { name: /Text Classification/ })).toBeNull();
    expect(screen.getByText("2 datasets")).toBeTruthy();
  });
});

async function modelStore(): Promise<Store> {
  const store = await openStore(":memory:");
  const live = { status: "live", providerId: "x", task: "conversational" };
  await store.models.upsertMany([
    {
      id: "acme/chat",
      pipeline_tag: "text-generation",
      downloads: 9,
      inferenceProviderMapping: { together: live },
    },
    {
      id: "acme/coder",
      pipeline_tag: "text-generation",
      downloads: 8,
      inferenceProviderMapping: { together: live, groq: live },
    },
    {
      id: "acme/chat-gguf",
      pipeline_tag: "text-generation",
      downloads: 7,
      siblings: [{ rfilename: "c.Q4_K_M.gguf" }],
    },
  ]);
  return store;
}

async function renderModels(store: Store, query: string) {
  const listing = await loadModelListing(store, new URL(`http://hub.test/models${query}`));
  const page = <ListingPage listing={listing} title="Models" countsNotes={listing.countsNotes} />;
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: [`/models${query}`] });
  return render(<RouterProvider router={router} />);
}

const resultIds = () =>
  within(screen.getByRole("list", { name: "Models, results" }))
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));

describe("model ListingPage: inference providers and local apps", () => {
  it("shows provider counts; choosing a provider narrows the results, the counts and shows a removable chip", async () => {
    const store = await modelStore();
    await renderModels(store, "");
    const providers = screen.getByRole("region", { name: "Inference providers" });
    const groq = within(providers).getByRole("link", { name: /Groq/ });
    expect(groq.querySelector(".facet__count")?.firstChild?.textContent).toBe("1");
    expect(groq.getAttribute("href")).toBe("/models?inference_provider=groq");
    expect(within(providers).getByRole("link", { name: /Together/ }).textContent).toContain("2");
    expect(screen.getByText("3 models")).toBeTruthy();
    cleanup();

    await renderModels(store, "?inference_provider=groq");
    expect(screen.getByText("1 model")).toBeTruthy();
    expect(resultIds()).toEqual(["/acme/coder"]);
    const chips = screen.getByRole("list", { name: "Active filters" });
    expect(
      within(chips)
        .getByRole("link", { name: /Served by Groq/ })
        .getAttribute("href"),
    ).toBe("/models");
    expect(
      within(screen.getByRole("region", { name: "Inference providers" }))
        .getByRole("link", { name: /Groq/ })
        .getAttribute("aria-current"),
    ).toBe("true");
    expect(sidebarCount("Tasks", /Text Generation/)).toBe("1");
    expect(
      within(screen.getByRole("region", { name: "Local apps" })).getByText(
        /No listed model runs in a counted app/,
      ),
    ).toBeTruthy();
  });

  it("filters by a local app and tells the visitor which URL values it ignored", async () => {
    await renderModels(await modelStore(), "?apps=ollama,vlm&inference_provider=%3Cb%3E");
    expect(resultIds()).toEqual(["/acme/chat-gguf"]);
    const notice = screen.getByRole("status");
    expect(notice.textContent).toContain('Ignored the inference provider "<b>": it is not a provider id.');
    expect(notice.textContent).toContain('Ignored the local app "vlm"');
    expect(notice.querySelector("b")).toBeNull();
    const apps = screen.getByRole("region", { name: "Local apps" });
    expect(
      within(apps)
        .getByRole("link", { name: /Ollama/ })
        .getAttribute("aria-current"),
    ).toBe("true");
    expect(
      within(apps)
        .getByRole("link", { name: /llama\.cpp/ })
        .getAttribute("href"),
    ).toBe("/models?apps=llama.cpp");
  });
});

describe("model ListingPage: counts within broad filters", () => {
  it("past the store's bound, shows the total as a floor and says the counts are the whole catalogue's (decision 095)", async () => {
    const store = await modelStore();
    const gguf = [{ rfilename: "m.Q4_K_M.gguf" }];
    await store.models.upsertMany(
      Array.from({ length: PAST_BOTH_BOUNDS }, (_, i) => ({
        id: `bulk/chat-${i}`,
        pipeline_tag: "text-generation",
        siblings: gguf,
      })),
    );
    await renderModels(store, "?pipeline_tag=text-generation&apps=ollama");
    expect(
      screen.getByText(`${TOTAL_COUNT_CAP.toLocaleString("en")}+ models`, { exact: false }),
    ).toBeTruthy();
    expect(screen.getAllByText(/whole catalogue/).length).toBeGreaterThan(0);
  });
});
