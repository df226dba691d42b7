/** Languages snippets are written in. */
export const SNIPPET_LANGUAGES = ["python", "js", "sh"] as const;

export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number];

/** One copyable code sample: how to call the model from one client of one language. */
export interface InferenceSnippet {
  /** The language the code is written in. */
  language: SnippetLanguage;
  /** The client library or tool the code uses, e.g. "requests", "huggingface.js", "curl". */
  client: string;
  /** The code itself, ready to paste. */
  content: string;
}

/** What a caller may ask of the generator besides the model and the provider. */
export interface SnippetOptions {
  /** Chat models: stream the answer token by token. */
  streaming?: boolean;
  /** Organisation to bill; sent as the `X-HF-Bill-To` header. */
  billTo?: string;
  /** Call this endpoint (a local TGI / vLLM / llama.cpp server...) instead of the router. */
  endpointUrl?: string;
  /** Call the provider's own API instead of going through the router. */
  directRequest?: boolean;
  /** A literal token to write into the code instead of an environment-variable reference. */
  accessToken?: string;
  /** Chat models: the sampling temperature (0 to 2), sent as `temperature`. */
  temperature?: number;
  /** Chat models: the most tokens to generate (named as in the request body, and as the reference names it). */
  max_tokens?: number;
  /** Chat models: nucleus sampling's probability mass, above 0 and up to 1 (named as in the body). */
  top_p?: number;
}

/** Where the generator reports problems it recovers from (defaults to console.error). */
export interface SnippetLogger {
  error(message: string, cause?: unknown): void;
}
