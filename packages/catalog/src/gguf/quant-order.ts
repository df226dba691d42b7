// GGUF file types from largest to smallest, and the nearest available quant to a wanted one.

import type { GgufFileType } from "./file-types";

/**
 * Typical size of a file of each type, in bits per weight: roughly the size in GB of a
 * Llama-3-8B file (output and embedding tensors included, which is why Q4_0 is 4.66, not 4.5).
 * Approximate, and only used to keep GGUF_QUANT_ORDER honest; the unsloth XL sizes vary by model.
 */
export const APPROX_BITS_PER_WEIGHT: Record<GgufFileType, number> = {
  F32: 32,
  BF16: 16,
  F16: 16,
  Q8_K_XL: 9.5,
  Q8_0: 8.54,
  Q6_K_XL: 7.1,
  Q6_K: 6.6,
  Q5_1: 6.07,
  Q4_3: 6.05,
  Q5_K_XL: 5.9,
  Q5_K_M: 5.73,
  Q5_K_S: 5.6,
  Q5_0: 5.6,
  Q4_1_SOME_F16: 5.3,
  Q4_1: 5.13,
  Q4_2: 5.1,
  Q4_K_XL: 5.0,
  Q4_K_M: 4.92,
  Q4_K_S: 4.69,
  IQ4_NL: 4.68,
  Q4_0: 4.66,
  Q4_0_4_4: 4.66,
  Q4_0_4_8: 4.66,
  Q4_0_8_8: 4.66,
  NVFP4: 4.66,
  MXFP4_MOE: 4.5,
  IQ4_XS: 4.45,
  Q3_K_XL: 4.4,
  Q3_K_L: 4.32,
  Q3_K_M: 4.02,
  IQ3_M: 3.78,
  Q3_K_S: 3.66,
  IQ3_S: 3.6,
  IQ3_XS: 3.52,
  Q2_K_XL: 3.4,
  IQ3_XXS: 3.27,
  Q2_K: 3.18,
  Q2_K_S: 3.1,
  IQ2_M: 2.95,
  IQ2_S: 2.76,
  IQ2_XS: 2.61,
  Q2_0: 2.41,
  IQ2_XXS: 2.4,
  TQ2_0: 2.22,
  IQ1_M: 2.16,
  IQ1_S: 2.02,
  TQ1_0: 1.85,
  Q1_0: 1.29,
};

/**
 * Every file type, from largest (most bits per weight) to smallest. Explicit rather than sorted
 * from the table above, so ties keep a deliberate order (the plain type before its repacks).
 */
export const GGUF_QUANT_ORDER: readonly GgufFileType[] = [
  "F32",
  "BF16",
  "F16",
  "Q8_K_XL",
  "Q8_0",
  "Q6_K_XL",
  "Q6_K",
  "Q5_1",
  "Q4_3",
  "Q5_K_XL",
  "Q5_K_M",
  "Q5_K_S",
  "Q5_0",
  "Q4_1_SOME_F16",
  "Q4_1",
  "Q4_2",
  "Q4_K_XL",
  "Q4_K_M",
  "Q4_K_S",
  "IQ4_NL",
  "Q4_0",
  "Q4_0_4_4",
  "Q4_0_4_8",
  "Q4_0_8_8",
  "NVFP4",
  "MXFP4_MOE",
  "IQ4_XS",
  "Q3_K_XL",
  "Q3_K_L",
  "Q3_K_M",
  "IQ3_M",
  "Q3_K_S",
  "IQ3_S",
  "IQ3_XS",
  "Q2_K_XL",
  "IQ3_XXS",
  "Q2_K",
  "Q2_K_S",
  "IQ2_M",
  "IQ2_S",
  "IQ2_XS",
  "Q2_0",
  "IQ2_XXS",
  "TQ2_0",
  "IQ1_M",
  "IQ1_S",
  "TQ1_0",
  "Q1_0",
];

const RANK: ReadonlyMap<GgufFileType, number> = new Map(GGUF_QUANT_ORDER.map((type, index) => [type, index]));

/** Position of a file type in GGUF_QUANT_ORDER (0 = largest). */
export function quantRank(type: GgufFileType): number {
  return RANK.get(type) ?? GGUF_QUANT_ORDER.length;
}

/**
 * The available file type nearest to the wanted one: the largest that is no larger than `wanted`,
 * or, when every available type is larger, the smallest of them. Undefined when none is available.
 */
export function findNearestQuantType(
  wanted: GgufFileType,
  available: readonly GgufFileType[],
): GgufFileType | undefined {
  const target = quantRank(wanted);
  let atOrBelow: GgufFileType | undefined;
  let above: GgufFileType | undefined;
  for (const type of available) {
    const rank = quantRank(type);
    if (rank >= target) {
      if (atOrBelow === undefined || rank < quantRank(atOrBelow)) atOrBelow = type;
    } else if (above === undefined || rank > quantRank(above)) {
      above = type;
    }
  }
  return atOrBelow ?? above;
}
