import type { JsonValue, ModelRecord } from "@modelhub/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  completionClientName,
  fileContentType,
  getCompletionContext,
  getInferenceSnippets,
  getRenderContext,
  type InferenceSnippet,
  isFileRef,
  providerKeyVariable,
  type RenderContext,
  type SnippetOptions,
} from "../src/index";
import { fixtureNames, type MatrixCase, matrixCases } from "./matrix";
import { chatCompletionBody, chatStreamBody, FakeRouter, type RecordedRequest } from "./support/fake-router";
import { runSnippet, SAMPLE_FILES } from "./support/run-snippet";

// Runs generated snippets against a local server standing in for the router: each must send the
// request its render context describes (method, path, token from the environment, bill-to header,
// body) and read the answer (JSON, media saved to a file, or a stream).

const router = new FakeRouter();
const silent = { logger: { error: () => {} } };
const MEDIA_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 255]);
/** Clients as `<language>/<client>`. */
const RAW_CLIENTS = ["sh/curl", "python/requests", "js/fetch"];
/** The raw clients' completions calls, beside a text-generation model's chat. */
const COMPLETION_CLIENTS = RAW_CLIENTS.map((client) => {
  const [language, name] = client.split("/") as [string, string];
  return `${language}/${completionClientName(name)}`;
});
const isRawClient = (client: string) => RAW_CLIENTS.includes(client) || COMPLETION_CLIENTS.includes(client);
const id = (snippet: InferenceSnippet) => `${snippet.language}/${snippet.client}`;

interface RunCase {
  name: string;
  model: ModelRecord;
  provider: string;
  options: SnippetOptions;
  clients: string[];
  /** The clients run are the completions calls (getCompletionContext), not the main call. */
  completions?: boolean;
}

function tokenEnv(provider: string): Record<string, string> {
  return {
    HF_TOKEN: "hf_test_token",
    API_TOKEN: "api_test_token",
    [providerKeyVariable(provider)]: "provider_key",
  };
}

let runCounter = 0;
/** The context of each run, by URL prefix: the server answers in kind. */
const activeRuns = new Map<string, RenderContext>();

/** Snippets and context aimed at the fake router under a prefix unique to this run. */
function aimedAtRouter(testCase: RunCase): {
  ctx: RenderContext;
  snippets: InferenceSnippet[];
  prefix: string;
} {
  const prefix = `/r${++runCounter}`;
  const options =
    testCase.options.endpointUrl === undefined
      ? testCase.options
      : { ...testCase.options, endpointUrl: `${router.origin}${prefix}/endpoint` };
  const ctx = (testCase.completions ? getCompletionContext : getRenderContext)(
    testCase.model,
    testCase.provider,
    options,
    silent,
  );
  if (!ctx) throw new Error(`no context for ${testCase.name}`);
  const origin = new URL(ctx.fullUrl).origin;
  const retarget = (text: string) =>
    options.endpointUrl === undefined ? text.replaceAll(origin, `${router.origin}${prefix}`) : text;
  const snippets = getInferenceSnippets(testCase.model, testCase.provider, options, silent).map(
    (snippet) => ({
      ...snippet,
      content: retarget(snippet.content),
    }),
  );
  return { ctx: { ...ctx, fullUrl: retarget(ctx.fullUrl) }, snippets, prefix };
}

/** The JSON body with each sample file as the snippet must send it. */
function expectedJson(value: JsonValue): JsonValue {
  if (isFileRef(value)) {
    const base64 = SAMPLE_FILES[value.$file]!.toString("base64");
    return value.encoding === "data-url" ? `data:${fileContentType(value)};base64,${base64}` : base64;
  }
  if (Array.isArray(value)) return value.map(expectedJson);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expectedJson(item)]));
  }
  return value;
}

