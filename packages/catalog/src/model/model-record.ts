// normalizeModelRecord: untrusted model JSON in, a typed ModelRecord out. The record's types live
// in model-record-types.ts and are re-exported here, so callers import both from this module.
import {
  asBoolean,
  asCount,
  asDateString,
  asFiniteNumber,
  asNonEmptyString,
  asRecord,
  asString,
  asStringList,
  isRecord,
  type JsonObject,
  toJsonValue,
} from "./coerce";
import type {
  CardData,
  ModelConfig,
  ModelFile,
  ModelRecord,
  ProviderMapping,
  WidgetExample,
} from "./model-record-types";
import { reservedModelIdStart } from "./reserved-model-ids";

export * from "./model-record-types";

/** Raised when a record cannot be a model at all (no usable id). */
export class InvalidModelRecordError extends Error {
  override name = "InvalidModelRecordError";
}

/**
 * Each part of an id starts and ends with a letter, digit or underscore, as the Hub requires: a
 * part cannot be a path step ("." or ".."), nor read as a command-line option ("-model").
 */
const MODEL_ID = /^(?:\w(?:[\w.-]*\w)?\/)?\w(?:[\w.-]*\w)?$/u;
/** "--" and ".." are refused inside ids too ("--" separates the parts of cache folder names). */
const DOUBLED_SEPARATOR = /--|\.\./u;

/** Whether a string has the shape of a Hub repository id (`owner/name` or a legacy bare name). */
export function isValidRepoId(id: string): boolean {
  return id.length <= 256 && MODEL_ID.test(id) && !DOUBLED_SEPARATOR.test(id);
}

/**
 * The nested documents of a model record: what ModelRowFields leaves out. They hold most of a
 * record's objects (a config or a card can hold hundreds), and nothing a store row is built from
 * but the local apps' listing tags, which read two of them from the raw record (listedWhenHolds).
 */
export const MODEL_DOCUMENT_FIELDS = [
  "config",
  "cardData",
  "transformersInfo",
  "widgetData",
  "mask_token",
  "gguf",
  "safetensors",
] as const satisfies readonly (keyof ModelRecord)[];

export type ModelDocumentField = (typeof MODEL_DOCUMENT_FIELDS)[number];

/** A model record without its nested documents (see normalizeModelRowFields). */
export type ModelRowFields = Omit<ModelRecord, ModelDocumentField>;

/**
 * Turns any parsed JSON into a ModelRecord. Only `id` is required; every other field is kept when
 * it has the right type and dropped otherwise, so later code can trust the types.
 */
export function normalizeModelRecord(raw: unknown): ModelRecord {
  return normalize(raw, true, true);
}

/**
 * normalizeModelRecord for a record a store already holds: its id was checked when it went in,
 * by the rules of that day, and is not checked again. A store written before the id rules grew
 * stricter (decision 004) still shows every model it lists, instead of failing on some.
 */
export function normalizeStoredModelRecord(raw: unknown): ModelRecord {
  return normalize(raw, true, false);
}

/**
 * The same normalization as normalizeModelRecord's, of every field but the nested documents
 * (ModelDocumentField): what an import needs to build a store row, while the raw record is kept
 * as it came. Checking and deep-copying those documents only to drop them cost an import's
 * parsing thread most of its normalizing time (docs/decisions/029).
 */
export function normalizeModelRowFields(raw: unknown): ModelRowFields {
  return normalize(raw, false, true);
}

/** Throws unless `id` has the Hub's shape and does not start like one of this hub's own pages. */
function checkModelId(id: string): void {
  if (!isValidRepoId(id)) throw new InvalidModelRecordError(`invalid model id ${JSON.stringify(id)}`);
  const reserved = reservedModelIdStart(id);
  if (reserved !== undefined) {
    throw new InvalidModelRecordError(
      `invalid model id ${JSON.stringify(id)}: "${reserved}" is the address of this hub's own pages`,
    );
  }
}

