import { describe, expect, it } from "vitest";
import realNames from "../../test/fixtures/gguf/real-file-names.json";
import { GGUF_FILE_TYPES } from "./file-types";
import {
  fileTypeOfQuantLabel,
  parseGgufFileType,
  parseGgufFileTypeValue,
  parseGgufQuantLabel,
} from "./quant-label";

describe("parseGgufQuantLabel on real file names", () => {
  const cases: { name: string; label: string | null }[] = realNames.cases;

  it("has at least 100 reviewed names, with and without labels", () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    expect(cases.some((c) => c.label === null)).toBe(true);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  for (const { name, label } of cases) {
    it(`${name} -> ${label ?? "none"}`, () => {
      expect(parseGgufQuantLabel(name) ?? null).toBe(label);
    });
  }
});

describe("parseGgufQuantLabel where a looser pattern goes wrong", () => {
  const cases: [string, string | undefined][] = [
    // ARM/AVX repacks are not plain Q4_0.
    ["Phi-3.5-mini-instruct-Q4_0_4_4.gguf", "Q4_0_4_4"],
    ["Phi-3.5-mini-instruct-Q4_0_4_8.gguf", "Q4_0_4_8"],
    ["phi-3.5-mini-instruct-q4_0_8_8.gguf", "Q4_0_8_8"],
    ["model-Q4_0.gguf", "Q4_0"],
    // Lower case.
    ["model.fp16.gguf", "F16"],
    ["model.fp32.gguf", "F32"],
    ["model-q4_k_m.gguf", "Q4_K_M"],
    ["model-bf16.gguf", "BF16"],
    ["model-iq2_xxs.gguf", "IQ2_XXS"],
    // unsloth's dynamic quants keep their prefix.
    ["Qwen3-30B-A3B-UD-Q2_K_XL.gguf", "UD-Q2_K_XL"],
    ["DeepSeek-R1-UD-IQ1_S-00001-of-00003.gguf", "UD-IQ1_S"],
    ["qwen3-ud-q4_k_xl.gguf", "UD-Q4_K_XL"],
    ["Qwen3-8B-Q4_K_XL.gguf", "Q4_K_XL"],
    // MXFP4 and MXFP4_MOE are different labels.
    ["gpt-oss-20b-MXFP4.gguf", "MXFP4"],
    ["gpt-oss-20b-MXFP4_MOE.gguf", "MXFP4_MOE"],
    ["gpt-oss-20b-mxfp4_moe-00001-of-00002.gguf", "MXFP4_MOE"],
    // Split files.
    ["Llama-3.1-405B-Instruct-Q8_0-00001-of-00009.gguf", "Q8_0"],
    ["Q4_K_M/DeepSeek-V3-Q4_K_M-00002-of-00009.gguf", "Q4_K_M"],
    ["BF16/model-00001-of-00004.gguf", "BF16"],
    // Mixed-quant names: the quantised label wins over the source precision.
    ["lzlv_70b_fp16_hf.Q5_K_M.gguf", "Q5_K_M"],
    ["Phi-3.1-mini-4k-instruct-Q3_K_L-f32.gguf", "Q3_K_L"],
    ["mmproj-model-f16-q6_k.gguf", "Q6_K"],
    ["model.f16.gguf.Q8_0.gguf", "Q8_0"],
    // Every IQ quant.
    ["m-IQ1_S.gguf", "IQ1_S"],
    ["m-IQ1_M.gguf", "IQ1_M"],
    ["m-IQ2_XXS.gguf", "IQ2_XXS"],
    ["m-IQ2_XS.gguf", "IQ2_XS"],
    ["m-IQ2_S.gguf", "IQ2_S"],
    ["m-IQ2_M.gguf", "IQ2_M"],
    ["m-IQ3_XXS.gguf", "IQ3_XXS"],
    ["m-IQ3_XS.gguf", "IQ3_XS"],
    ["m-IQ3_S.gguf", "IQ3_S"],
    ["m-IQ3_M.gguf", "IQ3_M"],
    ["m-IQ4_NL.gguf", "IQ4_NL"],
    ["m-IQ4_XS.gguf", "IQ4_XS"],
    // K-quant variants and the rest.
    ["m.Q2_K.gguf", "Q2_K"],
    ["m.Q2_K_S.gguf", "Q2_K_S"],
    ["m.Q3_K_S.gguf", "Q3_K_S"],
    ["m.Q3_K_M.gguf", "Q3_K_M"],
    ["m.Q3_K_L.gguf", "Q3_K_L"],
    ["m.Q4_K_S.gguf", "Q4_K_S"],
    ["m.Q5_K_S.gguf", "Q5_K_S"],
    ["m.Q6_K.gguf", "Q6_K"],
    ["m.Q8_0.gguf", "Q8_0"],
    ["m.F32.gguf", "F32"],
    ["bitnet-b1.58-TQ1_0.gguf", "TQ1_0"],
    ["bitnet-b1.58-tq2_0.gguf", "TQ2_0"],
    ["m-NVFP4.gguf", "NVFP4"],
    // No quant in the name: no guess.
    ["tokenizer.gguf", undefined],
    ["model.gguf", undefined],
    ["mmproj-model.gguf", undefined],
    ["model-00001-of-00002.gguf", undefined],
    ["Qwen2-7B-Instruct.gguf", undefined],
    ["obsidian-q6.gguf", undefined],
    ["Ternary-Bonsai-8B-PQ2_0.gguf", undefined],
    ["model-Q8_K_P.gguf", undefined],
    ["model-Q6_0.gguf", undefined],
    ["model-q_4_k.gguf", undefined],
    ["IQ2XXS-w2Q2K.gguf", undefined],
    ["", undefined],
    ["Q4_K_M_imatrix.gguf", undefined],
  ];
  for (const [name, label] of cases) {
    it(`${JSON.stringify(name)} -> ${label ?? "none"}`, () => {
      expect(parseGgufQuantLabel(name)).toBe(label);
    });
  }

  it("handles hostile input without throwing", () => {
    expect(parseGgufQuantLabel("/".repeat(10_000))).toBeUndefined();
    expect(parseGgufQuantLabel(`${"Q4_".repeat(20_000)}K`)).toBe("Q4_K");
    expect(parseGgufQuantLabel("ünïcödé-😀-Q4_K_M.gguf")).toBe("Q4_K_M");
  });
});

describe("fileTypeOfQuantLabel", () => {
  it("maps labels to the file type the file records", () => {
    expect(fileTypeOfQuantLabel("Q4_K_M")).toBe("Q4_K_M");
    expect(fileTypeOfQuantLabel("UD-Q4_K_XL")).toBe("Q4_K_XL");
    expect(fileTypeOfQuantLabel("q4_k")).toBe("Q4_K_M");
    expect(fileTypeOfQuantLabel("Q6_K_L")).toBe("Q6_K");
    expect(fileTypeOfQuantLabel("Q8_0_L")).toBe("Q8_0");
    expect(fileTypeOfQuantLabel("MXFP4")).toBe("MXFP4_MOE");
    expect(fileTypeOfQuantLabel("Q8_K")).toBeUndefined();
    expect(fileTypeOfQuantLabel("__proto__")).toBeUndefined();
    expect(fileTypeOfQuantLabel("toString")).toBeUndefined();
  });

  it("gives every label the parser finds in the real names a file type, except tensor-type names", () => {
    for (const { name, label } of realNames.cases) {
      if (label === null || label === "Q8_1") continue;
      expect(parseGgufFileType(name), name).toBeDefined();
    }
  });

  it("gives the numeric general.file_type", () => {
    expect(parseGgufFileTypeValue("m-Q4_K_M.gguf")).toBe(15);
    expect(parseGgufFileTypeValue("gpt-oss-20b-MXFP4.gguf")).toBe(GGUF_FILE_TYPES.MXFP4_MOE);
    expect(parseGgufFileTypeValue("m.gguf")).toBeUndefined();
  });
});
