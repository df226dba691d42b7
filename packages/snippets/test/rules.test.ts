import { normalizeModelRecord } from "@modelhub/catalog";
import { afterEach, describe, expect, it } from "vitest";
import { endpointChatUrl } from "../src/context/build-context";
import {
  encodeValue,
  formatValue,
  getCompletionContext,
  getInferenceSnippets,
  getProviderDefinition,
  getProvidersForModel,
  getRenderContext,
  getSnippetTemplate,
  INFERENCE_PROVIDERS,
  registerInferenceProvider,
  registerSnippetClient,
  TEMPLATE_FOR_TASK,
  unregisterSnippetClient,
} from "../src/index";
import { loadFixture } from "./matrix";

function recordingLogger() {
  const messages: string[] = [];
  return { messages, runtime: { logger: { error: (message: string) => messages.push(message) } } };
}

const clientsOf = (snippets: { language: string; client: string }[]) =>
  snippets.map((s) => `${s.language}/${s.client}`);

describe("which clients are offered", () => {
  it("offers only the Hugging Face SDKs for 'auto' outside chat, every client for chat", () => {
    expect(clientsOf(getInferenceSnippets(loadFixture("text-classification"), "auto"))).toEqual([
      "python/huggingface_hub",
      "js/huggingface.js",
    ]);
    expect(clientsOf(getInferenceSnippets(loadFixture("chat-llama"), "auto"))).toEqual([
      "python/huggingface_hub",
      "python/openai",
      "python/requests",
      "js/huggingface.js",
      "js/openai",
      "js/fetch",
      "sh/curl",
    ]);
  });

  it("leaves out an SDK without a method for the task, and clients without the template", () => {
    const clients = clientsOf(getInferenceSnippets(loadFixture("text-to-audio"), "hf-inference"));
    expect(clients).not.toContain("python/huggingface_hub");
    expect(clients).not.toContain("python/openai");
    expect(clients).toContain("js/huggingface.js");
    expect(clients).toContain("sh/curl");
  });

  it("leaves out an SDK whose helper for the provider (hf-inference for endpoints) cannot send the task", () => {
    // huggingface_hub has tabular_regression, but its hf-inference helper does not serve it.
    const regression = clientsOf(getInferenceSnippets(loadFixture("tabular-regression"), "hf-inference"));
    expect(regression).not.toContain("python/huggingface_hub");
    expect(regression).toContain("js/huggingface.js");
    // Neither SDK sends video generation to a custom endpoint; the raw clients do.
    const endpoint = { endpointUrl: "http://localhost:8080" };
    const video = clientsOf(getInferenceSnippets(loadFixture("text-to-video"), "fal-ai", endpoint));
    expect(video).toEqual(["python/requests", "js/fetch", "sh/curl"]);
    const routed = clientsOf(getInferenceSnippets(loadFixture("text-to-video"), "fal-ai"));
    expect(routed).toContain("python/huggingface_hub");
    expect(routed).toContain("js/huggingface.js");
    // huggingface_hub's Together helper has no speech recognition; @huggingface/inference's has.
    const speech = clientsOf(getInferenceSnippets(loadFixture("automatic-speech-recognition"), "together"));
    expect(speech).not.toContain("python/huggingface_hub");
    expect(speech).toContain("js/huggingface.js");
  });

  it("offers fal_client only for fal-ai", () => {
    const model = loadFixture("text-to-image");
    expect(clientsOf(getInferenceSnippets(model, "fal-ai"))).toContain("python/fal_client");
    expect(clientsOf(getInferenceSnippets(model, "replicate"))).not.toContain("python/fal_client");
  });

  it("throws 'Template not found' when a missing template is asked for directly", () => {
    expect(() => getSnippetTemplate("python", "openai", "textToImage")).toThrow("Template not found");
    expect(() => getSnippetTemplate("sh", "no-such-client", "basic")).toThrow("Template not found");
  });

  it("gives nothing for a task the router does not serve", () => {
    const model = normalizeModelRecord({ id: "a/b", pipeline_tag: "depth-estimation" });
    expect(getInferenceSnippets(model, "hf-inference")).toEqual([]);
  });
});

