import type pg from "pg";
import { normalizeDatasetRecord } from "../../datasets/dataset-record";
import { datasetSearchRow } from "../../datasets/dataset-search-row";
import { FacetTally } from "../../facet-tally";
import { unwrapJsonSource } from "../../json-source";
import type { WriteSummary } from "../../models/model-writes";
import { clientKysely } from "../connect-postgres";
import { cardWordText } from "../postgres-card-words";
import { datasetColumns, tallyDatasetRow } from "../postgres-dataset-writes";
import { flushFacetTally } from "../postgres-facet-counts";
import {
  copyIntoStaging,
  deleteRowsOfReplaced,
  forgetReplaced,
  insertStagedCards,
  type StagingTable,
  updateSet,
} from "./staging";

/** Staged datasets: a datasets row's columns (its record among them) and `seq`, its place in the source. */
const STAGED_DATASETS: StagingTable = {
  name: "import_datasets",
  columns: `seq bigint NOT NULL, id text NOT NULL, author text, downloads double precision NOT NULL,
    likes double precision NOT NULL, trending_score double precision NOT NULL,
    created_at text NOT NULL, last_modified text NOT NULL, private boolean NOT NULL, gated text,
    tags text[] NOT NULL, record text NOT NULL, card text`,
  facets: "tags",
};

const DATASET_COLUMNS = `id, author, downloads, likes, trending_score, created_at, last_modified,
  private, gated, tags, record`;

/**
 * Inserts or replaces datasets (raw records, normalized here) by id with COPY, inside the
 * transaction `client` is in, leaving the tables as upsertMany would (see copyModels).
 */
export async function copyDatasets(
  client: pg.PoolClient,
  raws: Iterable<unknown>,
  onStored?: () => void,
): Promise<WriteSummary> {
  const deltas = new FacetTally("dataset");
  const forget = (dataset: { tags: string[] }) => tallyDatasetRow(deltas, dataset.tags, -1);
  const staged = await copyIntoStaging(
    client,
    STAGED_DATASETS,
    raws,
    (item, seq) => {
      const { value, text } = unwrapJsonSource(item);
      const record = normalizeDatasetRecord(value);
      const columns = datasetColumns(record, text);
      const tags = columns.tags as string[];
      tallyDatasetRow(deltas, tags, 1);
      onStored?.();
      return {
        id: columns.id,
        values: [
          seq,
          columns.id,
          columns.author ?? null,
          Number(columns.downloads),
          Number(columns.likes),
          Number(columns.trending_score),
          String(columns.created_at),
          String(columns.last_modified),
          columns.private === true,
          columns.gated ?? null,
          tags,
          columns.record,
          cardWordText(datasetSearchRow(record).card),
        ],
      };
    },
    forget,
  );
  const replaced = await forgetReplaced(client, STAGED_DATASETS, "datasets", forget);
  if (replaced) {
    await deleteRowsOfReplaced(client, STAGED_DATASETS, "datasets", "dataset_tags", "dataset_rowid");
    await deleteRowsOfReplaced(client, STAGED_DATASETS, "datasets", "dataset_cards", "rowid");
    // A replaced dataset keeps its rowid.
    await client.query(
      `UPDATE datasets d SET ${updateSet(DATASET_COLUMNS)} FROM import_datasets s WHERE d.id = s.id`,
    );
  }
  await client.query(`INSERT INTO datasets (${DATASET_COLUMNS})
    SELECT ${DATASET_COLUMNS} FROM import_datasets s
    WHERE NOT EXISTS (SELECT 1 FROM datasets d WHERE d.id = s.id) ORDER BY seq`);
  await client.query(`INSERT INTO dataset_tags (tag, downloads, dataset_rowid)
    SELECT t.tag, s.downloads, d.rowid FROM import_datasets s JOIN datasets d ON d.id = s.id,
      unnest(s.tags) AS t (tag)`);
  await insertStagedCards(client, STAGED_DATASETS, "datasets", "dataset_cards");
  await flushFacetTally(clientKysely(client), deltas);
  return { inserted: staged.count - staged.superseded - replaced, updated: staged.superseded + replaced };
}
