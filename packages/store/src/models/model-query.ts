import { addSearch, type ListingConditions } from "../listing/listing-conditions";
import type { PageQuery } from "../page";
import { isKnownLocalApp } from "./local-apps";
import {
  ANY_INFERENCE_PROVIDER_TAG,
  GGUF_RUNNERS_TAG,
  INFERENCE_PROVIDER_TAG_PREFIX,
} from "./model-derived-tags";

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
    // Every app this store knows runs the same GGUF files: one derived tag answers them all.
    if (query.apps.some(isKnownLocalApp)) tags.push(GGUF_RUNNERS_TAG);
    else conditions.empty = true;
  }
  const providers = [...new Set(query.inferenceProviders ?? [])].map((p) =>
    p === "all" ? ANY_INFERENCE_PROVIDER_TAG : `${INFERENCE_PROVIDER_TAG_PREFIX}${p}`,
  );
  if (providers.length === 1) tags.push(...providers);
  else if (providers.length > 1) conditions.anyTags.push(providers);
  conditions.tags = [...new Set(tags)];
  addSearch(conditions, query.search, query.fullText);
  return conditions;
}
