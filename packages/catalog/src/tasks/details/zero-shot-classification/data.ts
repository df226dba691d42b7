import type { TaskPageData } from "../types";

/** Page data of the `zero-shot-classification` task (the about text comes from `about.md`). */
export const zeroShotClassification: TaskPageData = {
  summary:
    "Zero-shot text classification sorts a text into labels you choose at run time, without training on examples of those labels. You write the candidate labels, and the model scores how well each one describes the text.",
  demo: {
    inputs: [
      {
        type: "text",
        label: "Text",
        content: "I was charged twice for my order last week and would like one payment returned.",
      },
      { type: "text", label: "Candidate labels", content: "refund, legal, faq" },
    ],
    outputs: [
      {
        type: "chart",
        label: "Scores",
        data: [
          { label: "refund", score: 0.93 },
          { label: "faq", score: 0.05 },
          { label: "legal", score: 0.02 },
        ],
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "facebook/bart-large-mnli",
      description: "English natural language inference model, the standard choice for zero-shot labelling.",
    },
    {
      id: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0",
      description: "Fast zero-shot classifier built on ModernBERT, trained on many classification tasks.",
    },
    {
      id: "knowledgator/gliclass-modern-base-v2.0-init",
      description: "Scores all candidate labels in one pass, useful for topics and sentiment.",
    },
  ],
  datasets: [
    {
      id: "nyu-mll/glue",
      description: "Benchmark suite that includes entailment tasks used to train these models.",
    },
    {
      id: "nyu-mll/multi_nli",
      description:
        "About 433,000 sentence pairs from many genres labelled entailment, neutral or contradiction.",
    },
    {
      id: "fever/fever",
      description: "Claims checked against Wikipedia as supported, refuted or not verifiable.",
    },
  ],
  spaces: [],
  widgetModels: ["facebook/bart-large-mnli"],
};
