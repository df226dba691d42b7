// GGUF file quantisation types: the `general.file_type` value of a GGUF file (llama.cpp's
// `llama_ftype`, without its LLAMA_FTYPE_MOSTLY_ prefix). A file type names the mix a file was
// quantised to; its tensors may hold several tensor types (a Q4_K_M file has Q4_K and Q6_K tensors).
// To add a type: add it below under its llama.cpp name and value, then place it in
// GGUF_QUANT_ORDER and APPROX_BITS_PER_WEIGHT (quant-order.ts); the types and tests make you.

export const GGUF_FILE_TYPES = {
  F32: 0,
  F16: 1,
  Q4_0: 2,
  Q4_1: 3,
  /** Q4_1 with some tensors left in F16; no longer produced. */
  Q4_1_SOME_F16: 4,
  /** Removed from llama.cpp; kept so old files are still named. */
  Q4_2: 5,
  /** Removed from llama.cpp; kept so old files are still named. */
  Q4_3: 6,
  Q8_0: 7,
  Q5_0: 8,
  Q5_1: 9,
  Q2_K: 10,
  Q3_K_S: 11,
  Q3_K_M: 12,
  Q3_K_L: 13,
  Q4_K_S: 14,
  Q4_K_M: 15,
  Q5_K_S: 16,
  Q5_K_M: 17,
  Q6_K: 18,
  IQ2_XXS: 19,
  IQ2_XS: 20,
  Q2_K_S: 21,
  IQ3_XS: 22,
  IQ3_XXS: 23,
  IQ1_S: 24,
  IQ4_NL: 25,
  IQ3_S: 26,
  IQ3_M: 27,
  IQ2_S: 28,
  IQ2_M: 29,
  IQ4_XS: 30,
  IQ1_M: 31,
  BF16: 32,
  /** Q4_0 repacked for ARM; llama.cpp now repacks Q4_0 at load time instead. */
  Q4_0_4_4: 33,
  /** Q4_0 repacked for ARM with i8mm; removed like Q4_0_4_4. */
  Q4_0_4_8: 34,
  /** Q4_0 repacked for AVX2/AVX-512 and SVE; removed like Q4_0_4_4. */
  Q4_0_8_8: 35,
  /** Ternary, 1.69 bits per weight. */
  TQ1_0: 36,
  /** Ternary, 2.06 bits per weight. */
  TQ2_0: 37,
  /** MXFP4 experts in mixture-of-experts models (gpt-oss). */
  MXFP4_MOE: 38,
  /** NVIDIA's FP4 format. */
  NVFP4: 39,
  Q1_0: 40,
  Q2_0: 41,
  // Unsloth's "dynamic" quants: not llama.cpp values (their files record the base type), only
  // names used in file names, numbered from 1000 so they never collide.
  Q2_K_XL: 1000,
  Q3_K_XL: 1001,
  Q4_K_XL: 1002,
  Q5_K_XL: 1003,
  Q6_K_XL: 1004,
  Q8_K_XL: 1005,
} as const satisfies Record<string, number>;

/** Name of a GGUF file quantisation type, e.g. "Q4_K_M". */
export type GgufFileType = keyof typeof GGUF_FILE_TYPES;

/** Every file type name, in value order. */
export const GGUF_FILE_TYPE_NAMES = Object.keys(GGUF_FILE_TYPES) as GgufFileType[];

const FILE_TYPE_BY_VALUE: ReadonlyMap<number, GgufFileType> = new Map(
  GGUF_FILE_TYPE_NAMES.map((name) => [GGUF_FILE_TYPES[name], name]),
);

/** Narrows an untrusted string to a file type name (exact, upper-case). */
export function isGgufFileType(value: unknown): value is GgufFileType {
  return typeof value === "string" && Object.hasOwn(GGUF_FILE_TYPES, value);
}

/** The name of a `general.file_type` value, or undefined for a value we do not know. */
export function ggufFileTypeName(value: number): GgufFileType | undefined {
  return FILE_TYPE_BY_VALUE.get(value);
}
