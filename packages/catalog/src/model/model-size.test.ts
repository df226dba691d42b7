import { describe, expect, it } from "vitest";
import { normalizeModelRecord } from "./model-record";
import { describeGguf, describeSafetensors, formatParameterCount, modelSize } from "./model-size";

describe("formatParameterCount", () => {
  it.each([
    [7_615_616_512, "7.6B"],
    [8_030_261_312, "8B"],
    [70_553_706_496, "70.6B"],
    [140_620_634_112, "141B"],
    [124_439_808, "124M"],
    [22_713_216, "22.7M"],
    [999_700_000, "1B"],
    [1_000_000_000_000, "1T"],
    [4_200, "4.2K"],
    [512, "512"],
  ])("%d -> %s", (count, text) => {
    expect(formatParameterCount(count)).toBe(text);
  });
});

describe("modelSize", () => {
  it("reads a real safetensors field: parameters and tensor types, most parameters first", () => {
    // Qwen/Qwen2.5-7B-Instruct as the Hub lists it.
    const size = modelSize(
      normalizeModelRecord({
        id: "Qwen/Qwen2.5-7B-Instruct",
        safetensors: { parameters: { BF16: 7_615_616_512 }, total: 7_615_616_512 },
      }),
    );
    expect(size.safetensors).toEqual({ parameters: 7_615_616_512, tensorTypes: ["BF16"] });
    expect(describeSafetensors(size.safetensors!)).toBe("7.6B params · BF16");
    expect(
      describeSafetensors(
        modelSize({ safetensors: { parameters: { F32: 1_000, I64: 5, BF16: 2_000_000 } } }).safetensors!,
      ),
    ).toBe("2M params · BF16 · F32 · I64");
  });

  it("reads the GGUF metadata's parameter count, architecture and context length", () => {
    const size = modelSize({
      gguf: { total: 8_030_261_312, architecture: "llama", context_length: 131_072, eos_token: "<|eot_id|>" },
    });
    expect(size.gguf).toEqual({ parameters: 8_030_261_312, architecture: "llama", contextLength: 131_072 });
    expect(describeGguf(size.gguf!)).toBe("GGUF · llama · 8B params · 131,072-token context");
    // The GGUF repositories of the sample carry only a context length.
    expect(describeGguf(modelSize({ gguf: { context_length: 4096 } }).gguf!)).toBe(
      "GGUF · 4,096-token context",
    );
  });

  it("adds up the files, each path once, and counts those without a size", () => {
    const size = modelSize({
      siblings: [
        { rfilename: "model-00001-of-00002.safetensors", size: 4_000_000_000 },
        { rfilename: "model-00002-of-00002.safetensors", size: 3_000_000_000 },
        { rfilename: "README.md" },
        { rfilename: "model-00001-of-00002.safetensors", size: 4_000_000_000 },
      ],
    });
    expect(size.files).toEqual({ count: 3, bytes: 7_000_000_000, unsized: 1 });
  });

  it("says nothing of fields that hold no usable value", () => {
    expect(modelSize({})).toEqual({});
    expect(
      modelSize({
        safetensors: { parameters: { BF16: -3, F16: "many" }, total: "lots" },
        gguf: { total: 0, architecture: "  ", context_length: 1.5 },
        siblings: [],
      }),
    ).toEqual({});
  });
});
