import { fileURLToPath } from "node:url";
import { readGolden } from "@modelhub/testkit";
import { describe, expect, it } from "vitest";
import { readJsonLines, SAMPLE_MODELS_PATH } from "../../scripts/snippet-sweep";
import { chooseGgufFile } from "../local-apps/app-snippets";
import { normalizeModelRecord } from "../model/model-record";
import type { ModelRecord } from "../model/model-record-types";
import { type GgufFileGroups, groupGgufFiles } from "./quant-groups";

/** The sample's GGUF repositories (real file lists with byte sizes). */
const ggufRepos: ModelRecord[] = readJsonLines(SAMPLE_MODELS_PATH)
  .map((raw) => normalizeModelRecord(raw))
  .filter((model) => model.siblings?.some((file) => /\.gguf$/iu.test(file.rfilename)));

function repo(id: string): ModelRecord {
  const model = ggufRepos.find((entry) => entry.id === id);
  if (!model) throw new Error(`${id} is not in the sample`);
  return model;
}

/** One line per quant and auxiliary file, for a golden file a reviewer can read. */
function describeGroups(id: string, groups: GgufFileGroups): string {
  const lines = [`# ${id}`];
  for (const quant of groups.quants) {
    const parts =
      quant.declaredParts === undefined ? "" : ` ${quant.parts.length}/${quant.declaredParts} parts`;
    lines.push(`${quant.label ?? "(no label)"}\t${quant.size ?? "?"}${parts}\t${quant.file}`);
  }
  for (const file of groups.auxiliary) lines.push(`[${file.kind}]\t${file.size ?? "?"}\t${file.file}`);
  return `${lines.join("\n")}\n`;
}

describe("groupGgufFiles on the sample's real repositories", () => {
  // Split quants (complete, and one listed with 2 of its 5 parts), vision projectors beside many
  // quants, and names of an older convention ("q_5_k", "f16-q6_k").
  const chosen = [
    "LoneStriker/Hermes-3-Llama-3.1-70B-GGUF",
    "bartowski/zephyr-orpo-141b-A35b-v0.1-GGUF",
    "bartowski/mistral-community_pixtral-12b-GGUF",
    "cmp-nct/llava-1.6-gguf",
  ];

  it("matches the golden grouping", () => {
    const text = chosen.map((id) => describeGroups(id, groupGgufFiles(repo(id).siblings ?? []))).join("\n");
    const golden = fileURLToPath(
      new URL("../../test/fixtures/gguf/quant-groups.golden.txt", import.meta.url),
    );
    expect(text).toBe(readGolden(golden, text));
  });

  it("counts a split file as one quant with its total size and parts", () => {
    const groups = groupGgufFiles(repo("LoneStriker/Hermes-3-Llama-3.1-70B-GGUF").siblings ?? []);
    const q8 = groups.quants.find((quant) => quant.label === "Q8_0");
    expect(q8).toEqual({
      label: "Q8_0",
      file: "Hermes-3-Llama-3.1-70B-Q8_0-00001-of-00003.gguf",
      parts: [
        "Hermes-3-Llama-3.1-70B-Q8_0-00001-of-00003.gguf",
        "Hermes-3-Llama-3.1-70B-Q8_0-00002-of-00003.gguf",
        "Hermes-3-Llama-3.1-70B-Q8_0-00003-of-00003.gguf",
      ],
      declaredParts: 3,
      size: 36_831_830_368 + 36_946_630_080 + 1_196_589_408,
    });
    expect(groups.quants.map((quant) => quant.label)).toEqual([
      "Q3_K_L",
      "Q2_K",
      "Q4_K_M",
      "Q5_K_M",
      "Q6_K",
      "Q8_0",
    ]);
  });

  it("puts every .gguf file of every GGUF repository in exactly one place, and the runners' file among the quants", () => {
    expect(ggufRepos.length).toBeGreaterThan(1800);
    for (const model of ggufRepos) {
      const files = new Set(
        (model.siblings ?? []).map((file) => file.rfilename).filter((name) => /\.gguf$/iu.test(name)),
      );
      const groups = groupGgufFiles(model.siblings ?? []);
      const placed = [
        ...groups.quants.flatMap((quant) => quant.parts),
        ...groups.auxiliary.map((file) => file.file),
      ];
      expect(placed.sort(), model.id).toEqual([...files].sort());
      const sizes = groups.quants.map((quant) => quant.size ?? Number.POSITIVE_INFINITY);
      expect(sizes, model.id).toEqual([...sizes].sort((a, b) => a - b));
      const choice = chooseGgufFile(model);
      if (choice)
        expect(
          groups.quants.map((quant) => quant.file),
          model.id,
        ).toContain(choice.file);
    }
  });
});

describe("groupGgufFiles", () => {
  it("sets vision projectors and importance matrices apart, and keeps a quant without a size last", () => {
    const groups = groupGgufFiles([
      { rfilename: "Model-Q8_0.gguf" },
      { rfilename: "Model-Q4_K_M.gguf", size: 4_000 },
      { rfilename: "mmproj-Model-f16.gguf", size: 600 },
      { rfilename: "Model.imatrix.gguf", size: 10 },
      { rfilename: "README.md", size: 1 },
      { rfilename: "Model-Q4_K_M.gguf", size: 4_000 },
    ]);
    expect(groups).toEqual({
      quants: [
        { label: "Q4_K_M", file: "Model-Q4_K_M.gguf", parts: ["Model-Q4_K_M.gguf"], size: 4_000 },
        { label: "Q8_0", file: "Model-Q8_0.gguf", parts: ["Model-Q8_0.gguf"] },
      ],
      auxiliary: [
        { file: "Model.imatrix.gguf", kind: "imatrix", size: 10 },
        { file: "mmproj-Model-f16.gguf", kind: "projector", size: 600 },
      ],
    });
  });

  it("keeps quants of the same label in different folders or of different totals apart", () => {
    const groups = groupGgufFiles([
      { rfilename: "UD-Q2_K_XL/M-UD-Q2_K_XL-00002-of-00002.gguf", size: 2 },
      { rfilename: "UD-Q2_K_XL/M-UD-Q2_K_XL-00001-of-00002.gguf", size: 3 },
      { rfilename: "old/M-UD-Q2_K_XL-00001-of-00003.gguf", size: 1 },
    ]);
    expect(groups.quants.map((quant) => [quant.file, quant.parts.length, quant.size])).toEqual([
      ["old/M-UD-Q2_K_XL-00001-of-00003.gguf", 1, 1],
      ["UD-Q2_K_XL/M-UD-Q2_K_XL-00001-of-00002.gguf", 2, 5],
    ]);
    expect(groups.quants[1]?.label).toBe("UD-Q2_K_XL");
  });
});
