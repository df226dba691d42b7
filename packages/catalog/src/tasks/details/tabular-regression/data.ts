import type { TaskPageData } from "../types";

const features = ["Area (m²)", "Rooms", "Floor", "Minutes to station"];

/** Page data of the `tabular-regression` task (the about text comes from `about.md`). */
export const tabularRegression: TaskPageData = {
  summary:
    "Tabular regression predicts a number for each row of a table from the values in its columns, such as a price, a demand, a duration or a weight.",
  demo: {
    inputs: [
      {
        type: "tabular",
        label: "Flats",
        columns: features,
        rows: [
          [42, 2, 3, 6],
          [68, 3, 1, 14],
          [95, 4, 5, 9],
        ],
      },
    ],
    outputs: [
      {
        type: "tabular",
        label: "Predicted monthly rent",
        columns: [...features, "Rent (€)"],
        rows: [
          [42, 2, 3, 6, 910],
          [68, 3, 1, 14, 1180],
          [95, 4, 5, 9, 1730],
        ],
      },
    ],
  },
  metrics: [
    {
      id: "mse",
      description:
        "Mean squared error: the average of the squared differences between predicted and true values. Large mistakes weigh heavily; lower is better.",
    },
    {
      id: "r-squared",
      description:
        "Coefficient of determination: the share of the target's variance the model explains. 1 is perfect, 0 is no better than always predicting the mean, and it can go negative.",
    },
  ],
  models: [
    {
      id: "scikit-learn/Fish-Weight",
      description: "Estimates a fish's weight from its species and body measurements.",
    },
  ],
  datasets: [
    {
      id: "inria-soda/tabular-benchmark",
      description: "Curated collection of real tabular datasets for comparing models fairly.",
    },
  ],
  spaces: [
    {
      id: "scikit-learn/fish-weight-prediction",
      description: "Enter a fish's measurements and get its estimated weight.",
    },
  ],
  widgetModels: ["scikit-learn/Fish-Weight"],
};
