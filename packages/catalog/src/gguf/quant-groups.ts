// A repository's GGUF files as quants: split files ("-00001-of-00005.gguf") are one quant with
// their total size and part count, vision projectors and importance matrices are set apart.
import type { ModelFile } from "../model/model-record-types";
import { parseGgufQuantLabel } from "./quant-label";

/** One quant of a repository: a single .gguf file, or every part of a split one. */
export interface GgufQuant {
  /** The label its file name states ("Q4_K_M", "UD-Q2_K_XL"); absent when it states none. */
  label?: string;
  /** The file a runner loads: the file itself, or the first part listed of a split file. */
  file: string;
  /** Every part listed, in order (one path for a file in one piece). */
  parts: string[];
  /** The parts a split file's names declare ("-of-00005" -> 5); absent for a file in one piece. */
  declaredParts?: number;
  /** Bytes of the parts listed, when each has a size. */
  size?: number;
}

/** A .gguf file that holds no model weights to run on their own. */
export interface GgufAuxiliaryFile {
  file: string;
  /** "projector": a vision projector (mmproj) loaded beside the weights; "imatrix": an importance matrix. */
  kind: "projector" | "imatrix";
  size?: number;
}

/** A repository's .gguf files: the quants, smallest first, and the files that are not weights. */
export interface GgufFileGroups {
  quants: GgufQuant[];
  auxiliary: GgufAuxiliaryFile[];
}

const SPLIT = /-(\d{1,5})-of-(\d{1,5})\.gguf$/iu;

function auxiliaryKind(path: string): GgufAuxiliaryFile["kind"] | undefined {
  const name = (path.split("/").at(-1) ?? path).toLowerCase();
  if (name.includes("mmproj")) return "projector";
  if (name.includes("imatrix")) return "imatrix";
  return undefined;
}

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Groups a repository's .gguf files (each path once) into quants, ordered by size, smallest first
 * (a quant without a known size after those with one, by file name), and the auxiliary files.
 */
export function groupGgufFiles(files: readonly ModelFile[]): GgufFileGroups {
  const quants = new Map<
    string,
    { parts: { path: string; index: number; size?: number }[]; declared?: number }
  >();
  const auxiliary: GgufAuxiliaryFile[] = [];
  const seen = new Set<string>();
  for (const { rfilename: path, size } of files) {
    if (!/\.gguf$/iu.test(path) || seen.has(path)) continue;
    seen.add(path);
    const kind = auxiliaryKind(path);
    if (kind) {
      auxiliary.push({ file: path, kind, ...(size !== undefined ? { size } : {}) });
      continue;
    }
    const split = SPLIT.exec(path);
    // The parts of one split file share everything but their number.
    const key = split ? `${path.slice(0, split.index)}\u0000${Number(split[2])}` : path;
    let quant = quants.get(key);
    if (!quant) {
      quant = { parts: [], ...(split ? { declared: Number(split[2]) } : {}) };
      quants.set(key, quant);
    }
    quant.parts.push({ path, index: split ? Number(split[1]) : 1, ...(size !== undefined ? { size } : {}) });
  }
  const grouped = [...quants.values()].map(({ parts, declared }): GgufQuant => {
    parts.sort((a, b) => a.index - b.index || byPath(a.path, b.path));
    const file = parts[0]?.path ?? "";
    const label = parseGgufQuantLabel(file);
    const sized = parts.every((part) => part.size !== undefined);
    return {
      ...(label !== undefined ? { label } : {}),
      file,
      parts: parts.map((part) => part.path),
      ...(declared !== undefined ? { declaredParts: declared } : {}),
      ...(sized ? { size: parts.reduce((sum, part) => sum + (part.size ?? 0), 0) } : {}),
    };
  });
  grouped.sort(
    (a, b) =>
      (a.size ?? Number.POSITIVE_INFINITY) - (b.size ?? Number.POSITIVE_INFINITY) || byPath(a.file, b.file),
  );
  auxiliary.sort((a, b) => byPath(a.file, b.file));
  return { quants: grouped, auxiliary };
}

/**
 * Bytes of a repository's smallest quant whose every part is listed with a size (a split file
 * missing parts would look smaller than it is), or undefined when none is.
 */
export function smallestGgufQuantBytes(files: readonly ModelFile[]): number | undefined {
  let smallest: number | undefined;
  for (const quant of groupGgufFiles(files).quants) {
    const complete = quant.declaredParts === undefined || quant.parts.length === quant.declaredParts;
    if (quant.size !== undefined && complete && (smallest === undefined || quant.size < smallest)) {
      smallest = quant.size;
    }
  }
  return smallest;
}
