import type { GgufFileType } from "../../gguf/file-types";
import { fileTypeOfQuantLabel, parseGgufQuantLabel } from "../../gguf/quant-label";
import { APPROX_BITS_PER_WEIGHT } from "../../gguf/quant-order";
import type { ModelRecord } from "../../model/model-record";

/**
 * Quantisations to offer first, best trade-off first: Q4_K_M is the usual default of GGUF
 * runners; the others follow by how often they are published and how well they keep quality.
 */
const PREFERRED_QUANTS: readonly GgufFileType[] = [
  "Q4_K_M",
  "Q4_K_S",
  "Q5_K_M",
  "Q4_0",
  "Q5_K_S",
  "Q6_K",
  "Q8_0",
  "Q3_K_M",
  "IQ4_XS",
];
const TARGET_BITS = APPROX_BITS_PER_WEIGHT.Q4_K_M;

// Shards after the first of a split GGUF ("-00002-of-00004.gguf") cannot be loaded on their own.
const LATER_SHARD = /-(?!0*1-of-)\d+-of-\d+\.gguf$/iu;

/** Whether a runner can load this file on its own: a .gguf file, not a vision projector or a later shard. */
function isLoadableGgufFile(name: string): boolean {
  return (
    /\.gguf$/iu.test(name) && !/mmproj/iu.test(name.split("/").at(-1) ?? name) && !LATER_SHARD.test(name)
  );
}

/** The .gguf files of a model a runner can load: no vision projectors, only first shards. */
export function loadableGgufFiles(model: ModelRecord): string[] {
  return (model.siblings ?? []).map((file) => file.rfilename).filter(isLoadableGgufFile);
}

/** Whether pickGgufFile finds a file, without ranking the files (an import asks this of every model). */
export function hasLoadableGgufFile(model: Pick<ModelRecord, "siblings">): boolean {
  return (model.siblings ?? []).some((file) => isLoadableGgufFile(file.rfilename));
}

/**
 * How far a file is from the one to show (lower is better): its place in the preference list, else
 * how far its type's size is from Q4_K_M's, so that a repository of only small or only large
 * quants offers the one nearest that default, not the first by name (an IQ1_M before an IQ3_XXS).
 * Labels are read as file types, so "Q4_K" counts as Q4_K_M (just after a Q4_K_M file) and
 * "UD-Q4_K_XL" as Q4_K_XL.
 */
function ggufFileRank(name: string): number {
  const label = parseGgufQuantLabel(name);
  const type = label === undefined ? undefined : fileTypeOfQuantLabel(label);
  if (label === undefined || type === undefined) return Number.POSITIVE_INFINITY;
  const listed = PREFERRED_QUANTS.indexOf(type);
  const rank =
    listed === -1 ? PREFERRED_QUANTS.length + Math.abs(APPROX_BITS_PER_WEIGHT[type] - TARGET_BITS) : listed;
  // A label that only stands for the type (bartowski's larger Q4_K_L, a bare Q4_K) comes after a
  // file named by the type itself.
  return label.replace(/^UD-/u, "") === type ? rank : rank + 0.5;
}

/**
 * The GGUF file to show in a snippet: the loadable file ranked best by ggufFileRank, the first by
 * name among equals (and among files whose name states no quant); undefined when there is none.
 */
export function pickGgufFile(model: ModelRecord): string | undefined {
  let best: string | undefined;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const name of loadableGgufFiles(model).sort()) {
    const rank = ggufFileRank(name);
    if (best === undefined || rank < bestRank) {
      best = name;
      bestRank = rank;
    }
  }
  return best;
}

const SHARD = /-(\d+)-of-(\d+)\.gguf$/iu;

/**
 * The other shards of a split GGUF file named by its first shard ("m-00001-of-00003.gguf" gives
 * the -00002- and -00003- files listed beside it), in order; empty for a file in one piece.
 */
export function laterGgufShards(model: ModelRecord, firstShard: string): string[] {
  const match = SHARD.exec(firstShard);
  if (!match) return [];
  const stem = firstShard.slice(0, match.index);
  const total = match[2] ?? "";
  return (model.siblings ?? [])
    .map((file) => file.rfilename)
    .filter((name) => {
      const shard = SHARD.exec(name);
      return (
        shard !== null && name.slice(0, shard.index) === stem && shard[2] === total && Number(shard[1]) > 1
      );
    })
    .sort();
}
