import { describe, expect, it } from "vitest";
import { kvCacheBytesPerToken, kvCacheShape, memoryFit } from "./memory-fit";

// Llama-3.1-8B: 32 layers, 32 query heads, 8 KV heads, hidden size 4096 (heads of 128 values).
const LLAMA_8B_CONFIG = {
  num_hidden_layers: 32,
  num_attention_heads: 32,
  num_key_value_heads: 8,
  hidden_size: 4096,
};

describe("kvCacheShape and kvCacheBytesPerToken", () => {
  it("read a config.json: Llama-3.1-8B keeps 128 KiB per token, 1 GiB for 8,192 tokens", () => {
    const shape = kvCacheShape({ config: LLAMA_8B_CONFIG });
    expect(shape).toEqual({ layers: 32, kvHeads: 8, keyLength: 128, valueLength: 128 });
    // 32 layers x 8 heads x (128 + 128) values x 2 bytes = 131,072 bytes.
    expect(kvCacheBytesPerToken(shape!)).toBe(131_072);
    expect(kvCacheBytesPerToken(shape!) * 8192).toBe(2 ** 30);
  });

  it("read GGUF metadata keys first, by the architecture's prefix", () => {
    // Qwen2.5-7B: 28 blocks, 28 heads, 4 KV heads, embedding 3584 -> heads of 128 values.
    const shape = kvCacheShape({
      gguf: {
        architecture: "qwen2",
        "qwen2.block_count": 28,
        "qwen2.attention.head_count": 28,
        "qwen2.attention.head_count_kv": 4,
        "qwen2.embedding_length": 3584,
      },
      config: LLAMA_8B_CONFIG,
    });
    expect(shape).toEqual({ layers: 28, kvHeads: 4, keyLength: 128, valueLength: 128 });
    // 28 x 4 x 256 x 2 = 57,344 bytes a token; 32,768 tokens take 1.75 GiB.
    expect(kvCacheBytesPerToken(shape!) * 32_768).toBe(1.75 * 2 ** 30);
  });

  it("take explicit key and value lengths (DeepSeek's MLA-style heads differ)", () => {
    const shape = kvCacheShape({
      gguf: {
        architecture: "x",
        "x.block_count": 2,
        "x.attention.head_count": 4,
        "x.attention.head_count_kv": 4,
        "x.attention.key_length": 192,
        "x.attention.value_length": 128,
      },
    });
    expect(kvCacheBytesPerToken(shape!)).toBe(2 * 4 * (192 + 128) * 2);
  });

  it("give nothing when the record says too little (the sample's GGUF records hold a context length only)", () => {
    expect(kvCacheShape({ gguf: { architecture: "llama", context_length: 131_072 } })).toBeUndefined();
    expect(kvCacheShape({ config: { num_hidden_layers: 32 } })).toBeUndefined();
    expect(kvCacheShape({})).toBeUndefined();
  });
});

describe("memoryFit", () => {
  // A Llama-3.1-8B Q4_K_M file (4,920,734,016 bytes) with 1 GiB of KV cache for 8,192 tokens.
  const need = 4_920_734_016 + 2 ** 30;

  it("fits within 80% of memory, is tight up to all of it, too big past it", () => {
    // 8 GiB: 80% is 6,871,947,673.6 bytes, more than the 5,994,475,840 needed.
    expect(memoryFit(need, 8)).toBe("fits");
    // 6 GiB: 80% is 5,153,960,755 bytes, less than needed; all of it, 6,442,450,944, is more.
    expect(memoryFit(need, 6)).toBe("tight");
    expect(memoryFit(need, 4)).toBe("too-big");
    expect(memoryFit(8 * 2 ** 30, 8)).toBe("tight");
    expect(memoryFit(8 * 2 ** 30 + 1, 8)).toBe("too-big");
  });
});
