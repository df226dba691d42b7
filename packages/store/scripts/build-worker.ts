// `npm run build:worker` (and the root's `prepare`, which `npm install` runs): builds the store's
// worker script (src/worker-script.ts).
import { buildWorkerScript } from "../src/build-worker-script";

buildWorkerScript();
