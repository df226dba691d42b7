import { normalizeModelRecord } from "@modelhub/catalog";
import { describe, expect, it } from "vitest";
import { buildInferenceView } from "./inference-view.server";

// Models called through chat by their pipeline tag alone (docs/decisions/078): the panel must
// show chat tabs, the streaming toggle, and the completions calls as tabs of their own.

const tabs = (view: Awaited<ReturnType<typeof buildInferenceView>>) =>
  Object.fromEntries(view.languages.map((language) => [language.id, language.clients.map((c) => c.label)]));

describe("buildInferenceView for models not tagged conversational", () => {
  it("shows chat tabs and the completions tabs for a text-generation model", async () => {
    const model = normalizeModelRecord({
      id: "acme/base-7b",
      pipeline_tag: "text-generation",
      tags: ["transformers", "text-generation"],
      inferenceProviderMapping: { together: { providerId: "acme/base-7b", status: "live" } },
    });
    const view = await buildInferenceView(model, new URLSearchParams("streaming=1"));
    expect(view.provider).toBe("together");
    expect(view.isChat).toBe(true);
    expect(view.streaming).toBe(true);
    expect(tabs(view)).toEqual({
      python: ["huggingface_hub", "OpenAI", "requests", "requests (completions)"],
      js: ["huggingface.js", "OpenAI", "fetch", "fetch (completions)"],
      sh: ["cURL", "cURL (completions)"],
    });
    const curl = view.languages.find((language) => language.id === "sh")?.clients ?? [];
    expect(curl[0]?.html).toContain("chat/completions");
    expect(curl[0]?.html).toContain("acme/base-7b:together");
    expect(curl[1]?.html).toContain("together/v1/completions");
  });

  it("shows chat tabs, and no completions, for an image-text-to-text model", async () => {
    const model = normalizeModelRecord({
      id: "acme/vision-base",
      pipeline_tag: "image-text-to-text",
      tags: ["image-text-to-text"],
    });
    const view = await buildInferenceView(model, new URLSearchParams());
    expect(view.provider).toBe("hf-inference");
    expect(view.isChat).toBe(true);
    expect(tabs(view)).toEqual({
      python: ["huggingface_hub", "OpenAI", "requests"],
      js: ["huggingface.js", "OpenAI", "fetch"],
      sh: ["cURL"],
    });
    expect(view.languages[0]?.clients[0]?.html).toContain("image_url");
  });
});
