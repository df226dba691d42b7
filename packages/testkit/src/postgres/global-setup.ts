import { TEST_POSTGRES_URL_VARIABLE } from "./test-database";
import { startThrowawayCluster } from "./throwaway-cluster";

/**
 * Vitest global setup for projects with PostgreSQL tests: unless CI gave a server, starts one
 * throwaway cluster for the whole run, before the test processes start (they inherit its URL), and
 * stops it after them. A test process that exits abruptly could not stop a cluster of its own.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env[TEST_POSTGRES_URL_VARIABLE]) return undefined;
  const cluster = await startThrowawayCluster();
  process.env[TEST_POSTGRES_URL_VARIABLE] = cluster.url;
  return () => {
    delete process.env[TEST_POSTGRES_URL_VARIABLE];
    cluster.stop();
  };
}
