import type { TaskPageData } from "../types";

/** Page data of the `summarization` task (the about text comes from `about.md`). */
export const summarization: TaskPageData = {
  summary:
    "Summarization turns a long text into a short one that keeps its main points. Extractive methods pick the most important sentences; abstractive models write new sentences of their own.",
  demo: {
    inputs: [
      {
        type: "text",
        label: "Article",
        content:
          "The city council voted on Tuesday to turn the old tram depot into a public library. The building, empty since 2009, will keep its brick facade and iron roof, while the inside is rebuilt with reading rooms, a children's floor and a café. Work is expected to start next spring and to take two years. The project is paid for by a regional culture fund and a loan that the council will repay over twenty years. Opponents argued that the money should go to repairing roads, but the motion passed by 31 votes to 12.",
      },
    ],
    outputs: [
      {
        type: "text",
        label: "Summary",
        content:
          "The council approved, 31 to 12, converting the empty tram depot into a library, keeping its historic exterior. Building starts next spring and lasts two years, funded by a culture fund and a long-term loan.",
      },
    ],
  },
  metrics: [
    {
      id: "rouge",
      description:
        "Measures overlap between a generated summary and a reference: ROUGE-1 counts shared words, ROUGE-2 shared word pairs, and ROUGE-L the longest shared word sequence. Higher means closer to the reference, not necessarily a better summary.",
    },
  ],
  models: [
    {
      id: "facebook/bart-large-cnn",
      description: "Encoder-decoder model fine-tuned on English news, which writes faithful short summaries.",
    },
    { id: "Falconsai/medical_summarization", description: "Summarizes medical and clinical text." },
  ],
  datasets: [
    { id: "mlsum", description: "News articles with their summaries in five languages." },
    { id: "samsum", description: "Short chat conversations with a written summary of each." },
  ],
  spaces: [
    {
      id: "pszemraj/summarize-long-text",
      description: "Summarizes texts longer than most models' input limit.",
    },
    {
      id: "ml6team/distilbart-tos-summarizer-tosdr",
      description: "Condenses terms-of-service documents into their key clauses.",
    },
    { id: "pszemraj/document-summarization", description: "Upload a long document and get a summary." },
    {
      id: "ml6team/post-processing-summarization",
      description: "Highlights facts in a generated summary that the source does not support.",
    },
  ],
  widgetModels: ["facebook/bart-large-cnn"],
  youtubeId: "yHnr5Dk2zCI",
  canonicalId: "text-generation",
};
