import { getLibrarySnippets, type LibrarySnippet, type ModelRecord } from "@modelhub/catalog";
import {
  AUTO_PROVIDER,
  decimalFromText,
  getInferenceSnippets,
  getProviderDefinition,
  getProvidersForModel,
  type InferenceSnippet,
  SnippetOptionError,
  type SnippetOptions,
} from "@modelhub/snippets";
import { badParameter } from "./api-error.server";
import { parseFlag } from "./list-params.server";

/** `GET /api/models/{id}/snippets`: the model's usage snippets for one provider. */
export interface SnippetsJson {
  id: string;
  /** The provider the inference snippets call ("auto" lets the router choose). */
  provider: string;
  /** Providers worth offering for this model (its mapped providers, hf-inference, auto). */
  providers: string[];
  /** Inference-call snippets, one per language and client that applies. */
  inference: InferenceSnippet[];
  /** "Use this model" snippets of the model's library. */
  library: LibrarySnippet[];
  /**
   * What the generator reported when it wrote no inference snippet, e.g. "Failed to get provider
   * helper for groq (text-classification)" (the batch format's `error`).
   */
  error?: string;
}

/** The chat generation parameters, as the request body names them. */
const GENERATION_PARAMETERS = ["temperature", "max_tokens", "top_p"] as const;

/** The query parameter of each snippet option it sets, for naming one the generator refused. */
const PARAMETER_OF_OPTION: Partial<Record<keyof SnippetOptions, string>> = {
  billTo: "bill_to",
  endpointUrl: "endpoint_url",
  temperature: "temperature",
  max_tokens: "max_tokens",
  top_p: "top_p",
};

/** A number parameter, when given; anything but a number is a 400 naming it. */
function optionalNumber(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name);
  if (value === null) return undefined;
  const number = decimalFromText(value);
  if (number === undefined) throw badParameter(name, `expected a number, got ${JSON.stringify(value)}`);
  return number;
}

const MAX_OPTION_LENGTH = 512;

function optionalText(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  if (value === null) return undefined;
  if (value === "" || value.length > MAX_OPTION_LENGTH) {
    throw badParameter(name, `expected 1 to ${MAX_OPTION_LENGTH} characters`);
  }
  return value;
}

/**
 * The snippets of a model. Parameters: `provider` (default "auto"), `streaming`, `bill_to`,
 * `endpoint_url` (http or https), `direct` (call the provider, not the router), and for chat
 * `temperature`, `max_tokens` and `top_p`.
 */
export function snippetsJson(model: ModelRecord, params: URLSearchParams): SnippetsJson {
  const provider = params.get("provider") ?? AUTO_PROVIDER;
  if (provider !== AUTO_PROVIDER && !getProviderDefinition(provider)) {
    throw badParameter("provider", `unknown provider ${JSON.stringify(provider)}`);
  }
  const options: SnippetOptions = {};
  if (parseFlag(params, "streaming")) options.streaming = true;
  if (parseFlag(params, "direct")) options.directRequest = true;
  const billTo = optionalText(params, "bill_to");
  if (billTo) options.billTo = billTo;
  const endpointUrl = optionalText(params, "endpoint_url");
  if (endpointUrl) {
    if (!/^https?:\/\/[^\s]+$/u.test(endpointUrl))
      throw badParameter("endpoint_url", "expected an http(s) URL");
    options.endpointUrl = endpointUrl;
  }
  for (const name of GENERATION_PARAMETERS) {
    const value = optionalNumber(params, name);
    if (value !== undefined) options[name] = value;
  }
  // What the generator reports goes into the answer, not the server's log: a provider that does
  // not serve the model's task is a client's question, asked again on every view.
  const reported: string[] = [];
  let inference: InferenceSnippet[];
  try {
    inference = getInferenceSnippets(model, provider, options, {
      logger: { error: (message) => reported.push(message) },
    });
  } catch (error) {
    const parameter = error instanceof SnippetOptionError ? PARAMETER_OF_OPTION[error.option] : undefined;
    if (parameter) throw badParameter(parameter, (error as Error).message);
    throw error;
  }
  return {
    id: model.id,
    provider,
    providers: getProvidersForModel(model),
    inference,
    library: getLibrarySnippets(model),
    ...(inference.length === 0 && reported.length ? { error: reported.join("; ") } : {}),
  };
}
