import { describe, expect, it } from "vitest";
import { fixtureStore } from "../../test/fixture-store";
import { loadTaskPage } from "./task-page.server";

const store = await fixtureStore();

async function thrown(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("loadTaskPage", () => {
  it("is a 404 for an unknown task", async () => {
    const error = (await thrown(() => loadTaskPage(store, "juggling"))) as { init: { status: number } };
    expect(error.init.status).toBe(404);
  });

  it("redirects a task whose page is another task's", async () => {
    const response = (await thrown(() => loadTaskPage(store, "translation"))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/tasks/text-generation");
  });

  it("builds the demo, links models in the store and renders the about text", async () => {
    const task = await loadTaskPage(store, "text-generation");
    expect(task.name).toBe("Text Generation");
    expect(task.modality).toBe("Natural Language Processing");
    expect(task.page?.inputs.length).toBeGreaterThan(0);
    expect(task.page?.outputs.length).toBeGreaterThan(0);
    expect(task.page?.aboutHtml).toMatch(/<h[23]>/);
    const linked = task.page?.models.filter((model) => model.href) ?? [];
    for (const model of linked) expect(await store.models.has(model.id)).toBe(true);
    const unlinked = task.page?.models.filter((model) => !model.href) ?? [];
    for (const model of unlinked) expect(await store.models.has(model.id)).toBe(false);
  });

  it("links demo apps to their public page on huggingface.co", async () => {
    const task = await loadTaskPage(store, "token-classification");
    const spaces = task.page?.spaces ?? [];
    expect(spaces.length).toBeGreaterThan(0);
    for (const space of spaces) {
      expect(space.href).toBeUndefined();
      expect(space.externalHref).toBe(`https://huggingface.co/spaces/${space.id}`);
    }
  });

  it("resolves image demo files to URLs with their pixel size", async () => {
    const task = await loadTaskPage(store, "image-classification");
    const image = task.page?.inputs.find((item) => item.type === "img");
    expect(image).toMatchObject({ type: "img", url: expect.stringMatching(/^\/task-assets\//) });
    expect(image && "width" in image && image.width).toBeGreaterThan(0);
  });
});
