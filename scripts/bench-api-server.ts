// The API benchmark's server process: serves the JSON API of one database on 127.0.0.1 and prints
// its URL as one JSON line. Usage: tsx scripts/bench-api-server.ts DB
import { openStore } from "@modelhub/store";
import { startApiServer } from "../apps/web/app/api/node-api-server.server";

const path = process.argv[2];
if (!path) throw new Error("usage: bench-api-server.ts DB");
const store = await openStore(path);
const server = await startApiServer(store, { host: "127.0.0.1" });
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.on("SIGTERM", () => {
  void server
    .close()
    .then(() => store.close())
    .then(() => process.exit(0));
});