/** Both normalizers in one body, so that the fields they share cannot drift apart. */
function normalize(raw: unknown, withDocuments: boolean, checkId: boolean): ModelRecord {
  const input = asRecord(raw);
  if (!input) throw new InvalidModelRecordError("a model record must be a JSON object");
  const id = asNonEmptyString(input.id) ?? asNonEmptyString(input.modelId);
  if (!id) throw new InvalidModelRecordError('a model record needs a string "id"');
  if (checkId) checkModelId(id);

  const model: ModelRecord = { id, tags: asStringList(input.tags) ?? [] };
  // The author is the id's owner, as on the Hub: a record cannot file itself under someone else.
  // Only a legacy bare id ("gpt2") takes the record's own.
  const slash = id.indexOf("/");
  const author = slash > 0 ? id.slice(0, slash) : asNonEmptyString(input.author);
  if (author) model.author = author;
  // The fields every import reads are stored by name, not through `assign`: its stores by key
  // are megamorphic, and named ones are cheaper for an import's parsing worker (docs/decisions/029).
  const pipelineTag = asNonEmptyString(input.pipeline_tag);
  if (pipelineTag !== undefined) model.pipeline_tag = pipelineTag;
  const library = asNonEmptyString(input.library_name);
  if (library !== undefined) model.library_name = library;
  const downloads = asCount(input.downloads);
  if (downloads !== undefined) model.downloads = downloads;
  const downloadsAllTime = asCount(input.downloadsAllTime);
  if (downloadsAllTime !== undefined) model.downloadsAllTime = downloadsAllTime;
  const likes = asCount(input.likes);
  if (likes !== undefined) model.likes = likes;
  const trendingScore = asFiniteNumber(input.trendingScore);
  if (trendingScore !== undefined) model.trendingScore = trendingScore;
  const createdAt = asDateString(input.createdAt);
  if (createdAt !== undefined) model.createdAt = createdAt;
  const lastModified = asDateString(input.lastModified);
  if (lastModified !== undefined) model.lastModified = lastModified;
  const isPrivate = asBoolean(input.private);
  if (isPrivate !== undefined) model.private = isPrivate;
  const gated = input.gated;
  if (typeof gated === "boolean" || typeof gated === "string") model.gated = gated;
  // Fields in the order they always had: API responses and tests serialize records.
  if (withDocuments) {
    assign(model, "config", normalizeConfig(input.config));
    assign(model, "cardData", normalizeCardData(input.cardData));
    assign(model, "transformersInfo", normalizeTransformersInfo(input.transformersInfo));
    const widgetData = normalizeWidgetExamples(input.widgetData);
    if (widgetData?.length) model.widgetData = widgetData;
    assign(model, "mask_token", asNonEmptyString(input.mask_token));
  }
  const siblings = normalizeSiblings(input.siblings);
  if (siblings !== undefined) model.siblings = siblings;
  if (withDocuments) {
    assign(model, "gguf", asJsonObject(input.gguf));
    assign(model, "safetensors", asJsonObject(input.safetensors));
  }
  const providerMapping = normalizeProviderMapping(input.inferenceProviderMapping);
  if (providerMapping !== undefined) model.inferenceProviderMapping = providerMapping;
  const readme = asString(input.readme);
  if (readme !== undefined) model.readme = readme;
  return model;
}

function assign<K extends keyof ModelRecord>(model: ModelRecord, key: K, value: ModelRecord[K] | undefined) {
  if (value !== undefined) model[key] = value;
}

function asJsonObject(value: unknown): JsonObject | undefined {
  const json = isRecord(value) ? toJsonValue(value) : undefined;
  return json && typeof json === "object" && !Array.isArray(json) ? json : undefined;
}

function pickStrings<const K extends string>(
  value: unknown,
  keys: readonly K[],
): Partial<Record<K, string>> | undefined {
  const record = asRecord(value);
  if (!record) return undefined;
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const str = asNonEmptyString(record[key]);
    if (str !== undefined) out[key] = str;
  }
  return out;
}

function normalizeConfig(value: unknown): ModelConfig | undefined {
  const raw = asJsonObject(value);
  if (!raw) return undefined;
  const config: ModelConfig = { ...raw };
  delete config.architectures;
  delete config.model_type;
  delete config.adapter_transformers;
  delete config.keras_hub;
  delete config.peft;
  delete config.sklearn;
  delete config.speechbrain;
  delete config.diffusers;
  const architectures = asStringList(raw.architectures);
  if (architectures) config.architectures = architectures;
  const modelType = asNonEmptyString(raw.model_type);
  if (modelType) config.model_type = modelType;
  const adapter = pickStrings(raw.adapter_transformers, ["model_name", "model_class"]);
  if (adapter) config.adapter_transformers = adapter;
  const kerasHub = asRecord(raw.keras_hub);
  if (kerasHub) {
    const tasks = asStringList(kerasHub.tasks);
    config.keras_hub = tasks ? { tasks } : {};
  }
  const peft = pickStrings(raw.peft, ["base_model_name_or_path", "task_type"]);
  if (peft) config.peft = peft;
  const sklearn = asRecord(raw.sklearn);
  if (sklearn) {
    const file = asNonEmptyString(asRecord(sklearn.model)?.file);
    const format = asNonEmptyString(sklearn.model_format);
    config.sklearn = { ...(file ? { model: { file } } : {}), ...(format ? { model_format: format } : {}) };
  }
  const speechbrain = pickStrings(raw.speechbrain, [
    "speechbrain_interface",
    "vocoder_interface",
    "vocoder_model_id",
  ]);
  if (speechbrain) config.speechbrain = speechbrain;
  const diffusers = pickStrings(raw.diffusers, ["_class_name"]);
  if (diffusers) config.diffusers = diffusers;
  return config;
}

