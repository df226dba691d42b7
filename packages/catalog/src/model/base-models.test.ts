import { describe, expect, it } from "vitest";
import { readJsonLines, SAMPLE_MODELS_PATH } from "../../scripts/snippet-sweep";
import { baseModelsOf, baseModelTag } from "./base-models";
import { type ModelRecord, normalizeModelRecord } from "./model-record";

// Real records of the bundled sample catalogue, by id.
const sample = new Map(
  readJsonLines(SAMPLE_MODELS_PATH).map((raw) => {
    const model = normalizeModelRecord(raw);
    return [model.id, model] as const;
  }),
);

function real(id: string): ModelRecord {
  const model = sample.get(id);
  if (!model) throw new Error(`${id} is not in the sample`);
  return model;
}

describe("baseModelsOf on the sample's real records", () => {
  it("reads each relation from the Hub's base_model:<relation>:<id> tags", () => {
    expect(baseModelsOf(real("Qwen/Qwen2.5-7B-Instruct"))).toEqual([
      { id: "Qwen/Qwen2.5-7B", relation: "finetune" },
    ]);
    expect(baseModelsOf(real("DUAL-GPO/zephyr-7b-ipo-0k-15k-i1"))).toEqual([
      { id: "DUAL-GPO/zephyr-7b-ipo-qlora-v0-merged", relation: "adapter" },
    ]);
    expect(baseModelsOf(real("HelpingAI/Dhanishtha"))).toEqual([
      { id: "deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B", relation: "quantized" },
    ]);
    expect(baseModelsOf(real("Jacoby746/Inf-Silent-Kunoichi-v0.1-2x7B"))).toEqual([
      { id: "BAAI/Infinity-Instruct-7M-Gen-mistral-7B", relation: "merge" },
      { id: "SanjiWatsuki/Kunoichi-7B", relation: "merge" },
      { id: "uukuguy/speechless-instruct-mistral-7b-v0.2", relation: "merge" },
    ]);
  });

  it("follows the tags when the card names other bases, as the base models' counts do", () => {
    const model = real("Aashraf995/Gemma-Evo-10B");
    expect(model.cardData?.base_model).toContain("allknowingroger/GemmaSlerp2-9B");
    expect(baseModelsOf(model)).toEqual([
      { id: "allknowingroger/GemmaSlerp5-10B", relation: "merge" },
      { id: "gmonsoon/SahabatAI-Lion-9B-TIES-v1", relation: "merge" },
    ]);
  });

  it("falls back to the card's base_model when the tags name none, without a relation it does not state", () => {
    const model = real("BoltMonkey/DreadMix");
    expect(model.tags.some((tag) => tag.startsWith("base_model:"))).toBe(false);
    expect(baseModelsOf(model)).toEqual([
      { id: "DreadPoor/Eunoia_Vespera-8B-LINEAR" },
      { id: "DreadPoor/Promissum_Mane-8B-LINEAR-lorablated" },
    ]);
  });
});

describe("baseModelsOf", () => {
  it("takes the card's base_model_relation only when it is one of the Hub's", () => {
    const card = (relation: unknown) =>
      baseModelsOf({ tags: [], cardData: { base_model: ["a/b"], base_model_relation: relation } });
    expect(card("quantized")).toEqual([{ id: "a/b", relation: "quantized" }]);
    expect(card("distilled")).toEqual([{ id: "a/b" }]);
    expect(card(["merge"])).toEqual([{ id: "a/b" }]);
  });

  it("adds plain base_model:<id> tags the card does not name, and lists each id once", () => {
    const bases = baseModelsOf({
      tags: ["base_model:a/b", "base_model:c/d", "base_model:c/d", "base_model:"],
      cardData: { base_model: ["a/b", "a/b"], base_model_relation: "adapter" },
    });
    expect(bases).toEqual([{ id: "a/b", relation: "adapter" }, { id: "c/d" }]);
  });

  it("names the tag a listing filters derived models on", () => {
    expect(baseModelTag("finetune", "Qwen/Qwen2.5-7B")).toBe("base_model:finetune:Qwen/Qwen2.5-7B");
  });
});
