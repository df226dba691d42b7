import { describe, expect, it } from "vitest";
import { fixtureStore, HOSTILE } from "../../test/fixture-store";
import { loadDatasetPage } from "./dataset-page.server";
import { loadModelPage } from "./model-page.server";
import { loadSpacePage } from "./space-page.server";
import { loadTaskPage } from "./task-page.server";

const store = await fixtureStore();

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe("loadSpacePage", () => {
  it("shows the app's look, SDK, licence, likes, dates and description as stored", async () => {
    const page = await loadSpacePage(store, "acme/chat-arena");
    expect(page).toMatchObject({
      id: "acme/chat-arena",
      title: `Chat arena ${HOSTILE}`,
      emoji: "💬",
      colorFrom: "indigo",
      colorTo: "pink",
      sdk: { id: "gradio", label: "Gradio" },
      license: "apache-2.0",
      likes: 17,
      createdAt: "2025-03-01T00:00:00.000Z",
      lastModified: "2025-04-05T00:00:00.000Z",
      description: `Compare chat models ${HOSTILE}`,
    });
  });

  it("links the models and datasets the store has, and names the others without a link", async () => {
    const page = await loadSpacePage(store, "acme/chat-arena");
    expect(page.models).toEqual([{ id: "acme/chat-7b", href: "/acme/chat-7b" }, { id: "acme/not-here" }]);
    expect(page.datasets).toEqual([
      { id: "acme/chats", href: "/datasets/acme/chats" },
      { id: "acme/missing-data" },
    ]);
  });

  it("renders the card's body without front matter or anything executable", async () => {
    const { cardHtml } = await loadSpacePage(store, "acme/chat-arena");
    expect(cardHtml).toContain("<strong>better</strong>");
    expect(cardHtml).not.toContain("secret_front_matter");
    expect(cardHtml).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("shows a task page's app with the tasks it demonstrates, and no card", async () => {
    const local = await fixtureStore();
    await local.spaces.upsertMany([
      { id: "zeta/asr-demo", tasks: ["automatic-speech-recognition"], description: "Transcribes speech" },
    ]);
    const page = await loadSpacePage(local, "zeta/asr-demo");
    expect(page.tasks).toEqual([
      { id: "automatic-speech-recognition", name: "Automatic Speech Recognition" },
    ]);
    expect(page.description).toBe("Transcribes speech");
    expect(page.cardHtml).toBeUndefined();
    expect(page.models).toEqual([]);
  });

  it("is a 404 for an app the store does not have, and for a model's id", async () => {
    expect(await statusOf(loadSpacePage(store, "acme/none"))).toBe(404);
    expect(await statusOf(loadSpacePage(store, "acme/chat-7b"))).toBe(404);
  });
});

describe("demo apps on the model, dataset and task pages", () => {
  it("lists the apps using a model or dataset, linked to their pages here", async () => {
    const model = await loadModelPage(store, "acme/chat-7b", new URLSearchParams());
    expect(model.spaces).toEqual({
      shown: [{ id: "acme/chat-arena", href: "/spaces/acme/chat-arena" }],
      total: 1,
    });
    expect((await loadModelPage(store, "acme/base-7b", new URLSearchParams())).spaces.total).toBe(0);
    const dataset = await loadDatasetPage(store, "acme/chats");
    expect(dataset.spaces).toEqual({
      shown: [{ id: "acme/chat-arena", href: "/spaces/acme/chat-arena" }],
      total: 1,
    });
  });

  it("shows the first 20 apps of a popular model and counts them all", async () => {
    const popular = await fixtureStore();
    await popular.spaces.upsertMany(
      Array.from({ length: 25 }, (_, i) => ({
        id: `fan/app-${String(i).padStart(2, "0")}`,
        models: ["acme/base-7b"],
      })),
    );
    const { spaces } = await loadModelPage(popular, "acme/base-7b", new URLSearchParams());
    expect(spaces.total).toBe(25);
    expect(spaces.shown.map((space) => space.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `fan/app-${String(i).padStart(2, "0")}`),
    );
  });

  it("links a task page's demo app to its page here when the store has it, else to huggingface.co", async () => {
    const before = await loadTaskPage(store, "automatic-speech-recognition");
    const [first] = before.page?.spaces ?? [];
    expect(first?.href).toBeUndefined();
    expect(first?.externalHref).toBe(`https://huggingface.co/spaces/${first?.id}`);
    const local = await fixtureStore();
    await local.spaces.upsertMany([{ id: first?.id, tasks: ["automatic-speech-recognition"] }]);
    const after = await loadTaskPage(local, "automatic-speech-recognition");
    expect(after.page?.spaces[0]).toMatchObject({ id: first?.id, href: `/spaces/${first?.id}` });
    expect(after.page?.spaces[0]?.externalHref).toBeUndefined();
  });
});
