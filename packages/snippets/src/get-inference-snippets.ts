import type { ModelRecord } from "@modelhub/catalog";
import { buildRenderContext } from "./context/build-context";
import type { RenderContext } from "./context/render-context";
import { type ExampleInput, getExampleInput } from "./inputs/example-input";
import { AUTO_PROVIDER } from "./providers/index";
import { getSnippetTemplate, listSnippetClients } from "./targets/registry";
import { CHAT_TASK, type InferenceTask, isChatModel, isInferenceTask } from "./tasks/templates";
import type { InferenceSnippet, SnippetLogger, SnippetOptions } from "./types";

/** What the generator uses besides its arguments; tests and embedders may replace each part. */
export interface SnippetRuntime {
  /** Where recoverable problems are reported (default: console.error). */
  logger?: SnippetLogger;
  /** The example input of a model (default: the catalogue's getExampleInput). */
  exampleInput?: (model: ModelRecord) => ExampleInput | undefined;
}

const CONSOLE_LOGGER: SnippetLogger = {
  error: (message, cause) => (cause === undefined ? console.error(message) : console.error(message, cause)),
};

/** The task snippets call for a model: chat for conversational models, else its pipeline tag. */
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
  const example = (runtime.exampleInput ?? getExampleInput)(model);
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

/** Writes one snippet per client that has the task's template and is offered here. */
export function renderSnippets(ctx: RenderContext): InferenceSnippet[] {
  // Outside chat, the "auto" policy exists only in the Hugging Face SDKs.
  const autoOnly = ctx.provider === AUTO_PROVIDER && ctx.task !== CHAT_TASK;
  return listSnippetClients().flatMap((client) => {
    if (client.templates[ctx.template] === undefined) return [];
    if (autoOnly && !client.supportsAutoPolicy) return [];
    if (client.offers && !client.offers(ctx)) return [];
    const content = getSnippetTemplate(client.language, client.client, ctx.template)(ctx).trim();
    return content ? [{ language: client.language, client: client.client, content }] : [];
  });
}

/**
 * The snippets showing how to call `model` through `provider` ("auto" lets the router choose):
 * one per language and client that applies, in display order (python, js, sh).
 */
export function getInferenceSnippets(
  model: ModelRecord,
  provider: string,
  options: SnippetOptions = {},
  runtime: SnippetRuntime = {},
): InferenceSnippet[] {
  const ctx = getRenderContext(model, provider, options, runtime);
  return ctx ? renderSnippets(ctx) : [];
}
