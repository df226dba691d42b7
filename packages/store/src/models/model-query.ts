import { type BaseModelRelation, baseModelTag } from "@modelhub/catalog";
import {
  type ListingConditions,
  type ListingRequest,
  type RowConditions,
  searchWords,
} from "../listing/listing-conditions";
import type { PageQuery } from "../page";
import { isKnownLocalApp, localAppAlternatives } from "./local-apps";
import {
  ANY_INFERENCE_PROVIDER_TAG,
  BASE_MODEL_TAG_PREFIX,
  DERIVED_MODEL_TAG,
  ggufFitsTag,
  INFERENCE_PROVIDER_TAG_PREFIX,
} from "./model-derived-tags";

/** Bounds of a parameter count, both inclusive; either may be left out. */
export interface ParameterRange {
  min?: number;
  max?: number;
}

/** What a model listing asks for. Every condition given must hold. */
export interface ModelQuery extends PageQuery {
  /** Words matched against ids and authors (the last word as a prefix): "llama 3" finds "meta-llama/Llama-3-8B". */
  search?: string;
  /** Also match `search` against the model card's text. */
  fullText?: boolean;
  /** Exact owner, e.g. "Qwen". */
  author?: string;
  /** Exact task id, e.g. "text-generation". */
  pipelineTag?: string;
  /**
   * A library id, e.g. "gguf": models whose library_name is it or whose tags hold it (the Hub's
   * library filter is a tag filter, and the Hub adds library_name to the tags).
   */
  library?: string;
  /** Tags every model must carry, e.g. ["gguf", "license:mit"]. */
  tags?: string[];
  /** Providers of which at least one must serve the model (a live mapping), e.g. ["together"]; "all": any provider. */
  inferenceProviders?: string[];
  /**
   * Local apps of which at least one must run the model, e.g. ["llama.cpp"]. Only apps this store
   * can tell (see isKnownLocalApp) count; none known means no model.
   */
  apps?: string[];
  /**
   * A memory size in GB: GGUF models whose smallest quant's weights fit in it (within 80%, as the
   * model page's "fits"), e.g. 24. A size between two the hardware picker offers counts as the smaller.
   */
  fitsMemoryGb?: number;
  /** Language codes every model must be tagged with, e.g. ["fr"] (the Hub tags a model with each of its card's languages). */
  languages?: string[];
  /** License ids every model must be tagged with (as `license:<id>`), e.g. ["apache-2.0"]. */
  licenses?: string[];
  /**
   * Bounds of the parameter count (the safetensors count, else the GGUF one); a model that states
   * none is outside any bounds.
   */
  numParameters?: ParameterRange;
  /** Gated models only (true) or ungated ones only (false). */
  gated?: boolean;
  /** Only models that name no base model (no `base_model:` tag). */
  baseModelsOnly?: boolean;
  /** Only models derived from this one, in any way or in the one given, e.g. fine-tunes of it. */
  derivedFrom?: { id: string; relation?: BaseModelRelation };
}

/** The tag of the models derived from `id`, in any way or in the one given. */
export function derivedFromTag(id: string, relation?: BaseModelRelation): string {
  return relation === undefined ? `${BASE_MODEL_TAG_PREFIX}${id}` : baseModelTag(relation, id);
}

