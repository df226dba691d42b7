import type { Kysely } from "kysely";
import type pg from "pg";
import { FacetTally } from "../../facet-tally";
import type { ModelRow } from "../../models/model-row";
import type { WriteSummary } from "../../models/model-writes";
import { clientKysely } from "../connect-postgres";
import { cardWordText } from "../postgres-card-words";
import { flushFacetTally } from "../postgres-facet-counts";
import { addModelTagNames } from "../postgres-model-tag-rows";
import { modelColumns, recordText, tallyModel } from "../postgres-model-writes";
import { withIndexesRebuilt } from "./rebuilt-indexes";
import {
  copyIntoStaging,
  deleteRowsOfReplaced,
  forgetReplaced,
  insertStagedCards,
  type StagingTable,
  updateSet,
} from "./staging";

/** Staged models: a models row's columns, its record, and `seq`, its place in the source. */
const STAGED_MODELS: StagingTable = {
  name: "import_models",
  columns: `seq bigint NOT NULL, id text NOT NULL, author text, pipeline_tag text, library_name text,
    downloads double precision NOT NULL, likes double precision NOT NULL,
    trending_score double precision NOT NULL, created_at text NOT NULL, last_modified text NOT NULL,
    private boolean NOT NULL, gated text, tags text[] NOT NULL, derived_tags text[] NOT NULL,
    num_parameters double precision NOT NULL, record text NOT NULL, card text`,
  facets: "pipeline_tag, tags, derived_tags",
};

/** The columns the staged rows give `models`, in the staging table's order after `seq`. */
const MODEL_COLUMNS = `id, author, pipeline_tag, library_name, downloads, likes, trending_score,
  created_at, last_modified, private, gated, tags, derived_tags, num_parameters`;

/**
 * Inserts or replaces models by id with COPY, inside the transaction `client` is in, leaving the
 * tables as upsertRows would: a replaced model keeps its rowid, new ones get rowids in the
 * source's order, an id given twice keeps its last record (at its first place), tag rows, card
 * words and maintained facet counts follow. `onStored` is called as each row is sent; `bulk` builds the
 * tables' indexes after the writes instead of during them (see withIndexesRebuilt).
 */
export async function copyModels(
  client: pg.PoolClient,
  rows: Iterable<ModelRow>,
  options: { onStored?: () => void; bulk?: boolean } = {},
): Promise<WriteSummary> {
  const { onStored, bulk = false } = options;
  const deltas = new FacetTally("model");
  const tagNames = new Set<string>();
  const forget = (model: { pipeline_tag: string | null; tags: string[]; derived_tags: string[] }) =>
    tallyModel(
      deltas,
      { pipeline_tag: model.pipeline_tag, tags: [...model.tags, ...model.derived_tags] },
      -1,
    );
  const staged = await copyIntoStaging(
    client,
    STAGED_MODELS,
    rows,
    (row, seq) => {
      tallyModel(deltas, { pipeline_tag: row.pipelineTag, tags: row.indexedTags }, 1);
      for (const tag of row.indexedTags) tagNames.add(tag);
      onStored?.();
      const columns = modelColumns(row);
      return {
        id: row.id,
        values: [
          seq,
          row.id,
          columns.author ?? null,
          columns.pipeline_tag ?? null,
          columns.library_name ?? null,
          Number(columns.downloads),
          Number(columns.likes),
          Number(columns.trending_score),
          String(columns.created_at),
          String(columns.last_modified),
          columns.private === true,
          columns.gated ?? null,
          columns.tags as string[],
          columns.derived_tags as string[],
          Number(columns.num_parameters ?? 0),
          recordText(row.record),
          cardWordText(row.words.card),
        ],
      };
    },
    forget,
  );
  // Tag rows name their tags by id: the names the store lacks get theirs first.
  await addModelTagNames(clientKysely(client) as Kysely<unknown>, [...tagNames]);
  tagNames.clear();
  // Into an empty store each staged row's rowid follows from its place: no joins by id.
  const firstRowid = await firstRowidIfEmpty(client);
  const replaced =
    firstRowid === undefined ? await forgetReplaced(client, STAGED_MODELS, "models", forget) : 0;
  const write = async () => {
    if (firstRowid !== undefined) {
      await writeIntoEmpty(client, firstRowid);
      return;
    }
    if (replaced) {
      await deleteRowsOfReplaced(client, STAGED_MODELS, "models", "model_tags", "model_rowid");
      await deleteRowsOfReplaced(client, STAGED_MODELS, "models", "model_cards", "rowid");
      // A replaced model keeps its rowid.
      await client.query(
        `UPDATE models m SET ${updateSet(MODEL_COLUMNS)} FROM import_models s WHERE m.id = s.id`,
      );
      await client.query(`UPDATE model_records r SET record = s.record
        FROM import_models s JOIN models m ON m.id = s.id WHERE r.rowid = m.rowid`);
    }
    // New models get rowids from the identity in the source's order.
    await client.query(`INSERT INTO models (${MODEL_COLUMNS})
      SELECT ${MODEL_COLUMNS} FROM import_models s
      WHERE NOT EXISTS (SELECT 1 FROM models m WHERE m.id = s.id) ORDER BY seq`);
    await client.query(`INSERT INTO model_records (rowid, record)
      SELECT m.rowid, s.record FROM import_models s JOIN models m ON m.id = s.id
      WHERE NOT EXISTS (SELECT 1 FROM model_records r WHERE r.rowid = m.rowid)`);
    await client.query(`INSERT INTO model_tags (tag, downloads, model_rowid)
      SELECT n.id, s.downloads, m.rowid FROM import_models s JOIN models m ON m.id = s.id,
        unnest(s.tags || s.derived_tags) AS t (tag) JOIN model_tag_names n ON n.tag = t.tag`);
    await insertStagedCards(client, STAGED_MODELS, "models", "model_cards");
  };
  if (bulk && (firstRowid !== undefined || (await isLargeBeside(client, staged.count))))
    await withIndexesRebuilt(client, ["models", "model_records", "model_tags", "model_cards"], write);
  else await write();
  await flushFacetTally(clientKysely(client), deltas);
  return { inserted: staged.count - staged.superseded - replaced, updated: staged.superseded + replaced };
}

