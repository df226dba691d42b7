import { mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import {
  describeStoreLocation,
  isPostgresUrl,
  migrationMessage,
  openStore,
  resolveStoreLocation,
} from "@modelhub/store";
import { type Command, type CommandIo, UsageError } from "../command";
import { MirrorError } from "../mirror/mirror-error";
import { type MirrorProgress, type MirrorSummary, mirrorHub } from "../mirror/mirror-hub";
import {
  describeSelection,
  type MirrorKind,
  type MirrorSelection,
  upstreamBase,
} from "../mirror/mirror-selection";
import { UpstreamClient } from "../mirror/upstream-client";

const HELP = `Usage: modelhub mirror URL [--kind models|datasets|spaces] [--author A]... [--search Q]
       [--filter TAG]... [--pipeline-tag T] [--ids FILE] [--limit N] [--full] [--prune]
       [--cards] [--details] [--token-file FILE] [--max-rate N] [--batch N] [--db PATH|URL]

Copies records from a Hub-compatible API (https://huggingface.co, or another Modelhub) into the
hub's database and keeps them in step: the first run copies the selection, each later run only
what changed since (the upstream's lastModified), so a daily sync of an organisation is quick.
Records are written in batches of whole listing pages, each batch in one transaction with how far
the run got: a run stopped at any point keeps whole batches, and the next run goes on from there.
Download and like counts change upstream without a new lastModified: --full refreshes them.

Records the upstream deleted (listed by an earlier run, now a 404) are reported; --prune removes
them. The token (HF_TOKEN, or --token-file) is sent to the upstream's own host only.

Options:
  --kind models|datasets|spaces  what to copy (default: models)
  --author A           records of this owner; repeat for several
  --search Q           records whose name matches Q (the upstream's search)
  --filter TAG         records with this tag; repeat for several (all must match)
  --pipeline-tag T     models of this task
  --ids FILE           the records named in FILE (one id a line) instead of a listing
  --limit N            write at most N records in this run (the next run goes on)
  --full               fetch the whole selection again, not only what changed
  --prune              remove the records the upstream deleted
  --cards              models: fetch each model's README.md, for the card on its page, from the
                       upstream's /{id}/resolve/main/README.md (a Modelhub serves the cards it has)
  --details            fetch each record from its own endpoint, for what listings leave out
                       (the Hub's safetensors and GGUF metadata, base models): one request a record
  --token-file FILE    read the access token from FILE (default: $HF_TOKEN)
  --max-rate N         at most N requests a second (default: 10; 0 for no cap)
  --batch N            records written in one transaction, in whole listing pages (default:
                       5,000): a stopped run loses at most that much work
  --db PATH|URL        SQLite database file, or a postgres:// URL (default: $MODELHUB_DB
                       or var/modelhub.db)
`;

const KINDS: readonly MirrorKind[] = ["models", "datasets", "spaces"];

/** A whole number option, or a UsageError naming it. */
function wholeNumber(value: string | undefined, option: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new UsageError(`${option} must be a whole number of at least ${min}, got '${value}'`);
  }
  return Number(value);
}

/** The ids listed in a file, one a line (blank lines and `#` comments skipped). */
function readIds(path: string): string[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new UsageError(
      `--ids ${path}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`,
    );
  }
  const ids = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  if (ids.length === 0) throw new UsageError(`--ids ${path}: the file names no ids`);
  return ids;
}

/** The access token: --token-file's content, else $HF_TOKEN. */
function readToken(file: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  if (file === undefined) return env.HF_TOKEN?.trim() || undefined;
  let token: string;
  try {
    token = readFileSync(file, "utf8").trim();
  } catch (error) {
    throw new UsageError(`--token-file ${file}: ${(error as Error).message}`);
  }
  if (token === "") throw new UsageError(`--token-file ${file}: the file is empty`);
  return token;
}