/** The listing conditions of a model query; `empty` when nothing can match. */
export function modelConditions(query: ModelQuery): ListingConditions {
  const equals: [string, string][] = [];
  if (query.author !== undefined) equals.push(["author", query.author]);
  if (query.pipelineTag !== undefined) equals.push(["pipeline_tag", query.pipelineTag]);
  const tags = [...(query.tags ?? [])];
  // The library_name is among every model's indexed tags (derivedModelTags).
  if (query.library !== undefined) tags.push(query.library);
  const conditions: ListingConditions = { equals, tags, anyTags: [], empty: false };
  if (query.apps?.length) {
    const alternatives = localAppAlternatives(query.apps.filter(isKnownLocalApp));
    if (!alternatives.length) conditions.empty = true;
    else addAnyOf(conditions, alternatives);
  }
  const providers = [...new Set(query.inferenceProviders ?? [])].map((p) =>
    p === "all" ? ANY_INFERENCE_PROVIDER_TAG : `${INFERENCE_PROVIDER_TAG_PREFIX}${p}`,
  );
  if (providers.length === 1) tags.push(...providers);
  else if (providers.length > 1) conditions.anyTags.push(providers);
  if (query.fitsMemoryGb !== undefined) {
    const fits = ggufFitsTag(query.fitsMemoryGb);
    if (fits === undefined) conditions.empty = true;
    else tags.push(fits);
  }
  addModelTreeConditions(conditions, query);
  conditions.tags = [...new Set(tags)];
  return conditions;
}

/**
 * Adds the conditions of the filters a model card's metadata answers: languages, licenses, the
 * parameter count, gating and the model tree. Sorted by parameter count, a listing holds the
 * models that state one (an unknown count has no place in that order).
 */
function addModelTreeConditions(conditions: ListingConditions, query: ModelQuery): void {
  const { tags } = conditions;
  for (const language of query.languages ?? []) tags.push(language);
  for (const license of query.licenses ?? []) tags.push(`license:${license}`);
  if (query.derivedFrom !== undefined)
    tags.push(derivedFromTag(query.derivedFrom.id, query.derivedFrom.relation));
  if (query.baseModelsOnly) {
    conditions.withoutTags = [DERIVED_MODEL_TAG];
    // A model derived from another is no base model.
    if (query.derivedFrom !== undefined) conditions.empty = true;
  }
  const range = query.numParameters;
  if (range !== undefined && (range.min !== undefined || range.max !== undefined)) {
    conditions.ranges = [{ column: "num_parameters", ...range }];
  } else if (query.sort === "num_parameters") conditions.ranges = [{ column: "num_parameters", min: 1 }];
  if (query.gated !== undefined) conditions.gated = query.gated;
}

/** A model query as a listing request: its conditions, and its search as terms. */
export function modelRequest(query: ModelQuery): ListingRequest {
  return {
    conditions: modelConditions(query),
    words: searchWords(query.search),
    fullText: query.fullText === true,
  };
}

/**
 * Adds "any one of these alternatives" to the conditions. What every alternative asks for is a
 * plain condition (one alternative, the GGUF runners' derived tag, is nothing but that; "diffusers,
 * and text-to-image or a LoRA" reads the library's index first); the rest is a group of tags when
 * each asks for one tag, else a group of alternatives. An alternative left with nothing to ask
 * makes the rest hold for every row.
 */
function addAnyOf(conditions: ListingConditions, alternatives: RowConditions[]): void {
  const [first, ...others] = alternatives;
  if (!first) return;
  const sameEquality =
    ([column, value]: [string, string]) =>
    (equality: [string, string]) =>
      equality[0] === column && equality[1] === value;
  const commonTags = first.tags.filter((tag) => others.every((one) => one.tags.includes(tag)));
  const commonEquals = first.equals.filter((equality) =>
    others.every((one) => one.equals.some(sameEquality(equality))),
  );
  conditions.tags.push(...commonTags);
  for (const [column, value] of commonEquals) {
    // An app's task or library against the query's own: the same is one condition, another none.
    const asked = conditions.equals.find(([other]) => other === column);
    if (asked === undefined) conditions.equals.push([column, value]);
    else if (asked[1] !== value) conditions.empty = true;
  }
  const rest = alternatives.map((one) => ({
    tags: one.tags.filter((tag) => !commonTags.includes(tag)),
    equals: one.equals.filter((equality) => !commonEquals.some(sameEquality(equality))),
  }));
  if (rest.some((one) => !one.tags.length && !one.equals.length)) return;
  if (rest.every((one) => one.tags.length === 1 && !one.equals.length))
    conditions.anyTags.push(rest.map((one) => one.tags[0] as string));
  else conditions.anyOf = [...(conditions.anyOf ?? []), rest];
}
