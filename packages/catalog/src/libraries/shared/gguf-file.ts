import { parseGgufQuantLabel } from "../../gguf/quant-label";
import type { ModelRecord } from "../../model/model-record";

/**
 * Quantisations to offer first, best trade-off first: Q4_K_M is the usual default of GGUF
 * runners; the others follow by how often they are published and how well they keep quality.
 */
const PREFERRED_QUANTS = ["Q4_K_M", "Q4_K_S", "Q5_K_M", "Q4_0", "Q5_K_S", "Q6_K", "Q8_0", "Q3_K_M", "IQ4_XS"];

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
 * The GGUF file to show in a snippet: the first file whose quant comes earliest in the
 * preference list, else the first loadable file in name order; undefined when there is none.
 */
export function pickGgufFile(model: ModelRecord): string | undefined {
  const files = loadableGgufFiles(model).sort();
  const rank = (name: string) => {
    const index = PREFERRED_QUANTS.indexOf(parseGgufQuantLabel(name) ?? "");
    return index === -1 ? PREFERRED_QUANTS.length : index;
  };
  return files.reduce<string | undefined>(
    (best, name) => (best === undefined || rank(name) < rank(best) ? name : best),
    undefined,
  );
}
