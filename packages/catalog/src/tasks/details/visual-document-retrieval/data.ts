import type { TaskPageData } from "../types";

/** Page data of the `visual-document-retrieval` task (the about text comes from `about.md`). */
export const visualDocumentRetrieval: TaskPageData = {
  summary:
    "Visual document retrieval finds the pages of a document collection that answer a text query by looking at the page images themselves, charts, tables and layout included, instead of only at extracted text.",
  demo: {
    inputs: [
      {
        type: "img",
        label: "Pages",
        file: "visual-document-retrieval-input.svg",
        alt: "Three thumbnails of report pages: page 2 with paragraphs of text, page 4 with a bar chart titled Growth by region, 2023, and page 7 with a table.",
      },
      { type: "text", label: "Query", content: "Which region grew fastest in 2023?" },
    ],
    outputs: [
      {
        type: "chart",
        label: "Page relevance",
        data: [
          { label: "Page 4", score: 0.82 },
          { label: "Page 7", score: 0.11 },
          { label: "Page 2", score: 0.02 },
        ],
      },
    ],
  },
  metrics: [
    {
      id: "Normalized Discounted Cumulative Gain at K",
      description:
        "Quality of the top K pages returned: relevant pages count more the higher they appear, and the total is divided by that of the ideal ranking, so 1 is perfect and 0 is the worst.",
    },
  ],
  models: [
    {
      id: "vidore/colqwen2-v1.0",
      description: "Accurate page retriever for queries and documents in many languages.",
    },
    {
      id: "Tevatron/OmniEmbed-v0.1",
      description: "Efficient embedding model that also indexes audio and video alongside page images.",
    },
  ],
  datasets: [
    {
      id: "vidore/colpali_train_set",
      description: "Queries paired with the document page images that answer them.",
    },
  ],
  spaces: [
    { id: "vidore/vidore-leaderboard", description: "Ranks page retrieval models on the ViDoRe benchmark." },
    {
      id: "vidore/visual-rag-tool",
      description: "Ask questions over your PDFs: retrieves pages, then answers from them.",
    },
  ],
  widgetModels: [],
};
