import { toFullTextQuery } from "../full-text-query";
import type { ListingFilter } from "../listing-query";
import type { PageQuery } from "../page";

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
  /** Exact library id, e.g. "transformers". */
  library?: string;
  /** Tags every model must carry, e.g. ["gguf", "license:mit"]. */
  tags?: string[];
}

/** The SQL conditions of a model query; `empty` when the search has no searchable word. */
export function modelFilter(query: ModelQuery): ListingFilter & { empty: boolean } {
  const equals: [string, string][] = [];
  if (query.author !== undefined) equals.push(["author", query.author]);
  if (query.pipelineTag !== undefined) equals.push(["pipeline_tag", query.pipelineTag]);
  if (query.library !== undefined) equals.push(["library_name", query.library]);
  const tags = [...new Set(query.tags ?? [])];
  const filter: ListingFilter & { empty: boolean } = { equals, tags, empty: false };
  if (query.search !== undefined && query.search.trim() !== "") {
    const match = toFullTextQuery(query.search, query.fullText ? [] : ["id", "author"]);
    if (match) filter.match = match;
    else filter.empty = true;
  }
  return filter;
}
