import { openStore, type Store } from "@modelhub/store";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSpaceListing, SPACES_PAGE_SIZE } from "../lib/space-listing.server";
import type { Route } from "./+types/spaces";
import Spaces from "./spaces";

const HOSTILE = `<img src=x onerror="window.__pwned=1">`;

let store: Store;

beforeEach(async () => {
  store = await openStore(":memory:");
  await store.spaces.upsertMany([
    {
      id: "acme/chat-arena",
      likes: 17,
      lastModified: "2025-04-05T00:00:00.000Z",
      tags: ["gradio"],
      cardData: {
        title: `Chat arena ${HOSTILE}`,
        emoji: "💬",
        colorFrom: "indigo",
        colorTo: "pink",
        sdk: "gradio",
        short_description: "Compare chat models",
      },
    },
    { id: "labs/paint", title: "Paint", sdk: "streamlit", likes: 40, trendingScore: 3 },
    { id: "solo/notes", description: "Takes notes", tasks: ["summarization"] },
  ]);
});
afterEach(async () => {
  await store.close();
});

/** The page at `path` as the server renders it, parsed. */
async function serverRender(path: string): Promise<Document> {
  const handler = createStaticHandler([
    {
      path: "/spaces",
      loader: ({ request }) => loadSpaceListing(store, new URL(request.url)),
      Component: () => <Spaces {...({ loaderData: useLoaderData() } as unknown as Route.ComponentProps)} />,
    },
  ]);
  const context = await handler.query(new Request(`http://hub.test${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim();
const cardTitles = (page: Document) => [...page.querySelectorAll(".space-card__title")].map(text);

describe("the demo apps listing as the server renders it", () => {
  it("shows each app's emoji, title, owner, SDK, likes and last update, author text as text", async () => {
    const page = await serverRender("/spaces");
    expect(text(page.querySelector("h1"))).toBe("Demo apps");
    expect(text(page.querySelector(".listing__total"))).toBe("3 apps");
    // Trending first: one app has a trending score, the rest tie and go by likes.
    expect(cardTitles(page)).toEqual(["Paint", `Chat arena ${HOSTILE}`, "notes"]);
    const arena = page.querySelectorAll(".space-card")[1];
    expect(arena?.className).toBe("result-card space-card space-banner--from-indigo space-banner--to-pink");
    expect(text(arena?.querySelector(".space-card__emoji"))).toBe("💬");
    expect(arena?.querySelector(".space-card__title")?.getAttribute("href")).toBe("/spaces/acme/chat-arena");
    expect(arena?.querySelector(".space-card__author a")?.getAttribute("href")).toBe("/spaces?author=acme");
    expect(text(arena?.querySelector(".space-card__description"))).toBe("Compare chat models");
    const meta = (card: Element | undefined) =>
      [...(card?.querySelectorAll(".result-card__meta > span") ?? [])].map(text);
    expect(meta(arena)).toEqual(["Gradio", "Updated Apr 5, 2025", "17 likes"]);
    expect(page.querySelector("img[src='x']")).toBeNull();
    const notes = page.querySelectorAll(".space-card")[2];
    expect(text(notes?.querySelector(".space-card__description"))).toBe("Takes notes");
    expect(meta(notes)).toEqual(["0 likes"]);
  });

  it("searches and filters by SDK through a GET form, keeping the sort, with sort links", async () => {
    const page = await serverRender("/spaces?sort=likes");
    const form = page.querySelector("form.space-search");
    expect([form?.getAttribute("method"), form?.getAttribute("action")]).toEqual(["get", "/spaces"]);
    expect(form?.querySelector("input[name=search]")).not.toBeNull();
    expect([...(form?.querySelectorAll("select[name=sdk] option") ?? [])].map(text)).toEqual([
      "Any SDK",
      "Gradio",
      "Streamlit",
      "Docker",
      "Static",
    ]);
    expect(form?.querySelector("input[type=hidden][name=sort]")?.getAttribute("value")).toBe("likes");
    expect(form?.querySelector("button[type=submit]")).not.toBeNull();
    expect(
      [...page.querySelectorAll(".sort-menu a")].map((link) => [text(link), link.getAttribute("href")]),
    ).toEqual([
      ["Trending", "/spaces"],
      ["Most likes", "/spaces?sort=likes"],
      ["Recently created", "/spaces?sort=created"],
      ["Recently updated", "/spaces?sort=modified"],
    ]);

    const gradio = await serverRender("/spaces?search=ARENA&sdk=gradio");
    expect(cardTitles(gradio)).toEqual([`Chat arena ${HOSTILE}`]);
    expect(gradio.querySelector<HTMLOptionElement>("select[name=sdk] option[value=gradio]")?.selected).toBe(
      true,
    );
    expect((gradio.querySelector("input[name=search]") as HTMLInputElement | null)?.value).toBe("ARENA");
    const none = await serverRender("/spaces?sdk=docker");
    expect(text(none.querySelector(".empty-state h2"))).toBe("No demo apps match");
    const owner = await serverRender("/spaces?author=labs");
    expect(cardTitles(owner)).toEqual(["Paint"]);
    expect(owner.querySelector(".chip")?.getAttribute("href")).toBe("/spaces");
  });

  it("lists a search's best matches first, offering relevance only while searching", async () => {
    await store.spaces.upsertMany([
      { id: "zoo/paint-pro", title: "Paint Pro", likes: 90 },
      { id: "acme/finger-paint", title: "Finger painting", likes: 500 },
    ]);
    const page = await serverRender("/spaces?search=paint");
    expect(cardTitles(page)).toEqual(["Paint", "Paint Pro", "Finger painting"]);
    const sorts = [...page.querySelectorAll(".sort-menu a")].map((link) => [
      text(link),
      link.getAttribute("href"),
    ]);
    expect(sorts.slice(0, 2)).toEqual([
      ["Most relevant", "/spaces?search=paint"],
      ["Trending", "/spaces?search=paint&sort=trending"],
    ]);
    const byLikes = await serverRender("/spaces?search=paint&sort=likes");
    expect(cardTitles(byLikes)).toEqual(["Finger painting", "Paint Pro", "Paint"]);

    const unsearched = await serverRender("/spaces?sort=relevance");
    expect([...unsearched.querySelectorAll(".sort-menu a")].map(text)).not.toContain("Most relevant");
    expect([...unsearched.querySelectorAll(".listing__notices p")].map(text)).toEqual([
      `Ignored the sort "most relevant": it orders a search's matches, and there is no search.`,
    ]);
  });

  it("says which part of the URL it ignored", async () => {
    const page = await serverRender("/spaces?sdk=flask&sort=downloads");
    expect(cardTitles(page)).toHaveLength(3);
    expect([...page.querySelectorAll(".listing__notices p")].map(text)).toEqual([
      'Ignored the sort "downloads": demo apps sort by trending, most likes, recently created or recently updated.',
      'Ignored the SDK "flask": demo apps run on Gradio, Streamlit, Docker, Static.',
    ]);
  });

  it("pages through every app with Next and First page links", async () => {
    await store.spaces.upsertMany(
      Array.from({ length: SPACES_PAGE_SIZE + 5 }, (_, i) => ({ id: `many/app-${i}`, likes: i + 100 })),
    );
    const first = await serverRender("/spaces?sort=likes");
    expect(cardTitles(first)).toHaveLength(SPACES_PAGE_SIZE);
    const next = first.querySelector(".pager a.button")?.getAttribute("href") ?? "";
    expect(next).toMatch(/^\/spaces\?sort=likes&cursor=/);
    const second = await serverRender(next);
    expect(cardTitles(second)).toEqual([
      "app-4",
      "app-3",
      "app-2",
      "app-1",
      "app-0",
      "Paint",
      `Chat arena ${HOSTILE}`,
      "notes",
    ]);
    expect(second.querySelector(".pager a.button")).toBeNull();
    expect(second.querySelector(".pager a")?.getAttribute("href")).toBe("/spaces?sort=likes");
    expect(text(second.querySelector(".listing__total"))).toBe(`${SPACES_PAGE_SIZE + 8} apps`);
  });

  it("answers a page link whose cursor it cannot read with a 400 that says so", async () => {
    const failure = await loadSpaceListing(store, new URL("http://hub.test/spaces?cursor=nonsense")).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      data: expect.stringContaining("not valid any more"),
      init: { status: 400 },
    });
  });
});
