// The registry of snippet clients, per language in display order. Built-in clients live in
// targets/<language>/<client>.ts and are listed in targets/<language>/index.ts; users add their
// own with registerSnippetClient.
import type { RenderContext } from "../context/render-context";
import type { TemplateName } from "../tasks/templates";
import { SNIPPET_LANGUAGES, type SnippetLanguage } from "../types";
import { fillTemplate } from "./fill-template";
import { JS_TARGET } from "./js/index";
import { PYTHON_TARGET } from "./python/index";
import { SH_TARGET } from "./sh/index";
import type { LanguageTarget, RenderSnippet, SnippetClient } from "./types";

const BUILT_IN_TARGETS: Record<SnippetLanguage, LanguageTarget> = {
  js: JS_TARGET,
  python: PYTHON_TARGET,
  sh: SH_TARGET,
};

const clients: Record<SnippetLanguage, SnippetClient[]> = {
  js: [...JS_TARGET.clients],
  python: [...PYTHON_TARGET.clients],
  sh: [...SH_TARGET.clients],
};

/** Title, extension and default client of a language. */
export function getLanguageTarget(language: SnippetLanguage): Omit<LanguageTarget, "clients"> & {
  clients: readonly SnippetClient[];
} {
  return { ...BUILT_IN_TARGETS[language], clients: clients[language] };
}

/** Every client, language by language (python, js, sh), in display order. */
export function listSnippetClients(): SnippetClient[] {
  return SNIPPET_LANGUAGES.flatMap((language) => clients[language]);
}

/**
 * Adds a client (e.g. your company's SDK) after the built-in ones of its language, or replaces the
 * client of the same language and name. Its templates are render functions or `{{ path }}` text
 * filled from the render context (see RenderContext); it is offered wherever it has the template
 * for the task and its `offers` (if any) agrees.
 */
export function registerSnippetClient(client: SnippetClient): void {
  if (!SNIPPET_LANGUAGES.includes(client.language)) {
    throw new Error(`Unknown snippet language '${String(client.language)}'`);
  }
  const list = clients[client.language];
  const index = list.findIndex((other) => other.client === client.client);
  if (index >= 0) list[index] = client;
  else list.push(client);
}

/** Removes a client registered with registerSnippetClient (built-in ones stay). */
export function unregisterSnippetClient(language: SnippetLanguage, client: string): void {
  const builtIn = BUILT_IN_TARGETS[language].clients.find((other) => other.client === client);
  const list = clients[language];
  const index = list.findIndex((other) => other.client === client);
  if (index < 0) return;
  if (builtIn) list[index] = builtIn;
  else list.splice(index, 1);
}

/** The render function of one template; throws 'Template not found' when the client lacks it. */
export function getSnippetTemplate(
  language: SnippetLanguage,
  client: string,
  template: TemplateName,
): RenderSnippet {
  const found = clients[language]?.find((other) => other.client === client)?.templates[template];
  if (found === undefined) throw new Error(`Template not found: ${language}/${client}/${template}`);
  return typeof found === "string" ? (ctx: RenderContext) => fillTemplate(found, ctx) : found;
}