/**
 * The share of the stored models an import must bring before its writes drop and rebuild the
 * tables' indexes: rebuilding reads and sorts every stored row again, which a small import into a
 * large store would pay for a few new rows.
 */
const REBUILD_SHARE = 0.25;

/** Whether `rows` are a good share of the models stored (as the planner last counted them). */
async function isLargeBeside(client: pg.PoolClient, rows: number): Promise<boolean> {
  const { rows: found } = await client.query<{ reltuples: number }>(
    "SELECT reltuples FROM pg_class WHERE oid = 'models'::regclass",
  );
  const stored = Number(found[0]?.reltuples ?? -1);
  return stored < 0 || rows >= stored * REBUILD_SHARE;
}

/**
 * When the store holds no model, the rowid its identity would give next (the first of the
 * import's); undefined otherwise. The models table is locked first, so no other writer adds one.
 */
async function firstRowidIfEmpty(client: pg.PoolClient): Promise<number | undefined> {
  await client.query("LOCK TABLE models IN SHARE ROW EXCLUSIVE MODE");
  const { rows } = await client.query<{ empty: boolean }>(
    "SELECT NOT EXISTS (SELECT 1 FROM models) AS empty",
  );
  if (!rows[0]?.empty) return undefined;
  const next = await client.query<{ rowid: string }>(
    "SELECT nextval(pg_get_serial_sequence('models', 'rowid')) AS rowid",
  );
  return Number(next.rows[0]?.rowid);
}

/**
 * Writes the staged models into an empty store: rowids in the source's order from `firstRowid`
 * (a row's place, so an id given twice leaves a gap where its later row was), then its records,
 * tag rows and card words by the same rowid; the identity goes on after the last.
 */
async function writeIntoEmpty(client: pg.PoolClient, firstRowid: number): Promise<void> {
  const rowid = `s.seq + ${firstRowid}`;
  await client.query(`INSERT INTO models (rowid, ${MODEL_COLUMNS}) OVERRIDING SYSTEM VALUE
    SELECT ${rowid}, ${MODEL_COLUMNS} FROM import_models s`);
  await client.query(
    `INSERT INTO model_records (rowid, record) SELECT ${rowid}, s.record FROM import_models s`,
  );
  await client.query(`INSERT INTO model_tags (tag, downloads, model_rowid)
    SELECT n.id, s.downloads, ${rowid} FROM import_models s, unnest(s.tags || s.derived_tags) AS t (tag)
      JOIN model_tag_names n ON n.tag = t.tag`);
  await client.query(`INSERT INTO model_cards (rowid, words)
    SELECT ${rowid}, to_tsvector('simple', s.card) FROM import_models s WHERE s.card IS NOT NULL`);
  await client.query(`SELECT setval(pg_get_serial_sequence('models', 'rowid'),
    greatest((SELECT max(rowid) FROM models), ${firstRowid}))`);
}
