import { describe, expect, it } from "vitest";
import { fixtureStore } from "../../test/fixture-store";
import { buildLocalAppsView, vettedAppLink } from "./local-apps-view.server";

describe("vettedAppLink", () => {
  it("keeps https and the apps' own schemes", () => {
    expect(vettedAppLink("lmstudio://open_from_hf?model=a/b&file=b-Q4_K_M.gguf")).toBe(
      "lmstudio://open_from_hf?model=a/b&file=b-Q4_K_M.gguf",
    );
    expect(vettedAppLink("https://docs.vllm.ai")).toBe("https://docs.vllm.ai");
  });

  it("refuses scripts, data, plain http, spaces and quotes", () => {
    for (const link of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "http://example.com",
      " lmstudio://open_from_hf?model=a/b",
      'jan://models/huggingface/a/b"onmouseover="alert(1)',
      "no scheme at all",
    ]) {
      expect(vettedAppLink(link), link).toBeUndefined();
    }
  });
});

describe("buildLocalAppsView", () => {
  it("writes a hostile file name into the links percent-encoded, never as another parameter", async () => {
    const store = await fixtureStore();
    const file = `w "<b>&model=x$(id).Q4_K_M.gguf`;
    await store.models.upsert({
      id: "acme/odd-gguf",
      tags: ["gguf"],
      siblings: [{ rfilename: file, size: 1000 }],
      gguf: { context_length: 2048 },
    });
    const model = await store.models.get("acme/odd-gguf");
    if (!model) throw new Error("the record was not stored");
    const apps = await buildLocalAppsView(model, { repoId: model.id, file, quant: "Q4_K_M" });
    const link = apps.find((app) => app.id === "lmstudio")?.deepLink ?? "";
    expect(new URL(link).searchParams.get("file")).toBe(file);
    expect(new URL(link).searchParams.getAll("model")).toEqual(["acme/odd-gguf"]);
    // The commands show the name as text: the highlighter escapes its markup.
    const html = apps.flatMap((app) => app.snippets.map((snippet) => snippet.html)).join("");
    expect(html).not.toContain("<b>");
  });
});
