// How big a model is and in what format: parameter counts and tensor types from the safetensors
// headers, the GGUF metadata's parameter count, architecture and context length, and the total
// size of the repository's files.
import { asFiniteNumber, asNonEmptyString, isRecord } from "./coerce";
import type { ModelRecord } from "./model-record-types";

/** What the record says about the model's size and format; each part absent when it says nothing. */
export interface ModelSize {
  /** From `safetensors`: the parameter count and the tensor types, most parameters first. */
  safetensors?: { parameters: number; tensorTypes: string[] };
  /** From `gguf`: the parameter count, the architecture and the context length in tokens. */
  gguf?: { parameters?: number; architecture?: string; contextLength?: number };
  /** From the file list: how many files, the bytes of those with a size, and how many have none. */
  files?: { count: number; bytes: number; unsized: number };
}

/** A positive whole count, else undefined (imported metadata may hold anything). */
function asPositiveCount(value: unknown): number | undefined {
  const number = asFiniteNumber(value);
  return number !== undefined && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

function safetensorsSize(value: unknown): ModelSize["safetensors"] {
  if (!isRecord(value)) return undefined;
  const byType = isRecord(value.parameters) ? value.parameters : {};
  const types = Object.entries(byType)
    .map(([type, count]) => ({ type, count: asPositiveCount(count) ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || (a.type < b.type ? -1 : 1));
  const parameters = asPositiveCount(value.total) ?? types.reduce((sum, entry) => sum + entry.count, 0);
  if (parameters <= 0) return undefined;
  return { parameters, tensorTypes: types.map((entry) => entry.type) };
}

function ggufSize(value: unknown): ModelSize["gguf"] {
  if (!isRecord(value)) return undefined;
  const parameters = asPositiveCount(value.total);
  const architecture = asNonEmptyString(value.architecture)?.trim();
  const contextLength = asPositiveCount(value.context_length);
  if (parameters === undefined && architecture === undefined && contextLength === undefined) return undefined;
  return {
    ...(parameters !== undefined ? { parameters } : {}),
    ...(architecture !== undefined ? { architecture } : {}),
    ...(contextLength !== undefined ? { contextLength } : {}),
  };
}

/** The files of a record, each path counted once (a record may list one twice; its first listing counts). */
function filesSize(siblings: ModelRecord["siblings"]): ModelSize["files"] {
  if (!siblings?.length) return undefined;
  const seen = new Set<string>();
  let bytes = 0;
  let unsized = 0;
  for (const file of siblings) {
    if (seen.has(file.rfilename)) continue;
    seen.add(file.rfilename);
    if (file.size === undefined) unsized++;
    else bytes += file.size;
  }
  return { count: seen.size, bytes, unsized };
}

/** The size and format facts of a model record. */
export function modelSize(model: Pick<ModelRecord, "safetensors" | "gguf" | "siblings">): ModelSize {
  const size: ModelSize = {};
  const safetensors = safetensorsSize(model.safetensors);
  if (safetensors) size.safetensors = safetensors;
  const gguf = ggufSize(model.gguf);
  if (gguf) size.gguf = gguf;
  const files = filesSize(model.siblings);
  if (files) size.files = files;
  return size;
}

const SCALES: readonly [number, string][] = [
  [1e12, "T"],
  [1e9, "B"],
  [1e6, "M"],
  [1e3, "K"],
];

/**
 * A parameter count as the Hub's model pages write it: 7,615,616,512 -> "7.6B", 70,553,706,496
 * -> "70.6B", 140,620,634,112 -> "141B", 124,439,808 -> "124M"; below a thousand, whole.
 */
export function formatParameterCount(count: number): string {
  for (const [scale, suffix] of SCALES) {
    // From 999.5 of a unit up, the next unit says it (999.7M is "1B", not "1000M").
    if (count >= scale * 0.9995) {
      const value = count / scale;
      const rounded = value >= 99.95 ? Math.round(value) : Math.round(value * 10) / 10;
      return `${rounded}${suffix}`;
    }
  }
  return String(Math.round(count));
}

/** "7.6B params · BF16 · F32": the safetensors line of a model's header. */
export function describeSafetensors({
  parameters,
  tensorTypes,
}: NonNullable<ModelSize["safetensors"]>): string {
  return [`${formatParameterCount(parameters)} params`, ...tensorTypes].join(" · ");
}

/** "GGUF · llama · 8B params · 131,072-token context": the GGUF line of a model's header. */
export function describeGguf({
  parameters,
  architecture,
  contextLength,
}: NonNullable<ModelSize["gguf"]>): string {
  return [
    "GGUF",
    ...(architecture !== undefined ? [architecture] : []),
    ...(parameters !== undefined ? [`${formatParameterCount(parameters)} params`] : []),
    ...(contextLength !== undefined ? [`${contextLength.toLocaleString("en-US")}-token context`] : []),
  ].join(" · ");
}