function answer(ctx: RenderContext, request: RecordedRequest) {
  if (request.method === "GET" && /\/api\/models\//u.test(request.url)) {
    // huggingface.js looks up where the model is served before a routed or direct call.
    const mapping = {
      ...ctx.model.inferenceProviderMapping,
      "hf-inference": { providerId: ctx.model.id, status: "live", task: ctx.task },
    };
    return {
      contentType: "application/json",
      body: JSON.stringify({ id: ctx.model.id, inferenceProviderMapping: mapping }),
    };
  }
  if (ctx.task === "conversational") {
    const streaming = JSON.parse(request.body.toString("utf8") || "{}").stream === true;
    return streaming
      ? { contentType: "text/event-stream", body: chatStreamBody(ctx.model.id) }
      : { contentType: "application/json", body: chatCompletionBody(ctx.model.id) };
  }
  if (ctx.output.kind === "bytes") return { contentType: "image/png", body: MEDIA_BYTES };
  if (request.url.endsWith("/embeddings")) {
    const embeddings = {
      object: "list",
      model: ctx.model.id,
      data: [{ object: "embedding", index: 0, embedding: [0.1, 0.2] }],
    };
    return { contentType: "application/json", body: JSON.stringify(embeddings) };
  }
  return { contentType: "application/json", body: JSON.stringify(JSON_ANSWERS[ctx.task] ?? { ok: true }) };
}

/** Answers shaped as each task's (so SDKs that check what they get accept them). */
const JSON_ANSWERS: Partial<Record<string, unknown>> = {
  "automatic-speech-recognition": { text: "hello" },
  "feature-extraction": [0.1, 0.2, 0.3],
  "image-classification": [{ label: "tabby cat", score: 0.9 }],
  "question-answering": { answer: "Clara", score: 0.9, start: 11, end: 16 },
  "sentence-similarity": [0.9, 0.1, 0.2],
  "table-question-answering": {
    answer: "Paris",
    coordinates: [[0, 0]],
    cells: ["Paris"],
    aggregator: "NONE",
  },
  "text-classification": [[{ label: "POSITIVE", score: 0.9 }]],
  "visual-question-answering": [{ answer: "two", score: 0.9 }],
  "zero-shot-classification": [
    { label: "refund", score: 0.8 },
    { label: "legal", score: 0.1 },
    { label: "faq", score: 0.1 },
  ],
  "text-generation": { object: "text_completion", choices: [{ index: 0, text: " there lived" }] },
};

async function checkCase(testCase: RunCase): Promise<void> {
  const { ctx, snippets, prefix } = aimedAtRouter(testCase);
  activeRuns.set(prefix, ctx);
  const selected = snippets.filter((snippet) => testCase.clients.includes(id(snippet)));
  expect(selected.map(id).sort()).toEqual([...testCase.clients].sort());
  const env = tokenEnv(testCase.provider);
  const results = await Promise.all(
    selected.map(async (snippet, index) => {
      // Each client gets its own prefix, so concurrent runs' requests are told apart.
      const own = `${prefix}c${index}`;
      const content = snippet.content.replaceAll(`${router.origin}${prefix}`, `${router.origin}${own}`);
      const outputFile = ctx.output.kind === "bytes" ? ctx.output.file : OUTPUT_OF[ctx.task];
      const result = await runSnippet(
        { ...snippet, content },
        { ...env, SNIPPET_TEST_ORIGIN: `${router.origin}${own}` },
        outputFile,
      );
      return { snippet, own, result };
    }),
  );
  const url = new URL(ctx.fullUrl);
  const token = "literal" in ctx.accessToken ? ctx.accessToken.literal : env[ctx.accessToken.envVar];
  for (const { snippet, own, result } of results) {
    const label = `${testCase.name} ${id(snippet)}\n${result.stderr}`;
    // SDKs may first look the model's providers up (a GET); the call itself is the POST.
    const requests = router.requests.filter(
      (request) => request.url.startsWith(own) && request.method === "POST",
    );
    expect(requests.length, label).toBe(1);
    const request = requests[0]!;
    expect(request.method, label).toBe("POST");
    expect(request.url.slice(own.length), label).toBe(`${url.pathname.slice(prefix.length)}${url.search}`);
    expect(request.headers.authorization, label).toBe(`${ctx.authorizationScheme} ${token}`);
    expect(request.headers["x-hf-bill-to"], label).toBe(ctx.billTo);
    if (isRawClient(id(snippet))) {
      const contentType = request.headers["content-type"] ?? "";
      if (ctx.requestBody.kind === "form")
        expect(contentType, label).toMatch(/^multipart\/form-data; ?boundary=/u);
      else expect(contentType, label).toBe(ctx.contentType);
    }
    const body = ctx.requestBody;
    if (body.kind === "form") {
      const form = await new Response(new Uint8Array(request.body), {
        headers: { "content-type": request.headers["content-type"] ?? "" },
      }).formData();
      const file = form.get(body.fileField);
      expect(file instanceof Blob, label).toBe(true);
      expect(Buffer.from(await (file as Blob).arrayBuffer()).equals(SAMPLE_FILES[body.path]!), label).toBe(
        true,
      );
      const fields = Object.fromEntries([...form.entries()].filter(([name]) => name !== body.fileField));
      expect(fields, label).toEqual(body.fields);
    } else if (body.kind === "file") {
      expect(request.body.equals(SAMPLE_FILES[body.path]!), label).toBe(true);
    } else {
      expect(JSON.parse(request.body.toString("utf8")), label).toEqual(
        expectedJson({ ...body.value, ...(streamingSdk(snippet, ctx) ? { stream: true } : {}) }),
      );
    }
    expect(result.code, label).toBe(0);
    // curl prints the raw event stream; the other clients print the deltas joined.
    if (ctx.output.kind === "stream") {
      expect(result.stdout, label).toContain(id(snippet) === "sh/curl" ? "data: [DONE]" : "Hello world");
    }
    if (ctx.output.kind === "bytes" || (OUTPUT_OF[ctx.task] && id(snippet) === "js/huggingface.js")) {
      expect(result.output?.equals(MEDIA_BYTES), label).toBe(true);
    }
  }
}

