// The registry of dataset libraries, keyed by the id the hub tags datasets with. To add one: write
// `dataset-libraries/<id>.ts` exporting its entry, import it here and add its key (imports and keys sorted).
import { argilla } from "./argilla";
import { daft } from "./daft";
import { dask } from "./dask";
import { datadesigner } from "./datadesigner";
import { datasets } from "./datasets";
import { distilabel } from "./distilabel";
import { duckdb } from "./duckdb";
import { embeddingAtlas } from "./embedding-atlas";
import { fiftyone } from "./fiftyone";
import { lance } from "./lance";
import { mlcroissant } from "./mlcroissant";
import { pandas } from "./pandas";
import { polars } from "./polars";
import { pyarrow } from "./pyarrow";
import { spark } from "./spark";
import type { DatasetLibraryEntry } from "./types";
import { webdataset } from "./webdataset";

export const DATASET_LIBRARIES = {
  argilla: argilla,
  daft: daft,
  dask: dask,
  datadesigner: datadesigner,
  datasets: datasets,
  distilabel: distilabel,
  duckdb: duckdb,
  "embedding-atlas": embeddingAtlas,
  fiftyone: fiftyone,
  lance: lance,
  mlcroissant: mlcroissant,
  pandas: pandas,
  polars: polars,
  pyarrow: pyarrow,
  spark: spark,
  webdataset: webdataset,
} satisfies Record<string, DatasetLibraryEntry>;

/** The id of every dataset library the catalogue knows. */
export type DatasetLibraryKey = keyof typeof DATASET_LIBRARIES;
