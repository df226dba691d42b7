// Picks the quantisation label out of a GGUF file name, e.g. "Qwen3-8B-Q4_K_M.gguf" -> "Q4_K_M".

import { GGUF_FILE_TYPES, type GgufFileType, isGgufFileType } from "./file-types";

// One alternative per label family. A label must stand on its own: no letter or digit right
// before it, and no letter, digit or underscore right after it, so "Q4_0_4_4" is never read as
// "Q4_0", "MXFP4_MOE" never as "MXFP4", and "Q8_K_P" (unknown) is not guessed as "Q8_K".
const LABEL = new RegExp(
  "(?<![A-Z0-9])(?<prefix>UD-)?(?<label>" +
    [
      "BF16|FP16|FP32|F16|F32",
      "Q4_0_(?:4_4|4_8|8_8)",
      "MXFP4_MOE|MXFP4|NVFP4",
      "TQ[12]_0",
      "IQ1_[SM]|IQ[23]_(?:XXS|XS|S|M)|IQ4_(?:NL|XS)",
      // K-quants with their size variants (S, M, L; XL from unsloth; _L files from bartowski).
      "Q[2-6]_K(?:_(?:XL|S|M|L))?|Q8_K(?:_XL)?",
      // Legacy block quants; bartowski also names a Q8_0 file with F16 embedding/output "Q8_0_L".
      "Q8_0_L|Q4_[0-3]|Q5_[01]|Q8_[01]|Q[12]_0",
    ].join("|") +
    ")(?![A-Z0-9_])",
  "g",
);

const FLOAT_LABELS: Readonly<Record<string, string>> = {
  BF16: "BF16",
  F16: "F16",
  FP16: "F16",
  F32: "F32",
  FP32: "F32",
};

/**
 * The quantisation label in a GGUF file name, upper-case, or undefined when the name holds none
 * (no guess). Lower-case names are read too ("model.fp16.gguf" -> "F16", "q4_k_m" -> "Q4_K_M");
 * unsloth's "UD-" prefix is kept ("UD-Q2_K_XL"). When a name holds several labels, as in
 * "model-bf16.Q4_K_M.gguf" or "mmproj-f16-q6_k.gguf", a quantised label wins over a float one
 * (the float names the source), and a later one over an earlier one. The file name itself is
 * read before its folders ("Q4_K_M/model-00001-of-00002.gguf" -> "Q4_K_M").
 */
export function parseGgufQuantLabel(fileName: string): string | undefined {
  const segments = fileName.split(/[/\\]/u).reverse();
  for (const segment of segments) {
    const label = labelInSegment(segment.toUpperCase());
    if (label !== undefined) return label;
  }
  return undefined;
}

function labelInSegment(segment: string): string | undefined {
  let quantised: string | undefined;
  let float: string | undefined;
  for (const match of segment.matchAll(LABEL)) {
    const label = match.groups?.label ?? "";
    const floatLabel = FLOAT_LABELS[label];
    if (floatLabel !== undefined) float = floatLabel;
    else quantised = (match.groups?.prefix ?? "") + label;
  }
  return quantised ?? float;
}

// File-name labels that are not file type names, and the file type such files record.
const LABEL_ALIASES: Readonly<Record<string, GgufFileType>> = {
  // llama.cpp's quantize accepts these as aliases of the medium K-quant.
  Q3_K: "Q3_K_M",
  Q4_K: "Q4_K_M",
  Q5_K: "Q5_K_M",
  // bartowski's "_L" files: the base quant with Q8_0 embedding and output tensors.
  Q2_K_L: "Q2_K",
  Q4_K_L: "Q4_K_M",
  Q5_K_L: "Q5_K_M",
  Q6_K_L: "Q6_K",
  Q8_0_L: "Q8_0",
  // gpt-oss files are named after the tensor type; their file type is MXFP4_MOE.
  MXFP4: "MXFP4_MOE",
};

/**
 * The file type a quant label stands for ("UD-Q4_K_XL" -> Q4_K_XL, "Q4_K" -> Q4_K_M), or
 * undefined for labels that name no file type (tensor types such as "Q8_K").
 */
export function fileTypeOfQuantLabel(label: string): GgufFileType | undefined {
  const bare = label.toUpperCase().replace(/^UD-/u, "");
  if (isGgufFileType(bare)) return bare;
  return Object.hasOwn(LABEL_ALIASES, bare) ? LABEL_ALIASES[bare] : undefined;
}

/** The file type a GGUF file name declares, via its quant label. */
export function parseGgufFileType(fileName: string): GgufFileType | undefined {
  const label = parseGgufQuantLabel(fileName);
  return label === undefined ? undefined : fileTypeOfQuantLabel(label);
}

/** The numeric `general.file_type` value a file name declares, when it declares a llama.cpp one. */
export function parseGgufFileTypeValue(fileName: string): number | undefined {
  const type = parseGgufFileType(fileName);
  return type === undefined ? undefined : GGUF_FILE_TYPES[type];
}