/** SDKs add `stream: true` themselves (the raw body of a streaming context has it already). */
function streamingSdk(snippet: InferenceSnippet, ctx: RenderContext): boolean {
  return ctx.streaming && !isRawClient(id(snippet));
}

const OUTPUT_OF: Partial<Record<string, string>> = { "text-to-image": "image.png" };

function runCases(): RunCase[] {
  const matrix = matrixCases();
  const pick = (name: string, clients: string[]): RunCase => {
    // "<fixture>/*--<variant>" picks the variant on the fixture's main provider.
    const [fixture, rest] = name.split("/") as [string, string];
    const found = matrix.find((testCase) =>
      rest.startsWith("*")
        ? testCase.name.startsWith(`${fixture}/`) && testCase.name.endsWith(rest.slice(1))
        : testCase.name === name,
    );
    if (!found) throw new Error(`no matrix case ${name}`);
    return { ...found, clients };
  };
  // Every fixture once with the raw HTTP clients, on its first routed provider.
  const perFixture = fixtureNames().map((fixture) => {
    const first = matrix.find(
      (testCase) => testCase.fixture === fixture && Object.keys(testCase.options).length === 0,
    );
    if (!first) throw new Error(`no case for ${fixture}`);
    return { ...first, clients: RAW_CLIENTS };
  });
  const chat = [...RAW_CLIENTS, "js/openai"];
  return [
    ...perFixture,
    pick("chat-llama/together--stream", chat),
    pick("chat-llama/together--generation", [...chat, "js/huggingface.js"]),
    {
      ...pick("chat-llama/together--generation", chat),
      name: "chat-llama/auto--generation+stream",
      provider: "auto",
      options: { temperature: 0, max_tokens: 1, top_p: 1, streaming: true },
    },
    pick("chat-llama/together--direct", chat),
    pick("chat-llama/together--bill-to", chat),
    // The SDK builds its own URLs; a preloaded fetch wrapper sends them to the local router.
    pick("chat-llama/together", ["js/huggingface.js", "js/openai"]),
    pick("chat-llama/together--stream", ["js/huggingface.js"]),
    pick("chat-llama/together--direct", ["js/huggingface.js"]),
    pick("chat-llama/together--stream-direct", ["js/huggingface.js"]),
    pick("adversarial-chat/together--literal-token", ["js/huggingface.js"]),
    pick("text-classification/hf-inference", ["js/huggingface.js"]),
    pick("question-answering/hf-inference--bill-to", ["js/huggingface.js"]),
    pick("image-classification/hf-inference", ["js/huggingface.js"]),
    pick("feature-extraction/together", ["js/huggingface.js"]),
    {
      ...pick("chat-llama/together--endpoint", [...chat, "js/huggingface.js"]),
      name: "chat-llama/together--endpoint+bill-to+stream",
      options: { endpointUrl: "http://localhost:8080", billTo: "acme-corp", streaming: true },
    },
    {
      ...pick("text-classification/*--endpoint", [...RAW_CLIENTS, "js/huggingface.js"]),
      name: "text-classification/hf-inference--endpoint+bill-to",
      options: { endpointUrl: "http://localhost:8080", billTo: "acme-corp" },
    },
    pick("chat-llama/together--endpoint", [...chat, "js/huggingface.js"]),
    pick("chat-llama/auto--stream", chat),
    pick("chat-llama/together--stream-direct", chat),
    pick("adversarial-chat/together--literal-token", chat),
    pick("adversarial-chat/together--endpoint", [...chat, "js/huggingface.js"]),
    pick("adversarial-chat/together--stream", chat),
    pick("adversarial-text/*--endpoint", [...RAW_CLIENTS, "js/huggingface.js"]),
    pick("adversarial-text/*--literal-token", RAW_CLIENTS),
    pick("adversarial-zero-shot/*--bill-to", RAW_CLIENTS),
    pick("adversarial-table/*--direct", RAW_CLIENTS),
    pick("text-classification/*--endpoint", [...RAW_CLIENTS, "js/huggingface.js"]),
    pick("image-classification/*--bill-to", RAW_CLIENTS),
    pick("text-to-image/*--direct", RAW_CLIENTS),
    pick("text-to-image/*--endpoint", [...RAW_CLIENTS, "js/huggingface.js"]),
    pick("image-to-image/*--bill-to", RAW_CLIENTS),
    pick("text-to-speech/*--endpoint", RAW_CLIENTS),
    // The JavaScript SDK on each input shape: text, pairs, tables, files as Blobs.
    ...[
      "automatic-speech-recognition",
      "feature-extraction",
      "image-classification",
      "question-answering",
      "sentence-similarity",
      "table-question-answering",
      "visual-question-answering",
      "zero-shot-classification",
      "adversarial-table",
      "adversarial-zero-shot",
    ].map((fixture) => pick(`${fixture}/*--endpoint`, [...RAW_CLIENTS, "js/huggingface.js"])),
    pick("automatic-speech-recognition/*--direct", RAW_CLIENTS),
    pick("automatic-speech-recognition/together", RAW_CLIENTS),
    {
      ...pick("adversarial-image/replicate", RAW_CLIENTS),
      options: { directRequest: true, billTo: "it's $(me)" },
    },
    pick("automatic-speech-recognition/deepinfra", RAW_CLIENTS),
    // A zero-shot widget example without labels: its text goes with the default labels.
    pick("zero-shot-widget-text/hf-inference", [...RAW_CLIENTS, "js/huggingface.js"]),
    pick("zero-shot-widget-text/*--endpoint", [...RAW_CLIENTS, "js/huggingface.js"]),
    ...untaggedChatCases(matrix),
  ];
}

