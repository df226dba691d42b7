import type { JsonObject, ModelRecord } from "@modelhub/catalog";
import type { InferenceTask, TemplateName } from "../tasks/templates";
import type { EmbeddedFile } from "./body-code";
import type { EncodedValue } from "./encoded-value";
import type { FormCode } from "./form-code";

// The render context: everything a client needs to write one snippet, computed once per
// (model, provider, options) and shared by every client. It is a public contract: clients
// registered from outside the package (registerSnippetClient) read exactly these fields.
// Every string under `python`, `js` and `sh` is already code in that language (a literal or an
// expression), so a client only places it; it never escapes or re-encodes a value itself.

/** What the response of the call holds, and how a snippet treats it. */
export interface OutputSpec {
  /** "json": printed; "bytes": the generated media, saved to `file`; "stream": chat deltas, printed. */
  kind: "json" | "bytes" | "stream";
  /** File the media is saved to ("image.png", "audio.flac", "video.mp4"), when kind is "bytes". */
  file?: string;
}

/** A call to an SDK method, its arguments already written. */
export interface SdkCall {
  /** Method of the SDK's InferenceClient (e.g. `text_classification`, `textClassification`). */
  method: string;
  /**
   * Python: the argument list, one source fragment per argument (`"text"`, `model="id"`).
   * JavaScript: the single object literal passed to the method.
   */
  args: string[];
  /** Whether the arguments read sample files (JavaScript: `openAsBlob` from node:fs). */
  readsFiles: boolean;
}

/** Values written as Python code. */
export interface PythonCode {
  /** String literal of the URL the request is sent to. */
  fullUrl: string;
  /** String literal of the OpenAI-compatible base URL (chat) or of the full URL (other tasks). */
  baseUrl: string;
  /** Expression giving the token: `os.environ["HF_TOKEN"]`, or the literal token. */
  accessToken: string;
  /** Expression giving the Authorization header value, e.g. `f"Bearer {os.environ['HF_TOKEN']}"`. */
  authorizationHeader: string;
  /** String literal of the organisation billed, when billTo is set. */
  billTo?: string;
  /** String literal of the custom endpoint, when endpointUrl is set. */
  endpointUrl?: string;
  /** String literal of the provider name. */
  provider: string;
  /** String literal of the model's Hub id. */
  model: string;
  /** String literal of the model name the call sends (see RenderContext.providerModelId). */
  providerModelId: string;
  /** Every header of the raw HTTP request: name literal and value expression, in order. */
  headers: { name: string; value: string }[];
  /** Dict literal of the JSON body (indent level 0), undefined when the body is a file. */
  body?: string;
  /** String literal of the file sent as the whole body, when it is one. */
  bodyFile?: string;
  /** The multipart form, when the body is one. */
  form?: FormCode["python"];
  /** String literal of the chat messages (chat only). */
  messages?: string;
  /** The chat call's generation arguments as code (`temperature=0.5`; chat only, else none). */
  chatParameters: string[];
  /** String literal of the file a media result is saved to (media tasks, whatever the response). */
  outputFile?: string;
  /** huggingface_hub's method call, when the SDK has a method for the task. */
  sdk?: SdkCall;
}

/** Values written as JavaScript code. */
export interface JsCode extends Omit<PythonCode, "headers" | "sdk" | "form"> {
  /** The multipart form, when the body is one. */
  form?: FormCode["js"];
  /** Every header: name (a key: bare identifier or quoted) and value expression, in order. */
  headers: { name: string; value: string }[];
  /** @huggingface/inference's method call, when the SDK has a method for the task. */
  sdk?: SdkCall;
}

/** Values written for the POSIX shell. */
export interface ShellCode {
  /** The URL as one shell word. */
  fullUrl: string;
  /** The token as one word (`"$HF_TOKEN"` or the quoted literal). */
  accessToken: string;
  /** Each header as one word for `-H`, e.g. `"Authorization: Bearer $HF_TOKEN"`. */
  headers: string[];
  /** The JSON body as one word for `-d` (file contents spliced in from variables). */
  body?: string;
  /** The `@file` word for `--data-binary`, when the body is a file. */
  bodyFile?: string;
  /** curl's form arguments, when the body is a multipart form. */
  form?: FormCode["sh"];
  /** The output file as a word, when the result is media. */
  outputFile?: string;
}

/** The render context of one (model, provider, options). */
export interface RenderContext {
  /** The model, as normalised. */
  model: ModelRecord;
  /** The task called: the pipeline tag, or "conversational" for chat models. */
  task: InferenceTask;
  /** The template the task uses (chat: "conversational" or "conversationalStream"). */
  template: TemplateName;
  /** The provider, or "auto". */
  provider: string;
  /**
   * The model name the call sends: `<id>:<provider>` (or `<id>` for auto) for routed chat, the
   * provider's id for the model (inferenceProviderMapping) on direct calls, the Hub id otherwise.
   */
  providerModelId: string;
  /** The URL the raw HTTP request goes to. */
  fullUrl: string;
  /** OpenAI-compatible base URL (chat), or the full URL. */
  baseUrl: string;
  /** Where the token comes from: an environment variable or the literal token. */
  accessToken: { envVar: string } | { literal: string };
  /** Authorization scheme: "Bearer" (or "Key" for direct fal.ai calls). */
  authorizationScheme: string;
  /** The organisation billed, when set. */
  billTo?: string;
  /** The custom endpoint, when set. */
  endpointUrl?: string;
  /** Whether the call goes to the provider directly. */
  directRequest: boolean;
  /** Whether chat answers stream. */
  streaming: boolean;
  /** SDK methods for the task (absent when the SDK has none). */
  methodName: { python?: string; js?: string };
  /** The task's inputs in the router's generic shape (`{inputs, parameters}` or `{messages}`). */
  inputs: EncodedValue;
  /** The body the provider receives. */
  providerInputs: EncodedValue;
  /** The body for the router's "auto" chat endpoint (the model named `<id>:<provider>`). */
  autoInputs: EncodedValue;
  /**
   * The body the raw HTTP request sends: JSON (sample files inside as FileRefs, which say how each
   * is written: base64 or a data URL), or a sample file sent as the whole body.
   */
  requestBody:
    | { kind: "json"; value: JsonObject }
    | { kind: "file"; path: string }
    | { kind: "form"; fileField: string; path: string; fields: Record<string, string> };
  /** Sample files the JSON body embeds (read into variables before the call). */
  files: EmbeddedFile[];
  /** The content type of the request body. */
  contentType: string;
  /** What comes back. */
  output: OutputSpec;
  /** Values written as Python. */
  python: PythonCode;
  /** Values written as JavaScript. */
  js: JsCode;
  /** Values written for the shell. */
  sh: ShellCode;
}