describe("chat by pipeline tag", () => {
  const untagged = (pipeline_tag: string, fields: Record<string, unknown> = {}) =>
    normalizeModelRecord({ id: "acme/base-model", pipeline_tag, tags: [pipeline_tag], ...fields });

  it("calls untagged text-generation and image-text-to-text models through chat", () => {
    for (const task of ["text-generation", "image-text-to-text"]) {
      const ctx = getRenderContext(untagged(task), "hf-inference");
      expect(ctx?.task, task).toBe("conversational");
      expect(ctx?.fullUrl, task).toBe("https://router.huggingface.co/v1/chat/completions");
    }
    const vision = getRenderContext(untagged("image-text-to-text"), "nscale");
    expect(vision?.requestBody).toMatchObject({
      kind: "json",
      value: { messages: [{ role: "user", content: [{ type: "text" }, { type: "image_url" }] }] },
    });
  });

  it("sends the model's own widget text as the user message", () => {
    const model = untagged("text-generation", { widgetData: [{ text: "Tell me about tides" }] });
    expect(getRenderContext(model, "together")?.requestBody).toMatchObject({
      value: { messages: [{ role: "user", content: "Tell me about tides" }] },
    });
  });

  it("adds the raw clients' completions calls where the provider serves completions", () => {
    const model = untagged("text-generation", { widgetData: [{ text: "Once there was" }] });
    expect(clientsOf(getInferenceSnippets(model, "together"))).toEqual([
      "python/huggingface_hub",
      "python/openai",
      "python/requests",
      "python/requests-completions",
      "js/huggingface.js",
      "js/openai",
      "js/fetch",
      "js/fetch-completions",
      "sh/curl",
      "sh/curl-completions",
    ]);
    const completion = getCompletionContext(model, "together", { directRequest: true });
    expect(completion?.fullUrl).toBe("https://api.together.xyz/v1/completions");
    expect(completion?.requestBody).toEqual({
      kind: "json",
      value: { model: "acme/base-model", prompt: "Once there was" },
    });
  });

  it("offers no completions call where there is none to make", () => {
    const model = untagged("text-generation");
    // Groq and Novita serve text generation through their chat endpoints only.
    for (const provider of ["groq", "novita", "cerebras", "auto"]) {
      expect(getCompletionContext(model, provider), provider).toBeUndefined();
      expect(clientsOf(getInferenceSnippets(model, provider)).join(), provider).not.toMatch(/completions/u);
    }
    expect(getCompletionContext(model, "together", { endpointUrl: "http://localhost:8080" })).toBeUndefined();
    // A model tagged conversational has chat messages as its example: chat alone.
    const tagged = untagged("text-generation", { tags: ["conversational"] });
    expect(getCompletionContext(tagged, "together")).toBeUndefined();
    expect(getCompletionContext(untagged("image-text-to-text"), "together")).toBeUndefined();
  });
});

