import {
  PICKABLE_MEMORY_SIZES_GB,
  pickableMemorySizesUpTo,
  smallestFittingMemoryGb,
} from "@modelhub/catalog/hardware";
import {
  asRecord,
  hasLoadableGgufFile,
  isLiveProviderMapping,
  LISTED_BY,
  type ListedWhen,
  listedWhenHolds,
  type ModelRowFields,
  smallestGgufQuantBytes,
} from "@modelhub/catalog/records";

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

/** Prefix of the derived tags of the local apps (GGUF_RUNNERS_TAG and localAppTag's). */
export const LOCAL_APP_TAG_PREFIX = "local-apps:";

/**
 * The apps listed by a derived tag of their own, `local-apps:<id>`: those whose conditions are
 * alternatives, which an index cannot answer in one read, or read the record's documents, which
 * a row does not hold. The others are one set of row conditions (the GGUF runners the one tag).
 */
export const APPS_WITH_OWN_TAG: readonly string[] = Object.entries(
  LISTED_BY as Record<string, readonly ListedWhen[]>,
)
  .filter(
    ([, rule]) => rule.length > 1 || rule.some((when) => when.servableWeights || when.toolCallingTemplate),
  )
  .map(([id]) => id);

/** The derived tag of the models an app of APPS_WITH_OWN_TAG lists, e.g. "local-apps:lmstudio". */
export function localAppTag(app: string): string {
  return `${LOCAL_APP_TAG_PREFIX}${app}`;
}

/** Prefix of the Hub's tags naming a model's base model, e.g. "base_model:finetune:meta-llama/Llama-3.1-8B". */
export const BASE_MODEL_TAG_PREFIX = "base_model:";

/**
 * The derived tag of the models that name a base model (a `base_model:` tag): a listing of base
 * models only is those without it, one tag's probe a row.
 */
export const DERIVED_MODEL_TAG = "base_model:*";

/** Prefix of the derived tags of the memory sizes a GGUF model fits in, e.g. "gguf-fits:24". */
export const GGUF_FITS_TAG_PREFIX = "gguf-fits:";

/**
 * The derived tag of the GGUF models that fit in `memoryGb` GB: the largest pickable memory size
 * up to it (a size between two pickable ones counts as the smaller); none below the smallest.
 */
export function ggufFitsTag(memoryGb: number): string | undefined {
  const pickable = pickableMemorySizesUpTo(memoryGb).at(-1);
  return pickable === undefined ? undefined : `${GGUF_FITS_TAG_PREFIX}${pickable}`;
}

/**
 * Tags the store indexes beside a model's own, for the Hub's filters that are not tags: its
 * library_name when its tags lack it (the Hub adds it to a repository's tags, and its library
 * filter is a tag filter), each provider serving the model (a mapping whose status is "live" or
 * unstated), whether any does, whether the local GGUF runners can load one of its files (the
 * same rule as the model page's "Use this model": chooseGgufFile finds a file), and each app of
 * APPS_WITH_OWN_TAG that lists it, by its conditions on the record and the raw record's config
 * and GGUF metadata (`raw`), and each pickable memory size (the hardware picker's) its smallest
 * GGUF quant fits in, counting the weights alone (GGUF_FITS_TAG_PREFIX), and whether it names a
 * base model (DERIVED_MODEL_TAG). They are
 * counted in the tag facets but are not part of the model's tags.
 */
export function derivedModelTags(record: ModelRowFields, raw: unknown): string[] {
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
  if (hasLoadableGgufFile(record)) {
    tags.push(GGUF_RUNNERS_TAG);
    const bytes = smallestGgufQuantBytes(record.siblings ?? []);
    const smallest = bytes === undefined ? undefined : smallestFittingMemoryGb(bytes);
    // A tag for each size it fits in, so that a memory filter is one tag's listing.
    if (smallest !== undefined) {
      for (const gb of PICKABLE_MEMORY_SIZES_GB)
        if (gb >= smallest) tags.push(`${GGUF_FITS_TAG_PREFIX}${gb}`);
    }
  }
  if (record.tags.some((tag) => tag.startsWith(BASE_MODEL_TAG_PREFIX) && tag !== DERIVED_MODEL_TAG))
    tags.push(DERIVED_MODEL_TAG);
  const source = asRecord(raw);
  const documents = { config: asRecord(source?.config), gguf: asRecord(source?.gguf) };
  for (const app of APPS_WITH_OWN_TAG) {
    const rule = (LISTED_BY as Record<string, readonly ListedWhen[]>)[app] ?? [];
    if (rule.some((when) => listedWhenHolds(when, record, documents))) tags.push(localAppTag(app));
  }
  return tags;
}
