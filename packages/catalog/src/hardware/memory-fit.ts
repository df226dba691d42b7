// Whether a quant fits a device's memory: its weights (the file sizes) plus the KV cache a context
// of the chosen length needs, when the record says how the model's attention is shaped.
import { asFiniteNumber, isRecord } from "../model/coerce";
import type { ModelRecord } from "../model/model-record-types";

/** How a model's KV cache grows: the numbers it is stored by, per token of context. */
export interface KvCacheShape {
  /** Transformer layers (blocks), each with its own cache. */
  layers: number;
  /** Key/value heads per layer (fewer than the query heads under grouped-query attention). */
  kvHeads: number;
  /** Values per head in a key, and in a value. */
  keyLength: number;
  valueLength: number;
}

/** Bytes per cached value: llama.cpp and Ollama keep the KV cache in F16 unless told otherwise. */
export const KV_CACHE_BYTES_PER_VALUE = 2;

function positiveInteger(value: unknown): number | undefined {
  const number = asFiniteNumber(value);
  return number !== undefined && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** From GGUF metadata keys (`<arch>.block_count`, `<arch>.attention.head_count_kv`, ...). */
function shapeFromGguf(gguf: unknown): KvCacheShape | undefined {
  if (!isRecord(gguf) || typeof gguf.architecture !== "string") return undefined;
  const key = (name: string) => gguf[`${gguf.architecture}.${name}`];
  const layers = positiveInteger(key("block_count"));
  const heads = positiveInteger(key("attention.head_count"));
  const kvHeads = positiveInteger(key("attention.head_count_kv")) ?? heads;
  const embedding = positiveInteger(key("embedding_length"));
  const headLength = heads !== undefined && embedding !== undefined ? embedding / heads : undefined;
  const keyLength = positiveInteger(key("attention.key_length")) ?? positiveInteger(headLength);
  const valueLength = positiveInteger(key("attention.value_length")) ?? keyLength;
  if (layers === undefined || kvHeads === undefined || keyLength === undefined || valueLength === undefined)
    return undefined;
  return { layers, kvHeads, keyLength, valueLength };
}

/** From config.json's transformers fields (`num_hidden_layers`, `num_key_value_heads`, ...). */
function shapeFromConfig(config: unknown): KvCacheShape | undefined {
  if (!isRecord(config)) return undefined;
  const layers = positiveInteger(config.num_hidden_layers);
  const heads = positiveInteger(config.num_attention_heads);
  const kvHeads = positiveInteger(config.num_key_value_heads) ?? heads;
  const hidden = positiveInteger(config.hidden_size);
  const headLength =
    positiveInteger(config.head_dim) ??
    (heads !== undefined && hidden !== undefined ? positiveInteger(hidden / heads) : undefined);
  if (layers === undefined || kvHeads === undefined || headLength === undefined) return undefined;
  return { layers, kvHeads, keyLength: headLength, valueLength: headLength };
}

/**
 * The model's KV cache shape, from its GGUF metadata, else its config.json fields; undefined when
 * the record has neither (then only the weights can be counted).
 */
export function kvCacheShape(model: Pick<ModelRecord, "gguf" | "config">): KvCacheShape | undefined {
  return shapeFromGguf(model.gguf) ?? shapeFromConfig(model.config);
}

/** Bytes of KV cache per token of context: keys and values of every KV head of every layer. */
export function kvCacheBytesPerToken(shape: KvCacheShape): number {
  return shape.layers * shape.kvHeads * (shape.keyLength + shape.valueLength) * KV_CACHE_BYTES_PER_VALUE;
}

/** How a quant sits in a device's memory. */
export type MemoryFit = "fits" | "tight" | "too-big";

/**
 * Past this share of memory a quant is "tight": the runtime, its compute buffers and the system
 * (macOS keeps about a quarter of unified memory from the GPU) need the rest.
 */
export const COMFORTABLE_SHARE = 0.8;

/** Bytes in one GB of device memory: memory is sold in binary gigabytes (a "24 GB" GPU has 24 GiB). */
export const MEMORY_GB_BYTES = 2 ** 30;

/** Whether `needBytes` fits in `memoryGb` of memory: within 80% fits, up to all of it is tight. */
export function memoryFit(needBytes: number, memoryGb: number): MemoryFit {
  const memory = memoryGb * MEMORY_GB_BYTES;
  if (needBytes <= memory * COMFORTABLE_SHARE) return "fits";
  return needBytes <= memory ? "tight" : "too-big";
}
