import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function chronosSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet("pip install chronos-forecasting"),
    pythonSnippet(py`
import pandas as pd
from chronos import BaseChronosPipeline

pipeline = BaseChronosPipeline.from_pretrained(${model.id}, device_map="cuda")

# Monthly airline passenger counts, one series
context_df = pd.read_csv(
    "https://autogluon.s3.us-west-2.amazonaws.com/datasets/timeseries/misc/AirPassengers.csv"
)

pred_df = pipeline.predict_df(
    context_df,
    prediction_length=36,  # steps to forecast
    quantile_levels=[0.1, 0.5, 0.9],  # quantiles of the probabilistic forecast
    id_column="item_id",  # identifies each series
    timestamp_column="Month",  # the time column
    target="#Passengers",  # the values to forecast
)`),
  ];
}

/** Chronos (library_name "chronos-forecasting"): pretrained time-series forecasting. */
export const chronosForecasting: ModelLibraryEntry = {
  prettyLabel: "Chronos",
  repoName: "Chronos",
  repoUrl: "https://github.com/amazon-science/chronos-forecasting",
  filter: false,
  snippets: chronosSnippets,
};
