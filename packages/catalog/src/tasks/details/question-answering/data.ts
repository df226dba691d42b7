import type { TaskPageData } from "../types";

/** Page data of the `question-answering` task (the about text comes from `about.md`). */
export const questionAnswering: TaskPageData = {
  summary:
    "Question answering models find the answer to a question in a given text. Extractive models return the exact span of the text that answers it; generative ones may phrase the answer freely.",
  demo: {
    inputs: [
      { type: "text", label: "Question", content: "When does the museum close on Sundays?" },
      {
        type: "text",
        label: "Context",
        content:
          "The city museum opens daily at 9 a.m. It closes at 6 p.m. on weekdays and Saturdays, and at 4 p.m. on Sundays. Entry is free on the first Sunday of each month.",
      },
    ],
    outputs: [{ type: "text", label: "Answer", content: "4 p.m." }],
  },
  metrics: [
    {
      id: "exact-match",
      description:
        "Share of answers identical to a reference answer after light normalisation (case, punctuation, articles).",
    },
    {
      id: "f1",
      description:
        "Word overlap between the predicted and reference answers, as the harmonic mean of precision and recall; gives partial credit.",
    },
  ],
  models: [
    {
      id: "deepset/roberta-base-squad2",
      description: "Reliable extractive model; also says when there is no answer.",
    },
    {
      id: "distilbert/distilbert-base-cased-distilled-squad",
      description: "Small, fast extractive model distilled from a larger one.",
    },
    {
      id: "google/tapas-base-finetuned-wtq",
      description: "Answers questions over tables instead of free text.",
    },
  ],
  datasets: [
    {
      id: "squad_v2",
      description: "Questions on Wikipedia paragraphs, including questions the paragraph cannot answer.",
    },
    { id: "natural_questions", description: "Real search-engine questions answered from Wikipedia pages." },
  ],
  spaces: [{ id: "deepset/wikipedia-assistant", description: "Ask questions answered from Wikipedia." }],
  widgetModels: ["deepset/roberta-base-squad2"],
  youtubeId: "ajPx5LwJD-I",
};
