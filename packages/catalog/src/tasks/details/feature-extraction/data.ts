import type { TaskPageData } from "../types";

/** Page data of the `feature-extraction` task (the about text comes from `about.md`). */
export const featureExtraction: TaskPageData = {
  summary:
    "Feature extraction turns a text into a list of numbers (an embedding) that captures its meaning, so programs can compare, search, cluster or classify texts by meaning rather than by exact words.",
  demo: {
    inputs: [
      { type: "text", label: "Input", content: "Lisbon is the capital and largest city of Portugal." },
    ],
    outputs: [
      {
        type: "tabular",
        label: "Embedding (first 3 dimensions of 4 tokens)",
        columns: ["Dimension 1", "Dimension 2", "Dimension 3"],
        rows: [
          [0.412, -1.203, 0.087],
          [1.926, 0.334, -0.718],
          [-0.551, 0.902, 1.245],
          [0.073, -0.266, 0.61],
        ],
      },
    ],
  },
  metrics: [],
  models: [
    { id: "thenlper/gte-large", description: "General-purpose English text embedding model." },
    {
      id: "Alibaba-NLP/gte-Qwen1.5-7B-instruct",
      description: "Large embedding model built on an LLM; strong for retrieval with instructions.",
    },
  ],
  datasets: [
    {
      id: "wikipedia",
      description: "Cleaned Wikipedia articles in many languages, a common pre-training corpus.",
    },
  ],
  spaces: [
    { id: "mteb/leaderboard", description: "The MTEB leaderboard ranks embedding models across many tasks." },
    {
      id: "mteb/arena",
      description: "Compare embedding models side by side and vote for the better results.",
    },
  ],
  widgetModels: ["facebook/bart-base"],
};