describe("recoverable errors", () => {
  it("logs 'Failed to get provider helper' and returns nothing when the provider lacks the task", () => {
    const { messages, runtime } = recordingLogger();
    expect(getInferenceSnippets(loadFixture("text-classification"), "groq", {}, runtime)).toEqual([]);
    expect(getInferenceSnippets(loadFixture("chat-vision"), "hyperbolic", {}, runtime)).toEqual([]);
    expect(messages).toEqual([
      "Failed to get provider helper for groq (text-classification)",
      "Failed to get provider helper for hyperbolic (conversational)",
    ]);
  });

  it("logs 'Failed to parse body as JSON' and sends the generic inputs instead", () => {
    registerInferenceProvider("acme-gateway", {
      baseUrl: "https://gateway.acme.test",
      tasks: { "text-classification": { path: () => "classify", body: () => ({ text: "not json {" }) } },
    });
    const { messages, runtime } = recordingLogger();
    const model = loadFixture("text-classification");
    const ctx = getRenderContext(model, "acme-gateway", { directRequest: true }, runtime);
    expect(messages).toEqual(["Failed to parse body as JSON"]);
    expect(ctx?.requestBody).toEqual({
      kind: "json",
      value: { inputs: "I really enjoyed this film, the acting was wonderful!" },
    });
    expect(ctx?.fullUrl).toBe("https://gateway.acme.test/classify");
    expect(ctx?.accessToken).toEqual({ envVar: "ACME_GATEWAY_API_KEY" });
  });

  it("throws 'Unsupported format' for an unknown text form", () => {
    expect(() => formatValue({ a: 1 }, "yaml")).toThrow("Unsupported format");
    expect(encodeValue({ a: true, b: null }).python).toBe('{"a": True, "b": None}');
  });
});

describe("the token", () => {
  const model = loadFixture("text-to-image");
  const tokenOf = (provider: string, options = {}) => getRenderContext(model, provider, options)?.accessToken;

  it("is HF_TOKEN routed, API_TOKEN for an endpoint, <PROVIDER>_API_KEY direct, or the literal given", () => {
    expect(tokenOf("fal-ai")).toEqual({ envVar: "HF_TOKEN" });
    expect(tokenOf("hf-inference", { directRequest: true })).toEqual({ envVar: "HF_TOKEN" });
    expect(tokenOf("fal-ai", { endpointUrl: "http://localhost:8080" })).toEqual({ envVar: "API_TOKEN" });
    expect(tokenOf("fal-ai", { directRequest: true })).toEqual({ envVar: "FAL_AI_API_KEY" });
    expect(tokenOf("zai-org", { directRequest: true })).toEqual({ envVar: "ZAI_ORG_API_KEY" });
    expect(tokenOf("fal-ai", { accessToken: "hf_x" })).toEqual({ literal: "hf_x" });
  });

  it("appears in every snippet as the environment variable, never as text", () => {
    const snippets = getInferenceSnippets(model, "replicate", { directRequest: true });
    for (const snippet of snippets.filter((s) => s.client !== "fal_client")) {
      expect(snippet.content, snippet.client).toMatch(/REPLICATE_API_KEY/u);
    }
  });
});

