import { describe, expect, it } from "vitest";
import { GGUF_FILE_TYPE_NAMES, GGUF_FILE_TYPES, ggufFileTypeName, isGgufFileType } from "./file-types";
import { APPROX_BITS_PER_WEIGHT, findNearestQuantType, GGUF_QUANT_ORDER, quantRank } from "./quant-order";
import { GGML_TENSOR_TYPE_NAMES, GGML_TENSOR_TYPES, ggmlTensorTypeName } from "./tensor-types";

describe("file type enumeration", () => {
  it("has unique values: llama.cpp's 0 to 41 and the XL names 1000 to 1005", () => {
    const values = Object.values(GGUF_FILE_TYPES);
    expect(new Set(values).size).toBe(values.length);
    const expected = [...Array.from({ length: 42 }, (_, i) => i), 1000, 1001, 1002, 1003, 1004, 1005];
    expect([...values].sort((a, b) => a - b)).toEqual(expected);
  });

  it("keeps llama.cpp's numbers", () => {
    expect(GGUF_FILE_TYPES.F32).toBe(0);
    expect(GGUF_FILE_TYPES.Q8_0).toBe(7);
    expect(GGUF_FILE_TYPES.Q4_K_M).toBe(15);
    expect(GGUF_FILE_TYPES.BF16).toBe(32);
    expect(GGUF_FILE_TYPES.Q4_0_4_4).toBe(33);
    expect(GGUF_FILE_TYPES.TQ2_0).toBe(37);
    expect(GGUF_FILE_TYPES.MXFP4_MOE).toBe(38);
    expect(GGUF_FILE_TYPES.Q2_K_XL).toBe(1000);
    expect(GGUF_FILE_TYPES.Q8_K_XL).toBe(1005);
  });

  it("looks names up by value and narrows strings", () => {
    expect(ggufFileTypeName(15)).toBe("Q4_K_M");
    expect(ggufFileTypeName(1024)).toBeUndefined();
    expect(isGgufFileType("IQ4_XS")).toBe(true);
    expect(isGgufFileType("iq4_xs")).toBe(false);
    expect(isGgufFileType("constructor")).toBe(false);
  });
});

describe("tensor type enumeration", () => {
  it("has unique values: 0 to 30, 34, 35 and the newer 39 to 42", () => {
    const values = Object.values(GGML_TENSOR_TYPES);
    expect(new Set(values).size).toBe(values.length);
    const expected = [...Array.from({ length: 31 }, (_, i) => i), 34, 35, 39, 40, 41, 42];
    expect([...values].sort((a, b) => a - b)).toEqual(expected);
    expect(GGML_TENSOR_TYPE_NAMES).toHaveLength(expected.length);
  });

  it("keeps ggml's numbers", () => {
    expect(GGML_TENSOR_TYPES.Q8_0).toBe(8);
    expect(GGML_TENSOR_TYPES.Q6_K).toBe(14);
    expect(GGML_TENSOR_TYPES.BF16).toBe(30);
    expect(GGML_TENSOR_TYPES.TQ1_0).toBe(34);
    expect(GGML_TENSOR_TYPES.MXFP4).toBe(39);
    expect(ggmlTensorTypeName(12)).toBe("Q4_K");
    expect(ggmlTensorTypeName(31)).toBeUndefined();
  });
});

describe("quant order", () => {
  it("places every file type exactly once", () => {
    expect([...GGUF_QUANT_ORDER].sort()).toEqual([...GGUF_FILE_TYPE_NAMES].sort());
    expect(new Set(GGUF_QUANT_ORDER).size).toBe(GGUF_QUANT_ORDER.length);
  });

  it("runs from most to fewest bits per weight", () => {
    for (let i = 1; i < GGUF_QUANT_ORDER.length; i++) {
      const previous = GGUF_QUANT_ORDER[i - 1]!;
      const current = GGUF_QUANT_ORDER[i]!;
      expect(APPROX_BITS_PER_WEIGHT[previous], `${previous} before ${current}`).toBeGreaterThanOrEqual(
        APPROX_BITS_PER_WEIGHT[current],
      );
    }
    expect(GGUF_QUANT_ORDER[0]).toBe("F32");
    expect(quantRank("Q8_0")).toBeLessThan(quantRank("Q4_K_M"));
    expect(quantRank("Q4_K_M")).toBeLessThan(quantRank("IQ1_S"));
  });
});

describe("findNearestQuantType", () => {
  it("returns the wanted type when available", () => {
    expect(findNearestQuantType("Q4_K_M", ["Q8_0", "Q4_K_M", "Q2_K"])).toBe("Q4_K_M");
  });

  it("returns the largest type no larger than the wanted one", () => {
    expect(findNearestQuantType("Q4_K_M", ["Q8_0", "Q4_K_S", "Q3_K_M", "Q2_K"])).toBe("Q4_K_S");
    expect(findNearestQuantType("Q6_K", ["Q2_K", "Q5_K_M", "Q8_0"])).toBe("Q5_K_M");
    expect(findNearestQuantType("F16", ["Q4_K_M", "Q8_0"])).toBe("Q8_0");
  });

  it("returns the smallest larger type when every available one is larger", () => {
    expect(findNearestQuantType("IQ1_S", ["Q8_0", "Q4_K_M", "IQ2_M"])).toBe("IQ2_M");
  });

  it("returns undefined when nothing is available", () => {
    expect(findNearestQuantType("Q4_K_M", [])).toBeUndefined();
  });

  it("ignores the order of the available list", () => {
    const available = ["Q2_K", "Q8_0", "Q3_K_L", "Q5_K_S"] as const;
    expect(findNearestQuantType("Q4_K_M", available)).toBe("Q3_K_L");
    expect(findNearestQuantType("Q4_K_M", [...available].reverse())).toBe("Q3_K_L");
  });
});
