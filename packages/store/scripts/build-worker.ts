// `npm run build:worker` (and `npm run build`, which the root's `prepare` runs on `npm install`):
// builds the store's worker script (src/worker-script.ts).
import { buildWorkerScript } from "../src/build-worker-script";

buildWorkerScript();
