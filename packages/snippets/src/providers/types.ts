import type { JsonObject } from "@modelhub/catalog";
import type { FileRef } from "../inputs/file-ref";
import type { TaskInputs } from "../inputs/task-inputs";
import type { InferenceTask } from "../tasks/templates";

/** What a route's body builder is given. */
export interface RouteArgs {
  /** The task's inputs in the generic shape. */
  inputs: TaskInputs;
  /** The model's id at the provider. */
  providerModelId: string;
  /** Chat only: the answer is streamed. */
  streaming: boolean;
}

/** A multipart form: one file field and text fields (values that are not text are sent as JSON). */
export interface FormBody {
  /** Name of the file field. */
  fileField: string;
  /** The file. */
  file: FileRef;
  /** The other fields. */
  fields: JsonObject;
}

/**
 * A request body: JSON (files inside as FileRefs), a whole file sent as the body, a multipart
 * form, or JSON text (parsed before use; text that is not JSON is logged and the generic inputs
 * are sent instead).
 */
export type RouteBody = { json: JsonObject } | { file: FileRef } | { form: FormBody } | { text: string };

/** How one provider serves one task. */
export interface ProviderRoute {
  /** Path after the base URL, without a leading slash; `routed` is false for direct calls. */
  path(providerModelId: string, routed: boolean): string;
  /** The request body. */
  body(args: RouteArgs): RouteBody;
  /** What the response holds: JSON, or the bytes of the generated media (default "json"). */
  output?: "json" | "bytes";
  /** Base URL for direct calls when it differs from the provider's. */
  directBaseUrl?: string;
}

/** One inference provider: where its API lives and the tasks it serves. */
export interface ProviderDefinition {
  /** Base URL of the provider's own API, used for direct calls. */
  baseUrl: string;
  /** Authorization scheme of direct calls (fal.ai wants "Key"); "Bearer" when absent. */
  directAuthScheme?: string;
  /**
   * The router cannot call it with a Hugging Face token (closed-source providers such as OpenAI):
   * every call goes to the provider itself, with the provider's own key.
   */
  directOnly?: boolean;
  /** Headers the provider wants on every call (routed or direct). */
  headers?: Record<string, string>;
  /** The tasks it serves, each with its route. */
  tasks: Partial<Record<InferenceTask, ProviderRoute>>;
  /**
   * The content type the provider needs a file labelled with, given the file's own, when it reads
   * fewer types than files have: every client labels the files it sends with it (the context
   * builder relabels the route's body, the SDK calls their blobs).
   */
  fileContentType?: (contentType: string) => string;
}
