// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { call, fixtureStore } from "./api-fixtures.test-helpers";

const store = await fixtureStore();
afterAll(() => store.close());
await store.models.upsert({
  id: "acme/chat-1b",
  pipeline_tag: "text-generation",
  library_name: "transformers",
  tags: ["transformers", "text-generation", "conversational"],
});

interface SnippetsBody {
  id: string;
  provider: string;
  providers: string[];
  inference: { language: string; client: string; content: string }[];
  library: { language: string; content: string }[];
  error?: string;
}

describe("GET /api/models/{id}/snippets", () => {
  it("returns inference snippets for the provider and the library's snippets", async () => {
    const { status, body } = await call(
      store,
      "/api/models/meta-llama/Llama-3-8B/snippets?provider=together",
    );
    expect(status).toBe(200);
    const snippets = body as SnippetsBody;
    expect(snippets).toMatchObject({ id: "meta-llama/Llama-3-8B", provider: "together" });
    expect(snippets.providers).toEqual(expect.arrayContaining(["together", "auto"]));
    expect(snippets.inference.map((s) => s.language)).toEqual(expect.arrayContaining(["python", "js", "sh"]));
    expect(
      snippets.inference.some(
        (s) => s.content.includes("meta-llama/Llama-3-8B") || s.content.includes("meta/llama-3"),
      ),
    ).toBe(true);
    expect(snippets.library.length).toBeGreaterThan(0);
    expect(snippets.library[0]?.content).toContain("meta-llama/Llama-3-8B");
  });

  it("defaults to the auto provider and passes streaming and endpoint options through", async () => {
    const auto = (await call(store, "/api/models/meta-llama/Llama-3-8B/snippets")).body as SnippetsBody;
    expect(auto.provider).toBe("auto");
    const local = (
      await call(
        store,
        "/api/models/acme/chat-1b/snippets?streaming=true&endpoint_url=http%3A%2F%2Flocalhost%3A8080",
      )
    ).body as SnippetsBody;
    expect(local.inference.some((s) => s.content.includes("localhost:8080"))).toBe(true);
    expect(local.inference.some((s) => /stream/i.test(s.content))).toBe(true);
  });

  it("writes temperature, max_tokens and top_p into chat calls", async () => {
    const { body } = await call(
      store,
      "/api/models/acme/chat-1b/snippets?provider=hf-inference&temperature=0.7&max_tokens=64&top_p=0.95",
    );
    const curl = (body as SnippetsBody).inference.find((s) => s.client === "curl")?.content ?? "";
    expect(curl).toContain('"temperature": 0.7');
    expect(curl).toContain('"max_tokens": 64');
    expect(curl).toContain('"top_p": 0.95');
  });

  it("says why there is no inference snippet when the provider does not serve the task", async () => {
    await store.models.upsert({ id: "acme/sorter", pipeline_tag: "text-classification" });
    const { status, body } = await call(store, "/api/models/acme/sorter/snippets?provider=groq");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      inference: [],
      error: "Failed to get provider helper for groq (text-classification)",
    });
  });

  it.each([
    ["provider=nobody", "provider"],
    ["streaming=perhaps", "streaming"],
    ["temperature=hot", "temperature"],
    ["temperature=7", "temperature"],
    ["max_tokens=0", "max_tokens"],
    ["top_p=1.5", "top_p"],
    ["endpoint_url=ftp%3A%2F%2Fx", "endpoint_url"],
    ["endpoint_url=http%3A%2F%2Fh%3A1%3Fx%3D1", "endpoint_url"],
    ["bill_to=", "bill_to"],
    ["bill_to=acme%0D%0AX-Evil%3A%201", "bill_to"],
  ])("?%s is a 400 naming %s", async (query, parameter) => {
    const { status, body } = await call(store, `/api/models/meta-llama/Llama-3-8B/snippets?${query}`);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toContain(`"${parameter}"`);
  });

  it("is a 404 for unknown models", async () => {
    expect((await call(store, "/api/models/nobody/nothing/snippets")).status).toBe(404);
    expect((await call(store, "/api/models/nothing/snippets")).status).toBe(404);
  });

  it("answers for a legacy bare id, unless a model is named <owner>/snippets", async () => {
    const bare = await call(store, "/api/models/gpt2/snippets");
    expect(bare.status).toBe(200);
    expect((bare.body as SnippetsBody).id).toBe("gpt2");
    await store.models.upsert({ id: "acme/snippets", pipeline_tag: "fill-mask" });
    const named = await call(store, "/api/models/acme/snippets");
    expect((named.body as { id: string }).id).toBe("acme/snippets");
    expect(named.body).not.toHaveProperty("inference");
  });
});
