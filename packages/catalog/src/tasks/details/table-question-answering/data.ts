import type { TaskPageData } from "../types";

/** Page data of the `table-question-answering` task (the about text comes from `about.md`). */
export const tableQuestionAnswering: TaskPageData = {
  summary:
    "Table question answering finds the answer to a plain-language question in a table. The model may pick a cell, several cells, or combine them with a count, sum or average.",
  demo: {
    inputs: [
      {
        type: "tabular",
        label: "Table",
        columns: ["Station", "Line", "Opened", "Daily passengers"],
        rows: [
          ["Harbour Street", "Blue", 1998, 12400],
          ["Old Market", "Blue", 2004, 8900],
          ["University", "Green", 2011, 15200],
          ["Riverside", "Green", 2016, 6300],
        ],
      },
      {
        type: "text",
        label: "Question",
        content: "How many passengers use the Green line stations each day?",
      },
    ],
    outputs: [{ type: "text", label: "Answer", content: "21500 (SUM of 15200 and 6300)" }],
  },
  metrics: [
    {
      id: "Denotation Accuracy",
      description:
        "Share of questions whose predicted answer, once executed, equals the correct answer, however the model got there.",
    },
  ],
  models: [
    {
      id: "microsoft/tapex-base",
      description:
        "Pre-trained to behave like an SQL engine over tables, then fine-tuned to answer questions.",
    },
    {
      id: "google/tapas-base-finetuned-wtq",
      description:
        "Selects cells and an aggregation (sum, count, average) to answer questions on Wikipedia tables.",
    },
  ],
  datasets: [
    {
      id: "wikitablequestions",
      description:
        "Complex questions about Wikipedia tables that need comparing, counting or adding up cells.",
    },
    {
      id: "wikisql",
      description: "Questions over Wikipedia tables paired with the SQL query that answers them.",
    },
  ],
  spaces: [{ id: "katanaml/table-query", description: "Upload a CSV file and ask questions about it." }],
  widgetModels: ["google/tapas-base-finetuned-wtq"],
};
