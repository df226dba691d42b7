import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// Only the package's public entry point, as a user adding their company's SDK would import it.
import {
  type RenderContext,
  registerInferenceProvider,
  registerSnippetClient,
  unregisterSnippetClient,
} from "@modelhub/snippets";
import { findSyntaxErrors } from "@modelhub/testkit";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./run-cli";

// A client and a provider registered from outside @modelhub/snippets reach the snippets the CLI
// prints, with values written by the package's encoders (so author text stays inert).

const dir = mkdtempSync(join(tmpdir(), "modelhub-custom-client-"));
afterAll(() => {
  unregisterSnippetClient("python", "acme_sdk");
  unregisterSnippetClient("sh", "acme-cli");
  rmSync(dir, { recursive: true, force: true });
});

registerSnippetClient({
  language: "python",
  client: "acme_sdk",
  templates: {
    conversational: (ctx: RenderContext) =>
      [
        "import acme",
        "",
        `client = acme.Client(token=${ctx.python.accessToken}, url=${ctx.python.baseUrl})`,
        `print(client.chat(${ctx.python.providerModelId}, ${ctx.python.messages}))`,
      ].join("\n"),
  },
  offers: (ctx) => !ctx.directRequest,
});
registerSnippetClient({
  language: "sh",
  client: "acme-cli",
  templates: { basic: "acme call {{ sh.fullUrl }} --json {{ providerInputs.curl }}" },
});
registerInferenceProvider("acme-gateway", {
  baseUrl: "https://gateway.acme.example",
  tasks: {
    "text-classification": {
      path: (id) => `classify/${id}`,
      body: ({ inputs }) => ({ json: inputs }),
    },
  },
});

/** Author-written example text full of shell and template syntax, which must stay inert. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${...} is the point of this input
const AUTHOR_TEXT = 'It\'s "$(rm -rf /)" ${HOME} `id`';

function modelFile(name: string, model: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(model));
  return path;
}

interface Snippet {
  language: "python" | "js" | "sh";
  client: string;
  content: string;
}

async function snippets(...args: string[]): Promise<Snippet[]> {
  const { code, stdout, stderr } = await runCli("snippets", ...args, "--json");
  expect(stderr).toBe("");
  expect(code).toBe(0);
  return (JSON.parse(stdout) as { inference: Snippet[] }).inference;
}

describe("a client registered from outside the package", () => {
  const chat = modelFile("chat.json", {
    id: "org/chat-model",
    pipeline_tag: "text-generation",
    tags: ["conversational"],
    widgetData: [{ text: AUTHOR_TEXT }],
  });

  it("is offered after the built-in clients of its language, with encoded values", async () => {
    const list = await snippets(chat, "--provider", "hf-inference");
    expect(list.map((s) => `${s.language}/${s.client}`)).toEqual([
      "python/huggingface_hub",
      "python/openai",
      "python/requests",
      "python/acme_sdk",
      "js/huggingface.js",
      "js/openai",
      "js/fetch",
      "sh/curl",
    ]);
    const acme = list.find((s) => s.client === "acme_sdk")!;
    expect(acme.content).toContain('client = acme.Client(token=os.environ["HF_TOKEN"]');
    expect(acme.content).toContain('"org/chat-model:hf-inference"');
    // Python string literal of the author's text: only the double quotes are escaped.
    expect(acme.content).toContain(JSON.stringify(AUTHOR_TEXT));
    expect(findSyntaxErrors([{ language: "python", content: acme.content, label: "acme" }])).toEqual([]);
  });

  it("follows its own offers() and the templates it has", async () => {
    const direct = await snippets(chat, "--provider", "hf-inference", "--direct");
    expect(direct.map((s) => s.client)).not.toContain("acme_sdk");
    const classifier = modelFile("classifier.json", {
      id: "org/classifier",
      pipeline_tag: "text-classification",
    });
    const list = await snippets(classifier, "--provider", "hf-inference");
    expect(list.map((s) => s.client)).not.toContain("acme_sdk");
    expect(list.find((s) => s.client === "acme-cli")?.content).toMatch(
      /^acme call https:\/\/router\.huggingface\.co\/hf-inference\/models\/org\/classifier --json '\{/u,
    );
  });

  it("works with a provider registered from outside too", async () => {
    const classifier = modelFile("gateway.json", {
      id: "org/classifier",
      pipeline_tag: "text-classification",
      inferenceProviderMapping: { "acme-gateway": { providerId: "acme/classifier-v2" } },
    });
    const list = await snippets(classifier, "--provider", "acme-gateway", "--direct");
    const curl = list.find((s) => s.client === "curl")!.content;
    expect(curl).toContain("curl https://gateway.acme.example/classify/acme/classifier-v2");
    expect(curl).toContain('"Authorization: Bearer $ACME_GATEWAY_API_KEY"');
    expect(list.find((s) => s.client === "acme-cli")?.content).toContain(
      "acme call https://gateway.acme.example/classify/acme/classifier-v2",
    );
  });
});
