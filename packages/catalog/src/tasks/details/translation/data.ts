import type { TaskPageData } from "../types";

/** Page data of the `translation` task (the about text comes from `about.md`). */
export const translation: TaskPageData = {
  summary:
    "Translation rewrites a text in another language while keeping its meaning. Dedicated models cover one language pair or hundreds of them, and general text generation models translate when asked to.",
  demo: {
    inputs: [
      {
        type: "text",
        label: "English",
        content: "The museum is closed on Mondays, but the garden stays open.",
      },
    ],
    outputs: [
      {
        type: "text",
        label: "French",
        content: "Le musée est fermé le lundi, mais le jardin reste ouvert.",
      },
    ],
  },
  metrics: [
    {
      id: "bleu",
      description:
        "Counts how many word sequences of length one to four in the output also appear in one or more reference translations, with a penalty for outputs that are too short. Ranges from 0 to 1 (often shown as 0 to 100).",
    },
    {
      id: "sacrebleu",
      description:
        "BLEU computed with a fixed tokenisation and settings, so that scores reported by different papers and tools can be compared.",
    },
  ],
  models: [
    {
      id: "facebook/nllb-200-1.3B",
      description:
        "Translates directly between any two of 200 languages, including many with little training data.",
    },
    {
      id: "google-t5/t5-base",
      description:
        "Text-to-text model that can translate English into German, French or Romanian given a task prefix.",
    },
  ],
  datasets: [
    {
      id: "Helsinki-NLP/opus_books",
      description: "Aligned passages from public-domain books in 16 languages.",
    },
    {
      id: "google/code_x_glue_cc_code_to_code_trans",
      description: "Functions written in both Java and C#, for translating between programming languages.",
    },
  ],
  spaces: [
    { id: "Iker/Translate-100-languages", description: "Translate between any two of a hundred languages." },
    { id: "Geonmo/nllb-translation-demo", description: "Try the NLLB models on your own text." },
  ],
  widgetModels: ["facebook/mbart-large-50-many-to-many-mmt"],
  youtubeId: "1JvfrvZgi6c",
  canonicalId: "text-generation",
};