/**
 * Untagged text-generation and image-text-to-text models are called through chat: every provider
 * serving them, with every client that runs here, and the completions calls where a provider
 * serves them (routed and direct).
 */
function untaggedChatCases(matrix: MatrixCase[]): RunCase[] {
  const fixtures = ["text-generation-every-provider", "image-text-to-text-every-provider"];
  const clients = [...RAW_CLIENTS, "js/openai", "js/huggingface.js"];
  return matrix
    .filter((testCase) => fixtures.includes(testCase.fixture))
    .filter((testCase) => Object.keys(testCase.options).length === 0 || testCase.name.endsWith("--stream"))
    .flatMap((testCase) => {
      const chat = { ...testCase, clients };
      const completion = ["", "--direct"].flatMap((variant) => {
        const options = variant ? { directRequest: true } : {};
        if (!getCompletionContext(testCase.model, testCase.provider, options, silent)) return [];
        if (testCase.options.streaming) return [];
        return [
          {
            ...testCase,
            name: `${testCase.name}${variant}+completions`,
            options,
            clients: COMPLETION_CLIENTS,
            completions: true,
          },
        ];
      });
      return [chat, ...completion];
    });
}

describe("snippets run against a local stand-in for the router", () => {
  beforeAll(async () => {
    await router.start();
    router.respond = (request) => {
      const prefix = /^\/r\d+/u.exec(request.url)?.[0];
      const ctx = prefix === undefined ? undefined : activeRuns.get(prefix);
      return ctx ? answer(ctx, request) : { status: 404, contentType: "text/plain", body: "unknown run" };
    };
  });
  afterAll(() => router.stop());

  for (const testCase of runCases()) {
    it(`${testCase.name}: ${testCase.clients.join(", ")}`, () => checkCase(testCase), 90_000);
  }
});
