import type { TaskPageData } from "../types";

/** Page data of the `text-ranking` task (the about text comes from `about.md`). */
export const textRanking: TaskPageData = {
  summary:
    "Text ranking orders a list of passages by how well each one answers or matches a query. Rankers, often called re-rankers, usually refine the top results of a faster search step.",
  demo: {
    inputs: [
      { type: "text", label: "Query", content: "how long should I boil an egg for a runny yolk" },
      {
        type: "text",
        label: "Passages to rank",
        content: "For a soft, runny yolk, lower the egg into boiling water and cook it for six minutes.",
      },
      { type: "text", label: "", content: "Eggs are a good source of protein and vitamin D." },
      {
        type: "text",
        label: "",
        content: "Hard-boiled eggs need about ten minutes before cooling in cold water.",
      },
    ],
    outputs: [
      {
        type: "chart",
        label: "Relevance",
        data: [
          {
            label: "For a soft, runny yolk, lower the egg into boiling water and cook it for six minutes.",
            score: 0.97,
          },
          { label: "Hard-boiled eggs need about ten minutes before cooling in cold water.", score: 0.41 },
          { label: "Eggs are a good source of protein and vitamin D.", score: 0.02 },
        ],
      },
    ],
  },
  metrics: [
    {
      id: "Normalized Discounted Cumulative Gain",
      description:
        "Adds up the relevance of the returned passages, counting lower positions for less, and divides by the best possible total. 1 means the ideal order; it handles graded relevance (very, somewhat, not relevant).",
    },
    {
      id: "Mean Reciprocal Rank",
      description:
        "For each query, 1 divided by the position of the first relevant passage, averaged over queries. Suits tasks where one good answer is enough.",
    },
    {
      id: "Mean Average Precision",
      description:
        "For each query, the precision measured at the position of every relevant passage, averaged; then averaged over queries. Rewards putting all relevant passages near the top.",
    },
  ],
  models: [
    {
      id: "cross-encoder/ms-marco-MiniLM-L6-v2",
      description: "Small, fast English re-ranker trained on web search queries.",
    },
    {
      id: "Alibaba-NLP/gte-multilingual-reranker-base",
      description: "Re-ranker for queries and passages in many languages.",
    },
    {
      id: "Alibaba-NLP/gte-reranker-modernbert-base",
      description: "Compact English re-ranker built on ModernBERT, accurate for its size.",
    },
  ],
  datasets: [
    {
      id: "microsoft/ms_marco",
      description: "Real search-engine queries paired with passages that answer them.",
    },
  ],
  spaces: [],
  widgetModels: ["cross-encoder/ms-marco-MiniLM-L6-v2"],
};
