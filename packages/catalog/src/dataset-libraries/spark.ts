import { py } from "../libraries/shared/code-template";
import { pythonSnippet, shellSnippet } from "../libraries/shared/snippet";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

/** Spark: the "huggingface" data source of pyspark_huggingface. */
export const spark: DatasetLibraryEntry = {
  prettyLabel: "Spark",
  repoName: "spark",
  repoUrl: "https://github.com/apache/spark",
  docsUrl: "https://huggingface.co/docs/hub/datasets-spark",
  snippets: (dataset: DatasetSnippetInput) => [
    shellSnippet("pip install pyspark_huggingface", "Install"),
    pythonSnippet(py`
from pyspark.sql import SparkSession

spark = SparkSession.builder.appName("demo").getOrCreate()

df = spark.read.format("huggingface").load(${dataset.id})
df.show()`),
  ],
};
