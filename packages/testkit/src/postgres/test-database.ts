import { randomBytes } from "node:crypto";
import pg from "pg";
import { startThrowawayCluster } from "./throwaway-cluster";

/**
 * The variable .ci/run sets to the URL of the PostgreSQL server it started for the tests: a role
 * that may create databases. When it is set, a server that cannot be reached fails the tests.
 */
export const TEST_POSTGRES_URL_VARIABLE = "MODELHUB_TEST_POSTGRES_URL";

let server: Promise<string> | undefined;

/**
 * The URL of the server the tests use: the one CI started, else a throwaway cluster of this
 * process's own (started on first use, stopped when the process exits).
 */
export function testPostgresServerUrl(): Promise<string> {
  const configured = process.env[TEST_POSTGRES_URL_VARIABLE];
  if (configured) return Promise.resolve(configured);
  server ??= startThrowawayCluster().then((cluster) => cluster.url);
  return server;
}

/** A database of one test file's own, on the test server. */
export interface TestPostgresDatabase {
  /** A connection URL for it. */
  url: string;
  /** Drops it, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/** Runs one statement on the server's maintenance database. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database for one test file; drop it in afterAll. */
export async function createTestPostgresDatabase(): Promise<TestPostgresDatabase> {
  return createPostgresDatabase(await testPostgresServerUrl());
}

/** Creates an empty database on the server at `serverUrl` (a role that may create databases). */
export async function createPostgresDatabase(serverUrl: string): Promise<TestPostgresDatabase> {
  const name = `modelhub_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
