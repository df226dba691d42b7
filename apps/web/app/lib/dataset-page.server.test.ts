import { describe, expect, it } from "vitest";
import { fixtureStore } from "../../test/fixture-store";
import { loadDatasetPage } from "./dataset-page.server";

const store = await fixtureStore();

describe("dataset page", () => {
  it("shows the snippets of the libraries the dataset carries, sanitised card, tasks by name", async () => {
    const page = await loadDatasetPage(store, "acme/chats");
    expect(page.tasks).toEqual([{ id: "text-generation", name: "Text Generation" }]);
    expect(page.libraries).toEqual([{ id: "pandas", label: "pandas" }]);
    expect(page.usage.length).toBeGreaterThan(0);
    expect(page.usage.map((snippet) => snippet.html).join("")).toContain("acme/chats");
    expect(page.cardHtml).not.toMatch(/<script|onerror/);
  });

  it("shows the license a card lists, as dataset cards write it, or its license tags", async () => {
    const licensed = await fixtureStore();
    await licensed.datasets.upsertMany([
      { id: "nyu/squad-like", cardData: { license: ["cc-by-4.0"] }, tags: ["license:cc-by-4.0"] },
      { id: "nyu/tagged", tags: ["license:mit", "language:en"] },
    ]);
    expect((await loadDatasetPage(licensed, "nyu/squad-like")).license).toBe("cc-by-4.0");
    const tagged = await loadDatasetPage(licensed, "nyu/tagged");
    expect(tagged.license).toBe("mit");
    // The license tag is not shown again among the tags.
    expect(tagged.tags).toEqual(["language:en"]);
    expect(tagged.tagCount).toBe(1);
  });

  it("shows a dataset's first 40 tags and counts the rest", async () => {
    const store = await fixtureStore();
    const languages = Array.from({ length: 120 }, (_, i) => `language:l${i}`);
    await store.datasets.upsert({ id: "acme/polyglot", tags: ["region:us", ...languages] });
    const page = await loadDatasetPage(store, "acme/polyglot");
    expect(page.tags).toEqual(languages.slice(0, 40));
    expect(page.tagCount).toBe(120);
  });
});
