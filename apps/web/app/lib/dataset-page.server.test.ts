import { describe, expect, it } from "vitest";
import { fixtureStore } from "../../test/fixture-store";
import { loadDatasetPage } from "./dataset-page.server";

const store = fixtureStore();

describe("dataset page", () => {
  it("shows the snippets of the libraries the dataset carries, sanitised card, tasks by name", async () => {
    const page = await loadDatasetPage(store, "acme/chats");
    expect(page.tasks).toEqual([{ id: "text-generation", name: "Text Generation" }]);
    expect(page.libraries).toEqual([{ id: "pandas", label: "pandas" }]);
    expect(page.usage.length).toBeGreaterThan(0);
    expect(page.usage.map((snippet) => snippet.html).join("")).toContain("acme/chats");
    expect(page.cardHtml).not.toMatch(/<script|onerror/);
  });
});
