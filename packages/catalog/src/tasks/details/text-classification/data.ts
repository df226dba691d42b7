import type { TaskPageData } from "../types";

/** Page data of the `text-classification` task (the about text comes from `about.md`). */
export const textClassification: TaskPageData = {
  summary:
    "Text classification assigns one or more labels from a fixed set to a piece of text. Sentiment analysis, spam and toxicity filtering, topic tagging and checking whether one sentence follows from another are all text classification.",
  demo: {
    inputs: [
      { type: "text", label: "Review", content: "The battery lasts all day and the screen is gorgeous." },
    ],
    outputs: [
      {
        type: "chart",
        label: "Sentiment",
        data: [
          { label: "POSITIVE", score: 0.96 },
          { label: "NEUTRAL", score: 0.03 },
          { label: "NEGATIVE", score: 0.01 },
        ],
      },
    ],
  },
  metrics: [
    { id: "accuracy", description: "Share of texts whose predicted label is the true label." },
    {
      id: "recall",
      description:
        "For one class: of the texts that truly belong to it, the share the model found. Low recall means missed cases.",
    },
    {
      id: "precision",
      description:
        "For one class: of the texts the model put in it, the share that truly belong there. Low precision means false alarms.",
    },
    {
      id: "f1",
      description:
        "Harmonic mean of precision and recall, 2PR / (P + R). Useful when classes are unbalanced and accuracy would flatter the model.",
    },
  ],
  models: [
    {
      id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
      description: "Small, fast English sentiment classifier (positive or negative).",
    },
    { id: "ProsusAI/finbert", description: "Sentiment of financial news and reports." },
    {
      id: "cardiffnlp/twitter-roberta-base-sentiment-latest",
      description: "Three-way sentiment of social media posts.",
    },
    {
      id: "papluca/xlm-roberta-base-language-detection",
      description: "Tells which of twenty languages a text is written in.",
    },
    {
      id: "meta-llama/Prompt-Guard-86M",
      description: "Flags prompt-injection and jailbreak attempts aimed at language models.",
    },
  ],
  datasets: [
    {
      id: "nyu-mll/glue",
      description: "Collection of nine sentence and sentence-pair classification benchmarks.",
    },
    {
      id: "stanfordnlp/snli",
      description: "Sentence pairs labelled as entailment, contradiction or neutral.",
    },
  ],
  spaces: [
    {
      id: "IoannisTr/Tech_Stocks_Trading_Assistant",
      description: "Reads the mood of financial news about tech stocks.",
    },
    {
      id: "miesnerjacob/Multi-task-NLP",
      description: "Dashboard running several text classifiers side by side.",
    },
    { id: "spacy/healthsea-demo", description: "Analyses reviews of health supplements." },
  ],
  widgetModels: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
  youtubeId: "leNG9fN9FQU",
};