function normalizeCardData(value: unknown): CardData | undefined {
  const raw = asJsonObject(value);
  if (!raw) return undefined;
  const card: CardData = { ...raw };
  for (const key of ["license", "instance_prompt", "pipeline_tag", "library_name"] as const) {
    const str = asNonEmptyString(raw[key]);
    if (str === undefined) delete card[key];
    else card[key] = str;
  }
  for (const key of ["base_model", "language", "tags", "datasets"] as const) {
    const list = asStringList(raw[key]);
    if (list === undefined) delete card[key];
    else card[key] = list;
  }
  const widget = normalizeWidgetExamples(raw.widget);
  if (widget) card.widget = widget;
  else delete card.widget;
  return card;
}

function normalizeTransformersInfo(value: unknown): ModelRecord["transformersInfo"] {
  return pickStrings(value, ["auto_model", "processor", "pipeline_tag", "custom_class"]);
}

/** Widget examples from the API's `widgetData` or a card's `widget:` list; wrong-typed keys are dropped. */
function normalizeWidgetExamples(value: unknown): WidgetExample[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const examples: WidgetExample[] = [];
  for (const item of value) {
    const raw = asJsonObject(item);
    if (!raw) continue;
    const example: WidgetExample = { ...raw };
    for (const key of [
      "text",
      "context",
      "source_sentence",
      "candidate_labels",
      "src",
      "example_title",
    ] as const) {
      if (key in example && typeof raw[key] !== "string") delete example[key];
    }
    if ("sentences" in raw) {
      const sentences = Array.isArray(raw.sentences) ? asStringList(raw.sentences) : undefined;
      if (sentences) example.sentences = sentences;
      else delete example.sentences;
    }
    if ("messages" in raw) {
      const messages = Array.isArray(raw.messages)
        ? raw.messages.flatMap((message) => {
            const m = asRecord(message);
            return m && typeof m.role === "string" && typeof m.content === "string"
              ? [{ role: m.role, content: m.content }]
              : [];
          })
        : [];
      if (messages.length) example.messages = messages;
      else delete example.messages;
    }
    if ("output" in raw && !isRecord(raw.output) && !Array.isArray(raw.output)) delete example.output;
    if ("table" in raw) {
      const table = asRecord(raw.table);
      const columns = table
        ? Object.entries(table).flatMap(([column, cells]) => {
            const list = Array.isArray(cells) ? cells.map((cell) => String(cell)) : undefined;
            return list ? [[column, list] as const] : [];
          })
        : [];
      if (columns.length) example.table = Object.fromEntries(columns);
      else delete example.table;
    }
    examples.push(example);
  }
  return examples;
}

/** A repository's file list (`siblings`) as the Hub serves it; entries without a file name are dropped. */
export function normalizeSiblings(value: unknown): ModelFile[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const files: ModelFile[] = [];
  for (const item of value) {
    const file = asRecord(item);
    const name = asNonEmptyString(file?.rfilename);
    if (!file || !name) continue;
    const size = asFiniteNumber(file.size) ?? asFiniteNumber(asRecord(file.lfs)?.size);
    files.push(size === undefined ? { rfilename: name } : { rfilename: name, size });
  }
  return files;
}

/** Accepts both the record form `{provider: {...}}` and the array form `[{provider, ...}]` the Hub serves. */
function normalizeProviderMapping(value: unknown): Record<string, ProviderMapping> | undefined {
  // Most records have none: returning at once spares every such record the empty entry lists.
  if (value === undefined || value === null) return undefined;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.flatMap((item) => {
        const provider = asNonEmptyString(asRecord(item)?.provider);
        return provider ? [[provider, item] as [string, unknown]] : [];
      })
    : Object.entries(asRecord(value) ?? {});
  const mapping: Record<string, ProviderMapping> = Object.fromEntries(
    entries.flatMap(([provider, item]) => {
      const fields = pickStrings(item, ["providerId", "status", "task"]);
      return fields?.providerId ? [[provider, { ...fields, providerId: fields.providerId }]] : [];
    }),
  );
  return Object.keys(mapping).length ? mapping : undefined;
}
