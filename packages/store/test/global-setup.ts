import { ensureWorkerScript } from "../src/build-worker-script";

/** The tests run the store's worker threads from sources edited since the last build, too. */
export default function setup(): void {
  ensureWorkerScript(() => {});
}
