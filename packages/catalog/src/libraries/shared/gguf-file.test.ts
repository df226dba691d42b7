import { describe, expect, it } from "vitest";
import { normalizeModelRecord } from "../../model/model-record";
import { hasLoadableGgufFile, laterGgufShards, loadableGgufFiles, pickGgufFile } from "./gguf-file";

function withFiles(...names: string[]) {
  return normalizeModelRecord({ id: "a/b", siblings: names.map((rfilename) => ({ rfilename })) });
}

describe("pickGgufFile", () => {
  it("prefers Q4_K_M, then the next preferred quant, whatever the spelling", () => {
    expect(pickGgufFile(withFiles("m.q8_0.gguf", "m.q4_k_m.gguf"))).toBe("m.q4_k_m.gguf");
    expect(pickGgufFile(withFiles("m-Q8_0.gguf", "m-Q4_K_M.gguf", "m-f16.gguf"))).toBe("m-Q4_K_M.gguf");
    expect(pickGgufFile(withFiles("m-Q8_0.gguf", "m-Q6_K.gguf", "m-f16.gguf"))).toBe("m-Q6_K.gguf");
  });

  it("prefers a file named by its type to one whose label only stands for it", () => {
    const bartowski = withFiles("m-Q4_K_L.gguf", "m-Q4_K_M.gguf", "m-Q5_K_L.gguf", "m-Q5_K_M.gguf");
    expect(pickGgufFile(bartowski)).toBe("m-Q4_K_M.gguf");
    expect(pickGgufFile(withFiles("m.Q4_K.gguf", "m.Q4_K_M.gguf"))).toBe("m.Q4_K_M.gguf");
  });

  it("reads a label as the file type it stands for: Q4_K is Q4_K_M", () => {
    expect(
      pickGgufFile(withFiles("ggml-model-f16.gguf", "ggml-model-q4_k.gguf", "ggml-model-q5_k.gguf")),
    ).toBe("ggml-model-q4_k.gguf");
  });

  it("offers the quant nearest Q4_K_M in size when none of the usual ones is there", () => {
    const small = withFiles("m-IQ1_M.gguf", "m-IQ2_M.gguf", "m-IQ3_XXS.gguf", "m-Q2_K.gguf");
    expect(pickGgufFile(small)).toBe("m-IQ3_XXS.gguf");
    expect(pickGgufFile(withFiles("m-UD-IQ1_S.gguf", "m-UD-Q4_K_XL.gguf"))).toBe("m-UD-Q4_K_XL.gguf");
    expect(pickGgufFile(withFiles("m-F16.gguf", "m-Q3_K_S.gguf"))).toBe("m-Q3_K_S.gguf");
    expect(pickGgufFile(withFiles("m.gguf", "m-IQ1_S.gguf"))).toBe("m-IQ1_S.gguf");
  });

  it("skips vision projectors and later shards of split files", () => {
    const model = withFiles(
      "mmproj-Q4_K_M.gguf",
      "m-Q4_K_M-00002-of-00002.gguf",
      "m-Q4_K_M-00001-of-00002.gguf",
    );
    expect(loadableGgufFiles(model)).toEqual(["m-Q4_K_M-00001-of-00002.gguf"]);
    expect(pickGgufFile(model)).toBe("m-Q4_K_M-00001-of-00002.gguf");
  });

  it("falls back to the first file by name, and to nothing without .gguf files", () => {
    expect(pickGgufFile(withFiles("z.gguf", "a.gguf"))).toBe("a.gguf");
    expect(pickGgufFile(withFiles("model.safetensors"))).toBeUndefined();
    expect(pickGgufFile(normalizeModelRecord({ id: "a/b" }))).toBeUndefined();
  });
});

describe("laterGgufShards", () => {
  it("lists the other shards of the same split file, in order", () => {
    const model = withFiles(
      "Q4_K_M/m-Q4_K_M-00003-of-00003.gguf",
      "Q4_K_M/m-Q4_K_M-00001-of-00003.gguf",
      "Q4_K_M/m-Q4_K_M-00002-of-00003.gguf",
      "Q8_0/m-Q8_0-00002-of-00002.gguf",
      "Q4_K_M/m-Q4_K_M-00002-of-00004.gguf",
    );
    expect(laterGgufShards(model, "Q4_K_M/m-Q4_K_M-00001-of-00003.gguf")).toEqual([
      "Q4_K_M/m-Q4_K_M-00002-of-00003.gguf",
      "Q4_K_M/m-Q4_K_M-00003-of-00003.gguf",
    ]);
    expect(laterGgufShards(model, "m-Q4_K_M.gguf")).toEqual([]);
  });
});

describe("hasLoadableGgufFile", () => {
  it("is true exactly when pickGgufFile picks a file", () => {
    const models = [
      withFiles("m-Q4_K_M.gguf"),
      withFiles("M.GGUF"),
      withFiles("mmproj-f16.gguf"),
      withFiles("vision/mmproj-model.gguf", "weights/m-00001-of-00003.gguf"),
      withFiles("m-00002-of-00003.gguf", "m-00003-of-00003.gguf"),
      withFiles("model.safetensors", "README.md"),
      normalizeModelRecord({ id: "a/b" }),
    ];
    expect(models.map(hasLoadableGgufFile)).toEqual([true, true, false, true, false, false, false]);
    for (const model of models) expect(hasLoadableGgufFile(model)).toBe(pickGgufFile(model) !== undefined);
  });
});
