import { getChatExampleInput, type ModelRecord } from "@modelhub/catalog";
import { buildRenderContext } from "./context/build-context";
import type { RenderContext } from "./context/render-context";
import { type ExampleInput, getExampleInput } from "./inputs/example-input";
import { AUTO_PROVIDER, getProviderDefinition } from "./providers/index";
import { getSnippetTemplate, listSnippetClients } from "./targets/registry";
import type { SnippetClient } from "./targets/types";
import { CHAT_TASK, type InferenceTask, isChatModel, isInferenceTask } from "./tasks/templates";
import { type InferenceSnippet, SNIPPET_LANGUAGES, type SnippetLogger, type SnippetOptions } from "./types";

/** What the generator uses besides its arguments; tests and embedders may replace each part. */
export interface SnippetRuntime {
  /** Where recoverable problems are reported (default: console.error). */
  logger?: SnippetLogger;
  /**
   * The example input of a model (default: the catalogue's getChatExampleInput for chat calls,
   * getExampleInput otherwise).
   */
  exampleInput?: (model: ModelRecord) => ExampleInput | undefined;
}

const CONSOLE_LOGGER: SnippetLogger = {
  error: (message, cause) => (cause === undefined ? console.error(message) : console.error(message, cause)),
};

/**
 * The task snippets call for a model: chat for every text-generation and image-text-to-text model,
 * else its pipeline tag.
 */
export function inferenceTaskOf(model: ModelRecord): InferenceTask | undefined {
  if (isChatModel(model)) return CHAT_TASK;
  return isInferenceTask(model.pipeline_tag) && model.pipeline_tag !== CHAT_TASK
    ? model.pipeline_tag
    : undefined;
}

/**
 * The render context of a (model, provider, options): undefined when the model's task is not
 * routed, it has no example input, or the provider does not serve it (logged).
 */
export function getRenderContext(
  model: ModelRecord,
  provider: string,
  options: SnippetOptions = {},
  runtime: SnippetRuntime = {},
): RenderContext | undefined {
  const task = inferenceTaskOf(model);
  if (!task) return undefined;
  const defaultExample = task === CHAT_TASK ? getChatExampleInput : getExampleInput;
  const example = (runtime.exampleInput ?? defaultExample)(model);
  if (!example) return undefined;
  return buildRenderContext({
    model,
    task,
    example,
    provider,
    options,
    logger: runtime.logger ?? CONSOLE_LOGGER,
  });
}

/** The task of the raw completions call. */
const COMPLETION_TASK = "text-generation";

/** The raw HTTP clients, which also write the completions call, each as a client of its own. */
const COMPLETION_CLIENTS: ReadonlySet<string> = new Set(["python/requests", "js/fetch", "sh/curl"]);

/** The name of a raw client's completions call, e.g. "requests-completions". */
export function completionClientName(client: string): string {
  return `${client}-completions`;
}

/**
 * The render context of the raw text-completions call a text-generation model also gets where its
 * provider serves one (a completions route, called directly or through the router; not "auto",
 * not a custom endpoint): undefined elsewhere, and for models whose example is chat messages.
 */
export function getCompletionContext(
  model: ModelRecord,
  provider: string,
  options: SnippetOptions = {},
  runtime: SnippetRuntime = {},
): RenderContext | undefined {
  if (model.pipeline_tag !== COMPLETION_TASK || provider === AUTO_PROVIDER) return undefined;
  if (options.endpointUrl !== undefined) return undefined;
  if (getProviderDefinition(provider)?.tasks[COMPLETION_TASK] === undefined) return undefined;
  const example = (runtime.exampleInput ?? getExampleInput)(model);
  if (example?.kind !== "text") return undefined;
  return buildRenderContext({
    model,
    task: COMPLETION_TASK,
    example,
    provider,
    options: { ...options, streaming: false },
    logger: runtime.logger ?? CONSOLE_LOGGER,
  });
}

/** Whether a client is offered for a context. */
function offered(client: SnippetClient, ctx: RenderContext): boolean {
  if (client.templates[ctx.template] === undefined) return false;
  // Outside chat, the "auto" policy exists only in the Hugging Face SDKs.
  if (ctx.provider === AUTO_PROVIDER && ctx.task !== CHAT_TASK && !client.supportsAutoPolicy) return false;
  return !client.offers || client.offers(ctx);
}

function render(client: SnippetClient, ctx: RenderContext, name: string): InferenceSnippet[] {
  const content = getSnippetTemplate(client.language, client.client, ctx.template)(ctx).trim();
  return content ? [{ language: client.language, client: name, content }] : [];
}

/** Writes one snippet per client that has the task's template and is offered here. */
export function renderSnippets(ctx: RenderContext): InferenceSnippet[] {
  return listSnippetClients().flatMap((client) =>
    offered(client, ctx) ? render(client, ctx, client.client) : [],
  );
}

/** The completions call of each raw client, named by completionClientName. */
export function renderCompletionSnippets(ctx: RenderContext): InferenceSnippet[] {
  return listSnippetClients().flatMap((client) =>
    COMPLETION_CLIENTS.has(`${client.language}/${client.client}`) && offered(client, ctx)
      ? render(client, ctx, completionClientName(client.client))
      : [],
  );
}

/**
 * The snippets showing how to call `model` through `provider` ("auto" lets the router choose):
 * one per language and client that applies, in display order (python, js, sh); a text-generation
 * model's raw completions calls (getCompletionContext) follow its chat clients in each language.
 */
export function getInferenceSnippets(
  model: ModelRecord,
  provider: string,
  options: SnippetOptions = {},
  runtime: SnippetRuntime = {},
): InferenceSnippet[] {
  const ctx = getRenderContext(model, provider, options, runtime);
  if (!ctx) return [];
  const snippets = renderSnippets(ctx);
  const completion = getCompletionContext(model, provider, options, runtime);
  if (!completion) return snippets;
  const extra = renderCompletionSnippets(completion);
  return SNIPPET_LANGUAGES.flatMap((language) =>
    [...snippets, ...extra].filter((snippet) => snippet.language === language),
  );
}
