import type { TaskPageData } from "../types";

/** Page data of the `sentence-similarity` task (the about text comes from `about.md`). */
export const sentenceSimilarity: TaskPageData = {
  summary:
    "Sentence similarity measures how close two texts are in meaning. The model turns each text into a vector (an embedding), and texts whose vectors point in nearly the same direction are considered similar, even when they share no words.",
  demo: {
    inputs: [
      { type: "text", label: "Source sentence", content: "How do I reset my password?" },
      {
        type: "text",
        label: "Sentences to compare",
        content: "I forgot my login credentials and can't sign in.",
      },
      { type: "text", label: "", content: "Where can I change my delivery address?" },
      { type: "text", label: "", content: "The password field only accepts twelve characters." },
    ],
    outputs: [
      {
        type: "chart",
        label: "Cosine similarity to the source",
        data: [
          { label: "I forgot my login credentials and can't sign in.", score: 0.71 },
          { label: "The password field only accepts twelve characters.", score: 0.48 },
          { label: "Where can I change my delivery address?", score: 0.22 },
        ],
      },
    ],
  },
  metrics: [
    {
      id: "Mean Reciprocal Rank",
      description:
        "For each query, take 1 divided by the position of the first relevant result (1 if it is first, 0.5 if second...), then average over all queries. Used when embeddings rank documents for search.",
    },
    {
      id: "Cosine Similarity",
      description:
        "The cosine of the angle between two embedding vectors, from -1 (opposite) to 1 (same direction). It ignores vector length, so short and long texts can be compared.",
    },
  ],
  models: [
    {
      id: "sentence-transformers/all-mpnet-base-v2",
      description:
        "Reliable English embedding model for sentences and short paragraphs, good for clustering and search.",
    },
    { id: "BAAI/bge-m3", description: "Multilingual embedding model that handles long inputs." },
    {
      id: "HIT-TMG/KaLM-embedding-multilingual-mini-instruct-v1.5",
      description: "Compact multilingual embedding model that accepts a task instruction.",
    },
  ],
  datasets: [
    {
      id: "microsoft/ms_marco",
      description: "Real search-engine queries paired with passages that answer them.",
    },
  ],
  spaces: [
    {
      id: "Gradio-Blocks/Ask_Questions_To_YouTube_Videos",
      description: "Finds the passage of a video transcript that answers your question.",
    },
    {
      id: "Gradio-Blocks/pubmed-abstract-retriever",
      description: "Suggests medical paper abstracts related to an article you paste.",
    },
    {
      id: "nickmuchi/article-text-summarizer",
      description: "Uses sentence embeddings to pick the key sentences of an article.",
    },
    {
      id: "sentence-transformers/Sentence_Transformers_for_semantic_search",
      description: "Walk-through of building semantic search with Sentence Transformers.",
    },
  ],
  widgetModels: ["sentence-transformers/all-MiniLM-L6-v2"],
  youtubeId: "VCZq5AkbNEU",
};