describe("URLs", () => {
  it("refuses an endpoint URL that is not a plain http(s) URL (a query would swallow the chat path)", () => {
    for (const endpointUrl of ["http://h:1?x=1", "http://h:1/v1#top", "ftp://h/", "http://h:1/ v1", ""]) {
      expect(() => getInferenceSnippets(loadFixture("chat-llama"), "together", { endpointUrl })).toThrow(
        /endpointUrl must be an http\(s\) URL without a query string or fragment/,
      );
    }
    expect(
      getInferenceSnippets(loadFixture("chat-llama"), "together", { endpointUrl: "https://h.example/v1" })
        .length,
    ).toBeGreaterThan(0);
  });

  it("posts chat to {endpointUrl}/v1/chat/completions and other tasks to the endpoint itself", () => {
    expect(endpointChatUrl("http://localhost:8080")).toBe("http://localhost:8080/v1/chat/completions");
    expect(endpointChatUrl("http://localhost:8080/v1/")).toBe("http://localhost:8080/v1/chat/completions");
    const endpoint = { endpointUrl: "http://localhost:8080" };
    expect(getRenderContext(loadFixture("chat-llama"), "together", endpoint)?.fullUrl).toBe(
      "http://localhost:8080/v1/chat/completions",
    );
    expect(getRenderContext(loadFixture("text-to-image"), "fal-ai", endpoint)?.fullUrl).toBe(
      "http://localhost:8080",
    );
  });

  it("routes through the router and calls the provider itself on direct requests", () => {
    const model = loadFixture("text-to-image");
    expect(getRenderContext(model, "replicate")?.fullUrl).toBe(
      "https://router.huggingface.co/replicate/v1/models/black-forest-labs/flux-dev/predictions",
    );
    expect(getRenderContext(model, "replicate", { directRequest: true })?.fullUrl).toBe(
      "https://api.replicate.com/v1/models/black-forest-labs/flux-dev/predictions",
    );
    expect(getRenderContext(model, "fal-ai")?.fullUrl).toBe(
      "https://router.huggingface.co/fal-ai/fal-ai/flux/dev?_subdomain=queue",
    );
    expect(getRenderContext(loadFixture("chat-llama"), "groq", { directRequest: true })?.fullUrl).toBe(
      "https://api.groq.com/openai/v1/chat/completions",
    );
    // The router cannot call OpenAI with a Hugging Face token: OpenAI is always called directly.
    const openai = getRenderContext(loadFixture("chat-openai-compatible"), "openai");
    expect(openai?.fullUrl).toBe("https://api.openai.com/v1/chat/completions");
    expect(openai?.accessToken).toEqual({ envVar: "OPENAI_API_KEY" });
    expect(openai?.providerModelId).toBe("gpt-oss-120b");
  });

  it("sends a sample file with the content type of its extension", () => {
    const model = loadFixture("image-classification");
    const ctx = getRenderContext(
      model,
      "hf-inference",
      {},
      { exampleInput: () => ({ kind: "image", file: "photo.png" }) },
    );
    expect(ctx?.contentType).toBe("image/png");
    expect(getRenderContext(loadFixture("automatic-speech-recognition"), "hf-inference")?.contentType).toBe(
      "audio/flac",
    );
  });
});

describe("providers", () => {
  it("lists the 19 router providers, sorted", () => {
    expect(INFERENCE_PROVIDERS).toHaveLength(19);
    expect([...INFERENCE_PROVIDERS].sort()).toEqual(INFERENCE_PROVIDERS);
  });

  it("offers a model's mapped providers, then hf-inference and auto", () => {
    expect(getProvidersForModel(loadFixture("text-to-video"))).toEqual([
      "fal-ai",
      "novita",
      "replicate",
      "together",
      "hf-inference",
      "auto",
    ]);
    expect(getProvidersForModel({})).toEqual(["hf-inference", "auto"]);
    // A provider this package does not know is not offered.
    expect(getProvidersForModel(loadFixture("chat-vision"))).toEqual(["nscale", "hf-inference", "auto"]);
    // A provider still testing the model ("staging") is not offered; one without a status is.
    const mapping = {
      groq: { providerId: "g", status: "staging" },
      together: { providerId: "t" },
      novita: { providerId: "n", status: "live" },
    };
    expect(getProvidersForModel({ inferenceProviderMapping: mapping })).toEqual([
      "together",
      "novita",
      "hf-inference",
      "auto",
    ]);
  });
});

describe("chat generation options", () => {
  it("sends temperature, max_tokens and top_p in chat bodies only, and refuses values out of range", () => {
    const chat = getRenderContext(loadFixture("chat-llama"), "together", { temperature: 0, top_p: 1 });
    expect(chat?.requestBody).toMatchObject({ kind: "json", value: { temperature: 0, top_p: 1 } });
    expect(chat?.requestBody.kind === "json" && "max_tokens" in chat.requestBody.value).toBe(false);
    const classifier = getRenderContext(loadFixture("text-classification"), "hf-inference", {
      temperature: 0.5,
    });
    expect(JSON.stringify(classifier?.requestBody)).not.toContain("temperature");
    for (const [options, message] of [
      [{ temperature: 2.5 }, "temperature must be a number from 0 to 2, not 2.5"],
      [{ max_tokens: 0 }, "max_tokens must be a whole number from 1, not 0"],
      [{ max_tokens: 1.5 }, "max_tokens must be a whole number from 1, not 1.5"],
      [{ top_p: 0 }, "top_p must be a number above 0, up to 1, not 0"],
      [{ temperature: Number.NaN }, "temperature must be a number from 0 to 2, not NaN"],
    ] as const) {
      expect(() => getInferenceSnippets(loadFixture("chat-llama"), "together", options)).toThrow(message);
    }
    // The error names the option, for a caller to name its own flag or parameter.
    expect(() => getInferenceSnippets(loadFixture("chat-llama"), "together", { top_p: 2 })).toThrow(
      expect.objectContaining({ option: "top_p", name: "SnippetOptionError" }),
    );
  });
});

