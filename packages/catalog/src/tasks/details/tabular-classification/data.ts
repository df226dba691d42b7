import type { TaskPageData } from "../types";

const features = ["Bill length (mm)", "Bill depth (mm)", "Flipper length (mm)", "Body mass (g)"];

/** Page data of the `tabular-classification` task (the about text comes from `about.md`). */
export const tabularClassification: TaskPageData = {
  summary:
    "Tabular classification predicts a category for each row of a table from the values in its columns: whether a customer will cancel, a transaction is fraudulent, or which species an animal belongs to.",
  demo: {
    inputs: [
      {
        type: "tabular",
        label: "Measurements",
        columns: features,
        rows: [
          [39.1, 18.7, 181, 3750],
          [46.5, 17.9, 192, 3500],
          [50.0, 15.2, 218, 5700],
        ],
      },
    ],
    outputs: [
      {
        type: "tabular",
        label: "Predicted species",
        columns: [...features, "Species"],
        rows: [
          [39.1, 18.7, 181, 3750, "Adelie"],
          [46.5, 17.9, 192, 3500, "Chinstrap"],
          [50.0, 15.2, 218, 5700, "Gentoo"],
        ],
      },
    ],
  },
  metrics: [
    { id: "accuracy", description: "Share of rows given their correct class." },
    {
      id: "recall",
      description: "For one class: of the rows that truly belong to it, the share the model found.",
    },
    {
      id: "precision",
      description: "For one class: of the rows the model put in it, the share that truly belong there.",
    },
    {
      id: "f1",
      description:
        "Harmonic mean of precision and recall; more informative than accuracy when one class is rare.",
    },
  ],
  models: [
    {
      id: "scikit-learn/cancer-prediction-trees",
      description: "Decision-tree model that classifies breast tumour measurements as benign or malignant.",
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
      id: "scikit-learn/tabular-playground",
      description: "Spots faulty products on a production line from sensor readings.",
    },
    {
      id: "scikit-learn/classification",
      description:
        "Compares several scikit-learn classifiers on toy datasets, with their decision boundaries.",
    },
  ],
  widgetModels: ["scikit-learn/tabular-playground"],
};
