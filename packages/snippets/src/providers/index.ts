// The registry of inference providers the router offers. To add one: write its definition (base
// URL, headers, one route per task it serves) in this folder, then list it here (keys sorted).
import { isLiveProviderMapping, type ModelRecord } from "@modelhub/catalog";
import { baseten, cerebras, cohere, fireworksAi, openai, publicai } from "./chat-only";
import { falAi } from "./fal-ai";
import { hfInference } from "./hf-inference";
import { novita, nscale, wavespeed, zaiOrg } from "./media-providers";
import { replicate } from "./replicate";
import { deepinfra, featherlessAi, groq, ovhcloud, scaleway } from "./text-providers";
import { together } from "./together";
import type { ProviderDefinition } from "./types";

const BUILT_IN_PROVIDERS = {
  baseten,
  cerebras,
  cohere,
  deepinfra,
  "fal-ai": falAi,
  "featherless-ai": featherlessAi,
  "fireworks-ai": fireworksAi,
  groq,
  "hf-inference": hfInference,
  novita,
  nscale,
  openai,
  ovhcloud,
  publicai,
  replicate,
  scaleway,
  together,
  wavespeed,
  "zai-org": zaiOrg,
} satisfies Record<string, ProviderDefinition>;

/** A provider the router offers. */
export type InferenceProvider = keyof typeof BUILT_IN_PROVIDERS;

/** The router's own policy: it picks a provider serving the model. */
export const AUTO_PROVIDER = "auto";

/** Every provider the router offers, sorted. */
export const INFERENCE_PROVIDERS = Object.keys(BUILT_IN_PROVIDERS) as InferenceProvider[];

const registered = new Map<string, ProviderDefinition>(Object.entries(BUILT_IN_PROVIDERS));

/** The definition of a provider (built in or registered), or undefined. */
export function getProviderDefinition(provider: string): ProviderDefinition | undefined {
  return registered.get(provider);
}

/** Whether snippets can be asked for with this provider name: "auto" or a known provider. */
export function isKnownProvider(provider: unknown): provider is string {
  return typeof provider === "string" && (provider === AUTO_PROVIDER || registered.has(provider));
}

/**
 * Adds a provider (e.g. a company gateway that speaks a provider's protocol), or replaces one.
 * Its snippets are generated like the built-in ones'.
 */
export function registerInferenceProvider(provider: string, definition: ProviderDefinition): void {
  if (provider === AUTO_PROVIDER)
    throw new Error(`'${AUTO_PROVIDER}' is the router's policy, not a provider`);
  registered.set(provider, definition);
}

/**
 * The providers a model page offers: those serving the model live (its inferenceProviderMapping,
 * in its order; a provider still testing it, "staging", is left out, as the router refuses other
 * callers, and so are providers this package does not know, as no snippet could be written for
 * them), then hf-inference and the router's "auto" policy. Any registered provider can still be
 * asked for by name.
 */
export function getProvidersForModel(model: Pick<ModelRecord, "inferenceProviderMapping">): string[] {
  const mapped = Object.entries(model.inferenceProviderMapping ?? {})
    .filter(([provider, mapping]) => registered.has(provider) && isLiveProviderMapping(mapping))
    .map(([provider]) => provider);
  return [...new Set([...mapped, "hf-inference", AUTO_PROVIDER])];
}
