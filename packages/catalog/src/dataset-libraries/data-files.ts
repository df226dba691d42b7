import type { DatasetSnippetInput } from "./types";

/** Tabular file formats readers understand, most convenient first. */
export type DataFormat = "parquet" | "csv" | "json";

const FORMAT_OF_EXTENSION: Record<string, DataFormat> = {
  parquet: "parquet",
  csv: "csv",
  jsonl: "json",
  json: "json",
};

const FORMAT_ORDER: readonly DataFormat[] = ["parquet", "csv", "json"];

/** One data file of a dataset, addressed for fsspec-aware readers. */
export interface DataFile {
  /** `hf://datasets/<id>/<path>` */
  url: string;
  /** How to read it: "parquet", "csv" or "json". */
  format: DataFormat;
  /** Whether the file holds one JSON document per line (.jsonl). */
  jsonLines: boolean;
}

function extensionOf(path: string): string {
  const name = path.split("/").at(-1) ?? path;
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * The data file a single-file reader should open: the first file, by name, of the most
 * convenient format. Without a known file, the dataset's Parquet export on the hub
 * (`@~parquet`, which the hub builds for every dataset it can read).
 */
export function pickDataFile(dataset: DatasetSnippetInput): DataFile {
  const files = [...(dataset.files ?? [])].filter((path) => extensionOf(path) in FORMAT_OF_EXTENSION).sort();
  for (const format of FORMAT_ORDER) {
    const path = files.find((file) => FORMAT_OF_EXTENSION[extensionOf(file)] === format);
    if (path !== undefined) {
      return { url: `hf://datasets/${dataset.id}/${path}`, format, jsonLines: extensionOf(path) === "jsonl" };
    }
  }
  return {
    url: `hf://datasets/${dataset.id}@~parquet/default/train/0000.parquet`,
    format: "parquet",
    jsonLines: false,
  };
}

/** A glob over every Parquet file of the dataset's hub export, for readers that accept globs. */
export function parquetExportGlob(datasetId: string): string {
  return `hf://datasets/${datasetId}@~parquet/**/*.parquet`;
}
