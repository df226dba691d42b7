import type { RenderContext } from "../context/render-context";
import type { TemplateName } from "../tasks/templates";
import type { SnippetLanguage } from "../types";

/** A pure function writing one snippet from the render context. */
export type RenderSnippet = (ctx: RenderContext) => string;

/**
 * A template: a render function, or text with `{{ path.to.value }}` placeholders filled from the
 * render context (e.g. `{{ python.fullUrl }}`); values are already code, so they are inserted as is.
 */
export type SnippetTemplate = RenderSnippet | string;

/** One client of one language: the templates it has, and when it is offered. */
export interface SnippetClient {
  /** The language it writes. */
  language: SnippetLanguage;
  /** Its name, shown beside the snippet (e.g. "requests"). */
  client: string;
  /** Its templates; a task whose template is missing gets no snippet from this client. */
  templates: Partial<Record<TemplateName, SnippetTemplate>>;
  /** Further condition for offering the client (e.g. a provider's own SDK), checked per context. */
  offers?: (ctx: RenderContext) => boolean;
  /** Whether it can use the router's "auto" policy outside chat (only the Hugging Face SDKs can). */
  supportsAutoPolicy?: boolean;
}

/** A language: its title, file extension and default client, and its clients in display order. */
export interface LanguageTarget {
  /** Shown to users, e.g. "Python". */
  title: string;
  /** File extension of its snippets, without the dot, e.g. "py". */
  extension: string;
  /** The client shown first, e.g. "huggingface_hub". */
  defaultClient: string;
  /** Its built-in clients, in display order. */
  clients: SnippetClient[];
}
