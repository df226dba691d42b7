import type { TaskPageData } from "../types";

/** Page data of the `fill-mask` task (the about text comes from `about.md`). */
export const fillMask: TaskPageData = {
  summary:
    "Fill-mask models guess the word hidden behind a mask token in a sentence, ranking candidates by how well they fit the context on both sides. It is how models such as BERT are pre-trained.",
  demo: {
    inputs: [{ type: "text", label: "Input", content: "The <mask> chased the ball across the garden." }],
    outputs: [
      {
        type: "chart",
        label: "Candidates for <mask>",
        data: [
          { label: "dog", score: 0.52 },
          { label: "boy", score: 0.11 },
          { label: "cat", score: 0.08 },
          { label: "puppy", score: 0.06 },
          { label: "child", score: 0.04 },
        ],
      },
    ],
  },
  metrics: [
    {
      id: "cross_entropy",
      description:
        "Average negative log-probability the model gives the true hidden words; the training loss. Lower is better.",
    },
    {
      id: "perplexity",
      description:
        "The exponential of the cross-entropy: roughly how many words the model hesitates between on average. Lower is better.",
    },
  ],
  models: [
    {
      id: "answerdotai/ModernBERT-large",
      description: "Modern English encoder with a long context and fast inference.",
    },
    { id: "FacebookAI/xlm-roberta-base", description: "Encoder pre-trained on one hundred languages." },
  ],
  datasets: [
    {
      id: "wikipedia",
      description: "Encyclopedia articles in many languages, a staple pre-training corpus.",
    },
    { id: "c4", description: "A large, cleaned crawl of English web pages." },
  ],
  spaces: [],
  widgetModels: ["distilroberta-base"],
  youtubeId: "mqElG5QJWUg",
};
