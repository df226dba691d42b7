import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { findSampleDir, openPostgresStore, openStore, type Store } from "@modelhub/store";
import { createTestPostgresDatabase } from "@modelhub/testkit";
import { handleApiRequest } from "../../web/app/api/handle-api-request.server";
import type { MirrorStore } from "../src/mirror/mirror-store";

/** A store a mirror writes into, with the reads the tests check it by. */
export interface MirrorTarget extends MirrorStore {
  readonly models: MirrorStore["models"] & {
    getRaw(id: string): Promise<Record<string, unknown> | undefined>;
    has(id: string): Promise<boolean>;
    count(): Promise<number>;
  };
  readonly datasets: MirrorStore["datasets"] & {
    has(id: string): Promise<boolean>;
    count(): Promise<number>;
    facetCounts(facet: "tag" | "task_category"): Promise<{ value: string; count: number }[]>;
  };
  readonly spaces: MirrorStore["spaces"] & {
    has(id: string): Promise<boolean>;
    forTask(task: string, limit?: number): Promise<{ id: string }[]>;
  };
  close(): Promise<void>;
}

/** Opens an empty store of each engine: a SQLite file, or a PostgreSQL database of its own. */
export const MIRROR_ENGINES: { engine: string; open: () => Promise<MirrorTarget> }[] = [
  {
    engine: "sqlite",
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), "modelhub-mirror-"));
      const store = await openStore(join(dir, "mirror.db"));
      return {
        ...store,
        close: async () => {
          await store.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    engine: "postgres",
    open: async () => {
      const database = await createTestPostgresDatabase();
      const store = await openPostgresStore(database.url);
      return {
        models: store.models,
        datasets: store.datasets,
        spaces: store.spaces,
        meta: store.meta,
        transaction: store.transaction,
        close: async () => {
          await store.close();
          await database.drop();
        },
      };
    },
  },
];

/** The first `count` records of a kind from the bundled sample catalogue. */
export function sampleRecords(kind: "models" | "datasets", count: number): Record<string, unknown>[] {
  const text = gunzipSync(readFileSync(join(findSampleDir(), `${kind}.jsonl.gz`))).toString("utf8");
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .slice(0, count)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * The record of `id` as a Modelhub serving `store` answers `GET /api/{kind}/{id}`: how the
 * mirror's records compare with the upstream's.
 */
export async function servedRecord(
  store: MirrorTarget,
  kind: "models" | "datasets" | "spaces",
  id: string,
): Promise<unknown> {
  return served(store, `/api/${kind}/${id}`);
}

/** What a Modelhub serving `store` answers to `GET path` (an API path with its query). */
export async function served(store: MirrorTarget, path: string): Promise<unknown> {
  // The API reads records through calls both engines' stores have.
  const response = await handleApiRequest(
    store as unknown as Store,
    new Request(`http://mirror.test${path}`),
  );
  return response?.json();
}

/**
 * `count` models as an upstream lists them, in groups of three sharing a lastModified, so that
 * ties straddle the listing's pages.
 */
export function syntheticUpstreamModels(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `org-${i % 7}/model-${String(i).padStart(4, "0")}`,
    author: `org-${i % 7}`,
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "text-generation", `size:${i % 5}`],
    downloads: (i * 7919) % 10_000,
    likes: i % 13,
    lastModified: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 1000).toISOString(),
    siblings: [{ rfilename: "README.md" }, { rfilename: "config.json" }],
    sha: i.toString(16).padStart(40, "0"),
  }));
}

/**
 * `count` spaces as the Hub lists them with `full=true`, their cards included, in groups of three
 * sharing a lastModified, so that ties straddle the listing's pages.
 */
export function syntheticUpstreamSpaces(count: number): Record<string, unknown>[] {
  const sdks = ["gradio", "streamlit", "docker", "static"];
  const colors = ["red", "yellow", "green", "blue", "indigo", "purple", "pink", "gray"];
  return Array.from({ length: count }, (_, i) => {
    const sdk = sdks[i % sdks.length] as string;
    const card = {
      title: `App ${i}`,
      emoji: ["🚀", "🎨", "🦉"][i % 3],
      colorFrom: colors[i % colors.length],
      colorTo: colors[(i + 3) % colors.length],
      sdk,
      short_description: `Demo number ${i}`,
      models: [`org-${i % 7}/model-${String(i).padStart(4, "0")}`],
    };
    return {
      id: `team-${i % 5}/app-${String(i).padStart(4, "0")}`,
      author: `team-${i % 5}`,
      sdk,
      likes: (i * 31) % 97,
      trendingScore: i % 11,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      lastModified: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 1000).toISOString(),
      tags: [sdk, i % 2 ? "region:us" : "region:eu", ...(i % 4 === 0 ? ["text-generation"] : [])],
      models: card.models,
      cardData: card,
      sha: (i + 1).toString(16).padStart(40, "0"),
    };
  });
}
