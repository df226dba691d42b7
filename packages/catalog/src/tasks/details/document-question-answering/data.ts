import type { TaskPageData } from "../types";

/** Page data of the `document-question-answering` task (the about text comes from `about.md`). */
export const documentQuestionAnswering: TaskPageData = {
  summary:
    "Document question answering reads an image of a document (an invoice, a form, a letter, a slide) and answers a question about it in a few words, using both the text on the page and where it sits.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "document-question-answering-input.svg",
        alt: "An invoice from Millstone Bakery Supplies with four line items and a total",
      },
      { type: "text", label: "Question", content: "What is the total amount due?" },
    ],
    outputs: [{ type: "text", label: "Answer", content: "€334.00" }],
  },
  metrics: [
    {
      id: "anls",
      description:
        "Average Normalized Levenshtein Similarity: scores each answer by its edit distance to the reference, so small reading errors cost a little instead of everything. The DocVQA benchmark's main metric.",
    },
    {
      id: "exact-match",
      description: "Share of answers identical to the reference, character for character; strict but simple.",
    },
  ],
  models: [
    {
      id: "impira/layoutlm-document-qa",
      description: "LayoutLM fine-tuned to answer questions on scanned documents.",
    },
    { id: "impira/layoutlm-invoices", description: "LayoutLM specialised for questions about invoices." },
    {
      id: "microsoft/udop-large",
      description: "Unified model for document understanding that reads the image directly.",
    },
    {
      id: "google/pix2struct-docvqa-large",
      description: "Reads the page image itself, without OCR, and writes the answer.",
    },
  ],
  datasets: [
    {
      id: "HuggingFaceM4/Docmatix",
      description: "Millions of question-answer pairs generated over PDF pages.",
    },
    {
      id: "eliolio/docvqa",
      description:
        "The DocVQA benchmark: questions on industry documents such as letters, forms and reports.",
    },
  ],
  spaces: [
    { id: "impira/docquery", description: "Ask questions about an uploaded PDF or image." },
    { id: "impira/invoices", description: "Pull totals, dates and names out of invoices." },
    { id: "merve/compare_docvqa_models", description: "Compare several document QA models on one question." },
  ],
  widgetModels: ["impira/layoutlm-invoices"],
};
