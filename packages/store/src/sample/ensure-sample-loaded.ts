import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import type pg from "pg";
import { copyDatasets } from "../postgres/import/copy-datasets";
import { copyModels } from "../postgres/import/copy-models";
import { modelRowsOf } from "../postgres/import/import-into-postgres";
import { isPostgresStore } from "../postgres/postgres-store";
import { isSqliteStore } from "../sqlite-store";
import { refreshStatistics } from "../statistics";
import type { Store } from "../store";
import { taskDetailSpaces } from "./task-detail-spaces";

/** data/sample/manifest.json, written by `npm run gen:sample`. */
export interface SampleManifest {
  /** Hash of the sample files: a new build has a new version. */
  version: string;
  models: { file: string; count: number; downloadsAsOf?: string };
  datasets: { file: string; count: number; downloadsAsOf?: string };
}

/** What ensureSampleLoaded did. */
export interface SampleLoadResult {
  /** False when this version of the sample was already in the store. */
  loaded: boolean;
  version: string;
  models: number;
  datasets: number;
  /** Spaces named by the task pages (refreshed on every call: they come from code, not files). */
  spaces: number;
  /** Time taken, in milliseconds. */
  ms: number;
}

/** The store_meta key holding the manifest of the loaded sample. */
export const SAMPLE_META_KEY = "sample";
/** The store_meta key holding the task pages' spaces as last loaded. */
const SPACES_META_KEY = "sample-spaces";

/**
 * Finds data/sample: `MODELHUB_SAMPLE_DIR`, then the copy beside this package in the repository,
 * then `data/sample` under the working directory (for bundled servers started from the root).
 */
export function findSampleDir(): string {
  const candidates = [
    process.env.MODELHUB_SAMPLE_DIR,
    resolve(dirname(fileURLToPath(import.meta.url)), "../../../../data/sample"),
    resolve(process.cwd(), "data/sample"),
  ];
  for (const dir of candidates) {
    if (dir && existsSync(join(dir, "manifest.json"))) return dir;
  }
  throw new Error(
    "the bundled sample catalogue (data/sample/manifest.json) was not found; set MODELHUB_SAMPLE_DIR",
  );
}

function readJsonLinesGz(path: string): unknown[] {
  return gunzipSync(readFileSync(path))
    .toString("utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as unknown);
}

/**
 * Loads the bundled sample catalogue into the store unless this version of it is there already
 * (one transaction: a reader never sees half a sample), and the task pages' spaces when they
 * changed. Cheap when nothing changed: two meta reads, no write (so a server can start while an
 * import holds the write lock). Records imported by users with the same ids as sample records
 * are overwritten only when a new sample version is loaded.
 */
export async function ensureSampleLoaded(
  store: Store,
  sampleDir: string = findSampleDir(),
): Promise<SampleLoadResult> {
  const started = performance.now();
  const manifest = JSON.parse(readFileSync(join(sampleDir, "manifest.json"), "utf8")) as SampleManifest;
  const current = await store.meta.get<SampleManifest>(SAMPLE_META_KEY);
  const spaces = taskDetailSpaces();
  const spacesJson = JSON.stringify(spaces);
  const needsSample = current?.version !== manifest.version;
  const needsSpaces = (await store.meta.get<string>(SPACES_META_KEY)) !== spacesJson;
  if (needsSample || needsSpaces) {
    // On PostgreSQL the records go by COPY on the transaction's own connection (`client`).
    const write = async (client?: pg.PoolClient) => {
      if (needsSample) {
        const models = readJsonLinesGz(join(sampleDir, manifest.models.file));
        const datasets = readJsonLinesGz(join(sampleDir, manifest.datasets.file));
        if (client) {
          await copyModels(client, modelRowsOf(models));
          await copyDatasets(client, datasets);
        } else {
          await store.models.upsertMany(models);
          await store.datasets.upsertMany(datasets);
        }
        await store.meta.set(SAMPLE_META_KEY, manifest);
      }
      if (needsSpaces) {
        await store.spaces.upsertMany(spaces);
        await store.meta.set(SPACES_META_KEY, spacesJson);
      }
    };
    if (isPostgresStore(store)) {
      await store.bulkTransaction(async (client) => {
        await write(client);
        await client.query("ANALYZE");
      });
    } else {
      await store.transaction(() => write());
      if (isSqliteStore(store)) refreshStatistics(store.db);
    }
  }
  const loaded = needsSample;
  return {
    loaded,
    version: manifest.version,
    models: manifest.models.count,
    datasets: manifest.datasets.count,
    spaces: spaces.length,
    ms: Math.round(performance.now() - started),
  };
}
