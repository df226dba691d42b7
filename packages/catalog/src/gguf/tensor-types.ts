// GGML tensor data types: the type id stored with each tensor of a GGUF file (ggml's `ggml_type`,
// without its GGML_TYPE_ prefix). Used to size tensors; not to be confused with the file type.
// To add a type: add it below under its ggml name and value (values are unique; a test checks).

export const GGML_TENSOR_TYPES = {
  F32: 0,
  F16: 1,
  Q4_0: 2,
  Q4_1: 3,
  /** Removed from ggml; kept so old files are still read. */
  Q4_2: 4,
  /** Removed from ggml; kept so old files are still read. */
  Q4_3: 5,
  Q5_0: 6,
  Q5_1: 7,
  Q8_0: 8,
  Q8_1: 9,
  Q2_K: 10,
  Q3_K: 11,
  Q4_K: 12,
  Q5_K: 13,
  Q6_K: 14,
  Q8_K: 15,
  IQ2_XXS: 16,
  IQ2_XS: 17,
  IQ3_XXS: 18,
  IQ1_S: 19,
  IQ4_NL: 20,
  IQ3_S: 21,
  IQ2_S: 22,
  IQ4_XS: 23,
  I8: 24,
  I16: 25,
  I32: 26,
  I64: 27,
  F64: 28,
  IQ1_M: 29,
  BF16: 30,
  TQ1_0: 34,
  TQ2_0: 35,
  MXFP4: 39,
  NVFP4: 40,
  Q1_0: 41,
  Q2_0: 42,
} as const satisfies Record<string, number>;

/** Name of a GGML tensor data type, e.g. "Q6_K". */
export type GgmlTensorType = keyof typeof GGML_TENSOR_TYPES;

/** Every tensor type name, in value order. */
export const GGML_TENSOR_TYPE_NAMES = Object.keys(GGML_TENSOR_TYPES) as GgmlTensorType[];

const TENSOR_TYPE_BY_VALUE: ReadonlyMap<number, GgmlTensorType> = new Map(
  GGML_TENSOR_TYPE_NAMES.map((name) => [GGML_TENSOR_TYPES[name], name]),
);

/** The name of a tensor type id, or undefined for an id we do not know. */
export function ggmlTensorTypeName(value: number): GgmlTensorType | undefined {
  return TENSOR_TYPE_BY_VALUE.get(value);
}