describe("registering a client from outside the package", () => {
  afterEach(() => {
    unregisterSnippetClient("sh", "acme-cli");
    unregisterSnippetClient("python", "acme_sdk");
  });

  it("accepts a text template filled from the render context", () => {
    registerSnippetClient({
      language: "sh",
      client: "acme-cli",
      templates: {
        basic: "acme call {{ sh.fullUrl }} --token {{ sh.accessToken }} --json {{ providerInputs.curl }}",
      },
    });
    const snippet = getInferenceSnippets(loadFixture("adversarial-text"), "hf-inference").find(
      (s) => s.client === "acme-cli",
    );
    expect(snippet?.content).toMatch(
      /^acme call https:\/\/router\.huggingface\.co\/hf-inference\/models\/evil\/text-model --token "\$HF_TOKEN" --json '\{/u,
    );
    // Only where the template exists.
    expect(getInferenceSnippets(loadFixture("chat-llama"), "together").map((s) => s.client)).not.toContain(
      "acme-cli",
    );
  });

  it("accepts a render function, and rejects a template naming an unknown variable", () => {
    registerSnippetClient({
      language: "python",
      client: "acme_sdk",
      templates: {
        conversational: (ctx) =>
          `import acme\nacme.chat(${ctx.python.providerModelId}, ${ctx.python.messages})`,
        basic: "acme.run({{ python.noSuchValue }})",
      },
    });
    const chat = getInferenceSnippets(loadFixture("chat-llama"), "together").find(
      (s) => s.client === "acme_sdk",
    );
    expect(chat?.content).toContain('acme.chat("meta-llama/Llama-3.1-8B-Instruct:together", [');
    expect(() => getInferenceSnippets(loadFixture("text-classification"), "hf-inference")).toThrow(
      "Template variable 'python.noSuchValue'",
    );
  });
});

describe("untrusted values", () => {
  it("percent-encodes a provider's model id in the URL path", () => {
    const ctx = getRenderContext(loadFixture("adversarial-image"), "fal-ai", { directRequest: true });
    expect(ctx?.fullUrl).toBe("https://queue.fal.run/fal-ai/evil%20id'%24(x)%3Fq%3D1%23frag");
  });

  it("refuses a bill-to or token that would split a header", () => {
    const model = loadFixture("text-classification");
    expect(() => getInferenceSnippets(model, "hf-inference", { billTo: "acme\r\nX-Evil: 1" })).toThrow(
      expect.objectContaining({
        option: "billTo",
        message: expect.stringContaining("must not contain line breaks"),
      }),
    );
    expect(() => getInferenceSnippets(model, "hf-inference", { accessToken: "hf_a\nb" })).toThrow(
      "accessToken",
    );
  });
});

describe("coverage", () => {
  it("writes snippets for every routed task, from the catalogue's example input", () => {
    const missing = Object.keys(TEMPLATE_FOR_TASK)
      .filter((task) => task !== "conversational")
      .filter((task) => {
        const model = normalizeModelRecord({ id: "org/model", pipeline_tag: task });
        const provider =
          ["hf-inference", ...INFERENCE_PROVIDERS].find(
            (p) => getProviderDefinition(p)?.tasks[task as keyof typeof TEMPLATE_FOR_TASK] !== undefined,
          ) ?? "none";
        return getInferenceSnippets(model, provider).length === 0;
      });
    expect(missing).toEqual([]);
  });
});
