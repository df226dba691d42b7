import { hasLoadableGgufFile, isLiveProviderMapping, type ModelRowFields } from "@modelhub/catalog/records";

/** Prefix of the derived tag naming a provider that serves the model, e.g. "inference_provider:together". */
export const INFERENCE_PROVIDER_TAG_PREFIX = "inference_provider:";

/** The derived tag of models at least one provider serves (`inference_provider=all`). */
export const ANY_INFERENCE_PROVIDER_TAG = "inference_provider:*";

/** What a provider id looks like; mapping keys that don't are not indexed (and can't fake "*"). */
export const PROVIDER_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/**
 * The derived tag of models the local GGUF runners (llama.cpp, Ollama...) can load: they all run
 * the same chosen .gguf file, so one tag answers an `apps` filter naming any of them.
 */
export const GGUF_RUNNERS_TAG = "local-apps:gguf";

/**
 * Tags the store indexes beside a model's own, for the Hub's filters that are not tags: its
 * library_name when its tags lack it (the Hub adds it to a repository's tags, and its library
 * filter is a tag filter), each provider serving the model (a mapping whose status is "live" or
 * unstated), whether any does, and whether the local GGUF runners can load one of its files (the
 * same rule as the model page's "Use this model": chooseGgufFile finds a file).
 * They are counted in the tag facets but are not part of the model's tags.
 */
export function derivedModelTags(record: ModelRowFields): string[] {
  const tags: string[] = [];
  const library = record.library_name;
  if (library && !record.tags.includes(library)) tags.push(library);
  let served = false;
  for (const [provider, mapping] of Object.entries(record.inferenceProviderMapping ?? {})) {
    if (isLiveProviderMapping(mapping) && PROVIDER_ID.test(provider)) {
      tags.push(`${INFERENCE_PROVIDER_TAG_PREFIX}${provider}`);
      served = true;
    }
  }
  if (served) tags.push(ANY_INFERENCE_PROVIDER_TAG);
  if (hasLoadableGgufFile(record)) tags.push(GGUF_RUNNERS_TAG);
  return tags;
}
