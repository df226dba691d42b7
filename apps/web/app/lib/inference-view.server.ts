import { isLiveProviderMapping, type ModelRecord } from "@modelhub/catalog";
import { getInferenceSnippets, getProvidersForModel, isChatModel } from "@modelhub/snippets";
import { highlightCode } from "./highlight.server";
import { markupOnly } from "./page-markup.server";
import { timed } from "./server-timing.server";

/** One client's snippet, highlighted. */
export interface ClientSnippetView {
  id: string;
  label: string;
  html: string;
}

/** The snippets of one language, one per client. */
export interface LanguageSnippetsView {
  id: string;
  label: string;
  clients: ClientSnippetView[];
}

/** The inference panel of a model page for the chosen provider and options. */
export interface InferenceView {
  providers: { id: string; label: string }[];
  provider: string;
  /** False when the model names no task: there is no call to show. */
  hasTask: boolean;
  /**
   * Whether the record names a provider serving the model live (its provider mapping). Without
   * one, the calls are what reaching the model looks like; the router refuses them until a
   * provider serves it.
   */
  servedLive: boolean;
  /** Chat models (every text-generation and image-text-to-text model) get a streaming toggle. */
  isChat: boolean;
  streaming: boolean;
  languages: LanguageSnippetsView[];
  /** Set when the generator could not make snippets for this provider. */
  error?: string;
}

const LANGUAGE_LABELS: Readonly<Record<string, string>> = { python: "Python", js: "JavaScript", sh: "Shell" };

const CLIENT_LABELS: Readonly<Record<string, string>> = {
  huggingface_hub: "huggingface_hub",
  "huggingface.js": "huggingface.js",
  requests: "requests",
  openai: "OpenAI",
  fetch: "fetch",
  curl: "cURL",
  fal_client: "fal_client",
  // A text-generation model's raw completions calls, beside its chat calls.
  "requests-completions": "requests (completions)",
  "fetch-completions": "fetch (completions)",
  "curl-completions": "cURL (completions)",
};

/** Display name of a provider id. */
export function providerLabel(id: string): string {
  if (id === "auto") return "Auto (router picks a provider)";
  if (id === "hf-inference") return "HF Inference";
  return id
    .split(/[-_]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * The inference snippets of `model` for the provider and streaming choice in the page URL
 * (`?provider=`, `?streaming=1`); an unknown provider falls back to the model's first.
 */
export async function buildInferenceView(model: ModelRecord, query: URLSearchParams): Promise<InferenceView> {
  const providers = getProvidersForModel(model);
  const wanted = query.get("provider");
  const provider = wanted && providers.includes(wanted) ? wanted : (providers[0] ?? "auto");
  const isChat = isChatModel(model);
  const streaming = isChat && query.get("streaming") === "1";
  const view: InferenceView = {
    providers: providers.map((id) => ({ id, label: providerLabel(id) })),
    provider,
    hasTask: model.pipeline_tag !== undefined,
    servedLive: Object.values(model.inferenceProviderMapping ?? {}).some(isLiveProviderMapping),
    isChat,
    streaming,
    languages: [],
  };
  let snippets: ReturnType<typeof getInferenceSnippets> = [];
  try {
    snippets = timed("snippets", () =>
      getInferenceSnippets(model, provider, { streaming }, { logger: { error: () => {} } }),
    );
  } catch (error) {
    view.error = `Snippets could not be generated for ${providerLabel(provider)}: ${
      error instanceof Error ? error.message : String(error)
    }`;
    return view;
  }
  for (const snippet of snippets) {
    let language = view.languages.find((entry) => entry.id === snippet.language);
    if (!language) {
      language = {
        id: snippet.language,
        label: LANGUAGE_LABELS[snippet.language] ?? snippet.language,
        clients: [],
      };
      view.languages.push(language);
    }
    language.clients.push({
      id: snippet.client,
      label: CLIENT_LABELS[snippet.client] ?? snippet.client,
      html: markupOnly(await highlightCode(snippet.content, snippet.language)),
    });
  }
  return view;
}