/** "1:05" from milliseconds. */
function clock(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const rest = `${Math.floor((seconds % 3600) / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  return hours ? `${hours}:${rest.padStart(5, "0")}` : rest;
}

/** A one-line progress bar on stderr with the rate and the time left, at most every 200 ms. */
function mirrorProgressPrinter(io: CommandIo, kind: MirrorKind) {
  let started = Date.now();
  let phase: MirrorProgress["phase"] | undefined;
  let last = 0;
  let shown = false;
  return {
    update(progress: MirrorProgress): void {
      if (progress.phase !== phase) {
        phase = progress.phase;
        started = Date.now();
      }
      const now = Date.now();
      if (now - last < 200 || now - started < 500) return;
      last = now;
      shown = true;
      if (progress.phase === "census") {
        io.stderr.write(`\rListing the selection: ${progress.done.toLocaleString("en")} ${kind}`);
        return;
      }
      const rate = progress.done / Math.max((now - started) / 1000, 0.001);
      let line = `${progress.done.toLocaleString("en")} ${kind}, ${Math.round(rate).toLocaleString("en")}/s`;
      if (progress.total) {
        const ratio = Math.min(progress.done / progress.total, 1);
        const filled = Math.round(ratio * 30);
        const left = rate > 0 ? `, ETA ${clock(((progress.total - progress.done) / rate) * 1000)}` : "";
        line = `[${"#".repeat(filled)}${"-".repeat(30 - filled)}] ${Math.round(ratio * 100)}% ${progress.done.toLocaleString("en")} of ${progress.total.toLocaleString("en")} ${kind}, ${Math.round(rate).toLocaleString("en")}/s${left}`;
      }
      io.stderr.write(`\r${line}\x1b[K`);
    },
    /** Ends the bar's line, so that a message starts on a line of its own. */
    break(): void {
      if (shown) io.stderr.write("\n");
      shown = false;
    },
  };
}

/** The lines of the summary on stdout. */
function summaryLines(summary: MirrorSummary, selection: MirrorSelection, base: string, db: string): string {
  const what = describeSelection(selection);
  const rate = Math.round(summary.records / Math.max(summary.ms / 1000, 0.001));
  const how = summary.resumed
    ? "went on with the last run's pass, "
    : summary.incremental
      ? "changed since the last run, "
      : "";
  const lines = [
    `Mirrored ${summary.records.toLocaleString("en")} ${what} from ${base} into ${db}: ` +
      `${summary.inserted.toLocaleString("en")} new, ${summary.updated.toLocaleString("en")} updated ` +
      `(${how}${(summary.ms / 1000).toFixed(1)} s, ${rate.toLocaleString("en")}/s, ${summary.requests.toLocaleString("en")} requests).`,
  ];
  if (!summary.complete) lines.push("Stopped at --limit: the next run goes on from there.");
  if (summary.deleted.length) {
    const shown = summary.deleted.slice(0, 10).join(", ") + (summary.deleted.length > 10 ? ", ..." : "");
    lines.push(
      summary.pruned
        ? `Removed ${summary.pruned.toLocaleString("en")} the upstream deleted: ${shown}`
        : `${summary.deleted.length.toLocaleString("en")} the upstream deleted: ${shown} (--prune removes them)`,
    );
  }
  return `${lines.join("\n")}\n`;
}

export const mirrorCommand: Command = {
  summary: "Copy models, datasets or spaces from a Hub-compatible API and keep them in step",
  help: HELP,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: {
        kind: { type: "string" },
        author: { type: "string", multiple: true },
        search: { type: "string" },
        filter: { type: "string", multiple: true },
        "pipeline-tag": { type: "string" },
        ids: { type: "string" },
        limit: { type: "string" },
        full: { type: "boolean" },
        prune: { type: "boolean" },
        cards: { type: "boolean" },
        details: { type: "boolean" },
        "token-file": { type: "string" },
        "max-rate": { type: "string" },
        batch: { type: "string" },
        db: { type: "string" },
      },
      strict: true,
      allowPositionals: true,
    });
    if (positionals.length !== 1)
      throw new UsageError("give exactly one upstream URL, e.g. https://huggingface.co");
    let base: string;
    try {
      base = upstreamBase(positionals[0] ?? "");
    } catch (error) {
      throw new UsageError(
        error instanceof TypeError ? `not a URL: '${positionals[0]}'` : (error as Error).message,
      );
    }
    const kind = (values.kind ?? "models") as MirrorKind;
    if (!KINDS.includes(kind))
      throw new UsageError(`--kind must be models, datasets or spaces, got '${values.kind}'`);
    if (values["pipeline-tag"] !== undefined && kind !== "models")
      throw new UsageError("--pipeline-tag selects models only");
    if (values.cards && kind !== "models")
      throw new UsageError("--cards fetches model cards: use it with models");
    const ids = values.ids === undefined ? undefined : readIds(values.ids);
    if (ids && (values.author || values.search !== undefined || values.filter || values["pipeline-tag"])) {
      throw new UsageError(
        "--ids names the records: it takes no --author, --search, --filter or --pipeline-tag",
      );
    }
    const limit = wholeNumber(values.limit, "--limit", 1);
    const maxRate = wholeNumber(values["max-rate"], "--max-rate", 0) ?? 10;
    const batchSize = wholeNumber(values.batch, "--batch", 1);
    const token = readToken(values["token-file"], process.env);
    if (values.db !== undefined && values.db.trim() === "") throw new UsageError("--db needs a file path");
    const filters = {
      ...(values.search !== undefined ? { search: values.search } : {}),
      ...(values.filter ? { filters: values.filter } : {}),
      ...(values["pipeline-tag"] !== undefined ? { pipelineTag: values["pipeline-tag"] } : {}),
    };
    const selections: MirrorSelection[] = ids
      ? [{ kind, ids }]
      : (values.author ?? [undefined]).map((author) => ({
          kind,
          ...(author !== undefined ? { author } : {}),
          ...filters,
        }));

    const dbPath = resolveStoreLocation(values.db ?? process.env.MODELHUB_DB ?? "var/modelhub.db");
    if (!isPostgresUrl(dbPath)) mkdirSync(dirname(dbPath), { recursive: true });
    const store = await openStore(dbPath, {
      onMigration: (migration) => io.stderr.write(`${migrationMessage(dbPath, migration)}\n`),
    });
    const progress = mirrorProgressPrinter(io, kind);
    const client = new UpstreamClient({
      upstream: base,
      ...(token ? { token } : {}),
      maxRate,
      onRetry: ({ url, reason, waitMs }) => {
        progress.break();
        io.stderr.write(`${url}: ${reason}; trying again in ${(waitMs / 1000).toFixed(1)} s\n`);
      },
    });
    try {
      for (const selection of selections) {
        const summary = await mirrorHub(store, client, base, selection, {
          ...(values.full ? { full: true } : {}),
          ...(values.prune ? { prune: true } : {}),
          ...(values.cards ? { cards: true } : {}),
          ...(values.details ? { details: true } : {}),
          ...(limit !== undefined ? { limit } : {}),
          ...(batchSize !== undefined ? { batchSize } : {}),
          onProgress: (p) => progress.update(p),
        });
        progress.break();
        io.stdout.write(summaryLines(summary, selection, base, describeStoreLocation(dbPath)));
        client.requests = 0;
      }
      return 0;
    } catch (error) {
      progress.break();
      if (error instanceof MirrorError) {
        io.stderr.write(
          `modelhub mirror: ${error.message}\nThe store keeps every batch written before; run again to go on.\n`,
        );
        return 1;
      }
      throw error;
    } finally {
      await store.close();
    }
  },
};
