import { describe, expect, it } from "vitest";
import { readJsonLines, SAMPLE_MODELS_PATH } from "../../scripts/snippet-sweep";
import { evalResultsOf } from "./eval-results";
import { normalizeModelRecord } from "./model-record";

// Real records of the bundled sample catalogue, by id.
const sample = new Map(
  readJsonLines(SAMPLE_MODELS_PATH).map((raw) => {
    const model = normalizeModelRecord(raw);
    return [model.id, model] as const;
  }),
);

const resultsOf = (id: string) => evalResultsOf(sample.get(id)?.cardData);

describe("evalResultsOf on the sample's real cards", () => {
  it("reads an Open LLM Leaderboard card: task, dataset, metric name and value", () => {
    const results = resultsOf("0-hero/Matter-0.2-7B-DPO");
    expect(results[0]).toEqual({
      task: "Text Generation",
      dataset: "IFEval (0-Shot)",
      metric: "strict accuracy",
      value: 33.03,
      verified: false,
    });
    expect(results.map((result) => result.dataset)).toContain("BBH (3-Shot)");
  });

  it("reads an MTEB card: a task type without a name, the dataset's config and split, the metric's type", () => {
    expect(resultsOf("BAAI/bge-reranker-base").slice(0, 2)).toEqual([
      {
        task: "Reranking",
        dataset: "MTEB CMedQAv1",
        config: "default",
        split: "test",
        metric: "map",
        value: 81.27206722525007,
        verified: false,
      },
      {
        task: "Reranking",
        dataset: "MTEB CMedQAv1",
        config: "default",
        split: "test",
        metric: "mrr",
        value: 84.14238095238095,
        verified: false,
      },
    ]);
  });

  it("skips metrics without a value (the card's nulls) and keeps a value written as text", () => {
    const card = sample.get("BAAI/bge-multilingual-gemma2")?.cardData;
    const written = JSON.stringify(card?.["model-index"]).match(/"value":/g)?.length ?? 0;
    const nulls = JSON.stringify(card?.["model-index"]).match(/"value":null/g)?.length ?? 0;
    expect(nulls).toBeGreaterThan(0);
    expect(evalResultsOf(card)).toHaveLength(written - nulls);
    expect(resultsOf("kaist-ai/mistral-orpo-capybara-7k").map((result) => result.value)).toContain("15.88%");
  });

  it("give a row for every metric with a value, on every sample card", () => {
    const cards = [...sample.values()].filter((model) => model.cardData?.["model-index"] !== undefined);
    expect(cards.length).toBeGreaterThan(1000);
    for (const model of cards) {
      const written = JSON.stringify(model.cardData?.["model-index"]);
      const withValue =
        (written.match(/"value":/g)?.length ?? 0) - (written.match(/"value":null/g)?.length ?? 0);
      expect(evalResultsOf(model.cardData), model.id).toHaveLength(withValue);
    }
  });
});

describe("evalResultsOf", () => {
  it("skips malformed entries, results and metrics, and keeps the well-formed ones beside them", () => {
    const good = {
      task: { type: "text-classification" },
      dataset: { type: "imdb" },
      metrics: [{ type: "accuracy", value: 0.9 }],
    };
    const results = evalResultsOf({
      "model-index": [
        null,
        "text",
        { name: "no results" },
        { results: "nope" },
        {
          results: [
            42,
            { task: "text-generation", dataset: { name: "x" }, metrics: [{ type: "acc", value: 1 }] },
            { task: { type: "t" }, dataset: {}, metrics: [{ type: "acc", value: 1 }] },
            { task: { type: "t" }, dataset: { name: "d" }, metrics: { type: "acc", value: 1 } },
            {
              task: { type: "t" },
              dataset: { name: "d" },
              metrics: [
                null,
                { value: 1 },
                { type: "acc" },
                { type: "acc", value: { x: 1 } },
                { type: "acc", value: " " },
              ],
            },
            good,
          ],
        },
      ],
    });
    expect(results).toEqual([
      { task: "Text Classification", dataset: "imdb", metric: "accuracy", value: 0.9, verified: false },
    ]);
    expect(evalResultsOf({ "model-index": { results: [good] } })).toEqual([]);
    expect(evalResultsOf(undefined)).toEqual([]);
  });

  it("cuts author text past 200 characters", () => {
    const long = "x".repeat(500);
    const [result] = evalResultsOf({
      "model-index": [
        {
          results: [{ task: { name: long }, dataset: { name: "d" }, metrics: [{ name: "m", value: long }] }],
        },
      ],
    });
    expect(result?.task).toBe(`${"x".repeat(200)}…`);
    expect(result?.value).toBe(`${"x".repeat(200)}…`);
  });
});
