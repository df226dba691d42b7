import { getLibrarySnippets, type LibrarySnippet, type ModelRecord } from "@modelhub/catalog";
import {
  AUTO_PROVIDER,
  getInferenceSnippets,
  getProviderDefinition,
  getProvidersForModel,
  type InferenceSnippet,
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
 * `endpoint_url` (http or https) and `direct` (call the provider, not the router).
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
  const inference = getInferenceSnippets(model, provider, options, {
    // A model the provider cannot serve simply has no inference snippets; nothing to log.
    logger: { error: () => {} },
  });
  return {
    id: model.id,
    provider,
    providers: getProvidersForModel(model),
    inference,
    library: getLibrarySnippets(model),
  };
}
