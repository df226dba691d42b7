import type { TaskPageData } from "../types";

const sentence = "Ada Lovelace wrote the first program for Charles Babbage in London in 1843.";

/** Page data of the `token-classification` task (the about text comes from `about.md`). */
export const tokenClassification: TaskPageData = {
  summary:
    "Token classification gives a label to individual words or word pieces of a text. Its best-known forms are named entity recognition, which marks people, places, organisations and dates, and part-of-speech tagging, which marks nouns, verbs and the like.",
  demo: {
    inputs: [{ type: "text", label: "Sentence", content: sentence }],
    outputs: [
      {
        type: "text-with-tokens",
        label: "Entities",
        text: sentence,
        tokens: [
          { type: "PERSON", start: 0, end: 12 },
          { type: "PERSON", start: 41, end: 56 },
          { type: "LOCATION", start: 60, end: 66 },
          { type: "DATE", start: 70, end: 74 },
        ],
      },
    ],
  },
  metrics: [
    { id: "accuracy", description: "Share of tokens that received their correct label." },
    {
      id: "recall",
      description:
        "Share of the true entities (or tags) the model found. For entities, a span only counts when both its boundaries and its type are right.",
    },
    {
      id: "precision",
      description:
        "Share of the entities the model predicted that are real, with the right boundaries and type.",
    },
    {
      id: "f1",
      description:
        "Harmonic mean of precision and recall; the headline score of most named entity recognition benchmarks.",
    },
  ],
  models: [
    {
      id: "dslim/bert-base-NER",
      description: "English entity tagger for persons, organisations, locations and miscellaneous names.",
    },
    {
      id: "FacebookAI/xlm-roberta-large-finetuned-conll03-english",
      description: "Larger multilingual encoder fine-tuned for the same four entity types.",
    },
    {
      id: "blaze999/Medical-NER",
      description: "Finds clinical entities such as diseases, drugs and dosages.",
    },
    { id: "flair/ner-english", description: "English entity tagger built with the Flair library." },
  ],
  datasets: [
    {
      id: "eriktks/conll2003",
      description: "English news text annotated with four entity types; the classic benchmark.",
    },
    {
      id: "unimelb-nlp/wikiann",
      description: "Wikipedia sentences with entity labels in well over a hundred languages.",
    },
  ],
  spaces: [
    {
      id: "spacy/gradio_pipeline_visualizer",
      description: "Shows entities, noun chunks and per-token features produced by spaCy pipelines.",
    },
  ],
  widgetModels: ["FacebookAI/xlm-roberta-large-finetuned-conll03-english"],
  youtubeId: "wVHdVlPScxA",
};
