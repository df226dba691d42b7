// npm run bench:mirror [-- --models N] [--changed F] [--db PATH|URL]
// Generates N synthetic models (default 100,000), imports them into an upstream store served by
// the JSON API in a process of its own on 127.0.0.1, then times `modelhub mirror`'s work from it
// into an empty store (a SQLite file in a temporary folder, or the database --db names, which
// may be a postgres:// URL): a first mirror of the whole catalogue, then, after a fraction F
// (default 0.01) of the upstream's models changed, an incremental run. Prints records per second
// and the requests each run sent, and the CPU time of the mirroring process (steadier than the
// wall clock on a shared host).
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { isPostgresUrl, openPostgresStore, openStore } from "@modelhub/store";
import { type MirrorSummary, mirrorHub } from "../apps/cli/src/mirror/mirror-hub";
import { upstreamBase } from "../apps/cli/src/mirror/mirror-selection";
import type { MirrorStore } from "../apps/cli/src/mirror/mirror-store";
import { UpstreamClient } from "../apps/cli/src/mirror/upstream-client";
import { generateDump, importDump, startServerProcess } from "./bench-support";

const { values } = parseArgs({
  options: {
    models: { type: "string", default: "100000" },
    changed: { type: "string", default: "0.01" },
    db: { type: "string" },
  },
});
const count = Number(values.models);
const changedFraction = Number(values.changed);
const log = (text: string) => process.stdout.write(`${text}\n`);
const rate = (records: number, ms: number) => Math.round(records / (ms / 1000)).toLocaleString("en");

const dir = mkdtempSync(join(tmpdir(), "modelhub-bench-mirror-"));
const upstreamDb = join(dir, "upstream.db");
const target = values.db ?? join(dir, "mirror.db");

/** Mirrors the upstream's models into the target store, as `modelhub mirror URL --max-rate 0` does. */
async function mirrorOnce(url: string): Promise<MirrorSummary & { cpuMs: number }> {
  const store: MirrorStore & { close(): Promise<void> } = isPostgresUrl(target)
    ? await openPostgresStore(target)
    : await openStore(target);
  try {
    const client = new UpstreamClient({ upstream: url, maxRate: 0 });
    const cpu = process.cpuUsage();
    const summary = await mirrorHub(store, client, upstreamBase(url), { kind: "models" });
    const { user, system } = process.cpuUsage(cpu);
    return { ...summary, cpuMs: (user + system) / 1000 };
  } finally {
    await store.close();
  }
}

function report(label: string, summary: MirrorSummary & { cpuMs: number }, catalogue: number): void {
  const checked =
    summary.incremental && summary.ms > 0
      ? `; the ${catalogue.toLocaleString("en")} of the catalogue checked at ${rate(catalogue, summary.ms)} models/s`
      : "";
  log(
    `${label}: ${summary.records.toLocaleString("en")} models in ${(summary.ms / 1000).toFixed(1)} s, ` +
      `${rate(summary.records, summary.ms)} records/s${checked}, ${summary.requests.toLocaleString("en")} requests` +
      ` (${summary.inserted.toLocaleString("en")} new, ${summary.updated.toLocaleString("en")} updated);` +
      ` the mirroring process used ${(summary.cpuMs / 1000).toFixed(1)} s of CPU`,
  );
}

try {
  log(`Generating and importing ${count.toLocaleString("en")} synthetic models into the upstream store...`);
  const dump = join(dir, "models.jsonl");
  await generateDump(count, dump);
  await importDump(upstreamDb, dump);
  rmSync(dump);
  const server = await startServerProcess("scripts/bench-api-server.ts", [upstreamDb]);
  try {
    log(`Upstream: ${server.url} (the JSON API in a process of its own); mirror: ${target}`);
    log(
      `Load average before: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(" / ")}`,
    );
    report("First mirror", await mirrorOnce(server.url), count);

    // Every (1/F)th model changes upstream, as a commit changes it: a new lastModified.
    const upstream = await openStore(upstreamDb);
    const step = Math.max(1, Math.round(1 / changedFraction));
    const now = new Date().toISOString();
    let changed = 0;
    await upstream.transaction(async () => {
      for (let cursor: string | undefined, first = true; first || cursor; first = false) {
        const page = await upstream.models.listEntries({ limit: 1000, ...(cursor ? { cursor } : {}) });
        const updates = page.items
          .filter((_, index) => index % step === 0)
          .map(({ raw }) => ({ ...raw, lastModified: now, downloads: Number(raw.downloads ?? 0) + 1 }));
        await upstream.models.upsertMany(updates);
        changed += updates.length;
        cursor = page.nextCursor;
      }
    });
    await upstream.close();
    log(`Changed ${changed.toLocaleString("en")} upstream models (${(changedFraction * 100).toFixed(1)}%)`);
    report("Incremental mirror", await mirrorOnce(server.url), count);
  } finally {
    server.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
