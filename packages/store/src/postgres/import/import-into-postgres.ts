import { normalizeModelRowFields } from "@modelhub/catalog/records";
import type pg from "pg";
import { unwrapJsonSource } from "../../json-source";
import { type ModelRow, modelRow } from "../../models/model-row";
import type { WriteSummary } from "../../models/model-writes";
import type { PostgresStore } from "../postgres-store";
import { copyDatasets } from "./copy-datasets";
import { copyModels } from "./copy-models";

/** What an import into PostgreSQL writes: model rows (parsed here or by a worker), or raw dataset records. */
export type PostgresImportSource =
  | { kind: "models"; rows: Iterable<ModelRow>; bulk: boolean }
  | { kind: "datasets"; records: Iterable<unknown> };

/**
 * The tables each kind of import writes, for ANALYZE: not the raw records, whose statistics would
 * cost the most to gather and serve no plan. `models` whole: a column list would leave out its
 * expression indexes' statistics (the name index's, which relevance's tiers are planned by).
 */
const WRITTEN_TABLES = {
  models: "models, model_records (rowid), model_tags, model_tag_names, facet_counts",
  datasets: "datasets, dataset_tags, facet_counts",
};

/**
 * The share of a table's rows an import must write before it refreshes the table's statistics
 * itself (autovacuum's own threshold): a small import into a large store leaves it to autovacuum.
 */
const ANALYZE_SHARE = 0.1;

/** Memory a sort or hash of the import's statements may use before spilling to disk. */
const IMPORT_WORK_MEM = "256MB";

/**
 * Writes an import's rows into a PostgreSQL store in one transaction, with COPY: all or nothing
 * (a bad record, a refused row or a killed process leave the store as it was), then refreshes the
 * planner's statistics of the tables written, when it changed a good share of them, before the
 * commit, so readers get both together.
 */
export async function importIntoPostgres(
  store: PostgresStore,
  source: PostgresImportSource,
  onStored?: () => void,
): Promise<WriteSummary> {
  return store.bulkTransaction(async (client) => {
    await client.query(`SET LOCAL work_mem = '${IMPORT_WORK_MEM}'`);
    const summary =
      source.kind === "models"
        ? await copyModels(client, source.rows, { onStored, bulk: source.bulk })
        : await copyDatasets(client, source.records, onStored);
    await analyzeIfChanged(client, source.kind, summary.inserted + summary.updated);
    return summary;
  });
}

/**
 * Refreshes the planner's statistics of the tables an import of `kind` writes when its `written`
 * rows are a good share of the table (as the planner last counted it: a fresh store's count is
 * unknown, and an index build counts the rows too), or always when the table was never analyzed.
 */
async function analyzeIfChanged(
  client: pg.PoolClient,
  kind: PostgresImportSource["kind"],
  written: number,
): Promise<void> {
  const { rows } = await client.query<{ reltuples: number }>(
    "SELECT reltuples FROM pg_class WHERE oid = $1::regclass",
    [kind],
  );
  const known = Number(rows[0]?.reltuples ?? -1);
  if (known >= 0 && written < known * ANALYZE_SHARE) return;
  await analyzeTables(client, kind);
}

/** Refreshes the planner's statistics of the tables an import of `kind` writes. */
export async function analyzeTables(
  client: pg.PoolClient,
  kind: PostgresImportSource["kind"],
): Promise<void> {
  await client.query(`ANALYZE ${WRITTEN_TABLES[kind]}`);
}

/** The rows of raw model records (or JsonSources), as the repository's upsertMany makes them. */
export function* modelRowsOf(raws: Iterable<unknown>): Generator<ModelRow> {
  for (const item of raws) {
    const { value, text } = unwrapJsonSource(item);
    yield modelRow(normalizeModelRowFields(value), value, text);
  }
}
