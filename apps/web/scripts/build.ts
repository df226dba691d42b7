// `npm run build`: builds the production site and stamps it with the sources' fingerprint, so that
// `modelhub serve` knows it is current (see server/ensure-build.ts).
import { ensureBuild } from "../server/ensure-build";

ensureBuild((line) => process.stdout.write(`${line}\n`), { force: true });
