import { asRecord, asString, type ModelRowFields, modelSize } from "@modelhub/catalog/records";
import type { SqlValue } from "../database";
import { cardSearchText } from "../full-text-query";
import type { SearchWords } from "../pending-search-rows";
import { derivedModelTags } from "./model-derived-tags";
import { modelSearchWords } from "./model-search-id";
import { type TagNumbering, tagList } from "./tag-numbering";

/**
 * The columns of a `models` row after its rowid, in the order of ModelRow.columns; the writer adds
 * `tag_ids`, which names tags by the store's ids (see ModelRow.ownTagCount).
 */
export const MODEL_ROW_COLUMNS = [
  "id",
  "author",
  "pipeline_tag",
  "library_name",
  "downloads",
  "likes",
  "trending_score",
  "created_at",
  "last_modified",
  "private",
  "gated",
  "derived_tags",
  "num_parameters",
] as const;

/**
 * A model as the store writes it: everything derived from its record, computed once. Plain data,
 * so an importer can build rows on a worker thread and post them (see model-rows-worker.ts).
 */
export interface ModelRow {
  id: string;
  pipelineTag: string | null;
  library: string | null;
  downloads: number;
  /** The values of MODEL_ROW_COLUMNS, in order (the derived tags as JSON text). */
  columns: SqlValue[];
  /**
   * The tags the model is indexed and counted under, once each: its own and the derived ones
   * (see derivedModelTags; indexed and counted like tags, not shown as tags).
   */
  indexedTags: string[];
  /** How many of `indexedTags` (the first ones) are the model's own tags, which its row lists. */
  ownTagCount: number;
  /** The same tags as numbers, when the row's producer numbers tag names (see NumberedTags). */
  numberedTags?: NumberedTags;
  /**
   * The raw record's JSON text, as imported: a string, or its UTF-8 bytes (the parsing worker
   * sends the line's bytes, which SQLite stores as text without a conversion either side).
   */
  record: string | Uint8Array;
  /**
   * Its full-text fields: the id, the author unless it is the id's owner (see searchedAuthor),
   * and the card text.
   */
  words: SearchWords;
}

/**
 * A row's indexed tags as numbers of a numbering shared by many rows (the parsing worker's batch
 * decoder): `names[numbers[i]]` is the i-th tag. A bulk load looks tag ids up by number, in an
 * array, instead of hashing names, for each of a model's dozen or so tags.
 */
export interface NumberedTags {
  /** The numbering: the name of each number (one array for all rows numbered alike). */
  names: readonly string[];
  numbers: Int32Array | readonly number[];
}

/**
 * The row of a normalized record (normalizeModelRowFields' fields are all it reads). `rawText` is
 * the raw record's JSON text (kept as given). With a numbering, the row's tags are numbered in it
 * too (`numberedTags`).
 */
export function modelRow(
  record: ModelRowFields,
  raw: unknown,
  rawText: string,
  numbering?: TagNumbering,
): ModelRow {
  const derived = derivedModelTags(record, raw);
  const tags = numbering ? numbering.tagList(record.tags, derived) : tagList(record.tags, derived);
  const author = record.author ?? null;
  const pipelineTag = record.pipeline_tag ?? null;
  const library = record.library_name ?? null;
  const downloads = record.downloads ?? 0;
  const row: ModelRow = {
    id: record.id,
    pipelineTag,
    library,
    downloads,
    columns: [
      record.id,
      author,
      pipelineTag,
      library,
      downloads,
      record.likes ?? 0,
      record.trendingScore ?? 0,
      record.createdAt ?? "",
      record.lastModified ?? "",
      record.private ? 1 : 0,
      record.gated === undefined ? null : JSON.stringify(record.gated),
      derived.length ? JSON.stringify(derived) : "[]",
      parameterCount(raw),
    ],
    indexedTags: tags.indexed,
    ownTagCount: tags.own,
    record: rawText,
    words: modelSearchWords(record.id, author, modelCardText(record, raw)),
  };
  if (numbering && tags.numbers) row.numberedTags = { names: numbering.names, numbers: tags.numbers };
  return row;
}

/** The card text a model is searched by: its readme, else the raw record's description. */
export function modelCardText(record: ModelRowFields, raw: unknown): string {
  return cardSearchText(record.readme) || cardSearchText(asString(asRecord(raw)?.description));
}

/**
 * A raw record's parameter count: its safetensors count, else its GGUF metadata's (as the model
 * page reads them); 0 when it states none.
 */
export function parameterCount(raw: unknown): number {
  const source = asRecord(raw);
  const size = modelSize({ safetensors: source?.safetensors, gguf: source?.gguf } as Parameters<
    typeof modelSize
  >[0]);
  return size.safetensors?.parameters ?? size.gguf?.parameters ?? 0;
}
