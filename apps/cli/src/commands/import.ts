import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  describeStoreLocation,
  ImportError,
  type ImportKind,
  type ImportProgress,
  importPath,
  isPostgresUrl,
  type MigrationNotice,
  migrationMessage,
  openStore,
  resolveStoreLocation,
} from "@modelhub/store";
import { type Command, type CommandIo, UsageError } from "../command";

const HELP = `Usage: modelhub import FILE|DIR [--db PATH|URL] [--kind models|datasets|spaces]

Imports models, datasets or spaces (demo apps) into the hub's database, replacing records with the same id:
  FILE.json    a Hub API JSON array (or one object), e.g. saved from /api/models?full=true
               or /api/spaces?full=true
  FILE.jsonl   JSON Lines, one record a line (any other extension: detected from the content)
  FILE.gz      either one gzip-compressed (FILE.jsonl.gz, FILE.json.gz), read as a stream
  DIR          repositories laid out as DIR/<owner>/<name>/ (README.md with YAML front matter,
               the files themselves; the id is <owner>/<name>): model repositories (and their
               config.json), dataset repositories with --kind datasets, tagged from the card,
               or space repositories with --kind spaces, described by the card (title, emoji,
               sdk, models, datasets...);
               symbolic links are followed within DIR or into a Hugging Face cache only

All or nothing: a bad line or record is reported with its file and line, and nothing is written.
It may run while 'modelhub serve' uses the same database; the site shows the new data at once.

Options:
  --db PATH|URL              SQLite database file, or a postgres:// URL (default: $MODELHUB_DB
                             or var/modelhub.db)
  --kind models|datasets|spaces
                             what FILE or DIR holds (default: datasets when its name
                             contains "dataset", spaces when it contains "space", else
                             models; a file or folder whose first record plainly is another
                             kind is then refused, naming --kind)
`;

/** Writes a one-line progress bar to stderr, at most every `intervalMs`, after `delayMs`. */
export function progressPrinter(io: CommandIo, options: { delayMs?: number; intervalMs?: number } = {}) {
  const started = Date.now();
  let last = 0;
  let shown = false;
  return {
    update(progress: ImportProgress): void {
      const now = Date.now();
      if (now - started < (options.delayMs ?? 1000) || now - last < (options.intervalMs ?? 200)) return;
      last = now;
      shown = true;
      const rate = Math.round(progress.records / Math.max((now - started) / 1000, 0.001));
      let bar = "";
      if (progress.totalBytes && progress.bytesRead !== undefined) {
        const ratio = Math.min(progress.bytesRead / progress.totalBytes, 1);
        const width = 30;
        const filled = Math.round(ratio * width);
        bar = `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${Math.round(ratio * 100)}% `;
      }
      io.stderr.write(
        `\r${bar}${progress.records.toLocaleString("en")} records, ${rate.toLocaleString("en")}/s`,
      );
    },
    done(): void {
      if (shown) io.stderr.write("\n");
    },
  };
}

export const importCommand: Command = {
  summary: "Import models, datasets or spaces (JSON, JSON Lines, gzip, or a folder of repos)",
  help: HELP,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: { db: { type: "string" }, kind: { type: "string" } },
      strict: true,
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new UsageError("give exactly one FILE or DIR to import");
    const kind = values.kind;
    if (kind !== undefined && kind !== "models" && kind !== "datasets" && kind !== "spaces") {
      throw new UsageError(`--kind must be models, datasets or spaces, got '${kind}'`);
    }
    if (values.db !== undefined && values.db.trim() === "") throw new UsageError("--db needs a file path");
    const source = resolve(positionals[0] ?? "");
    if (!existsSync(source)) {
      io.stderr.write(`modelhub import: ${positionals[0]}: no such file or directory\n`);
      return 1;
    }
    const dbPath = resolveStoreLocation(values.db ?? process.env.MODELHUB_DB ?? "var/modelhub.db");
    if (!isPostgresUrl(dbPath)) mkdirSync(dirname(dbPath), { recursive: true });
    const onMigration = (migration: MigrationNotice) =>
      io.stderr.write(`${migrationMessage(dbPath, migration)}\n`);
    const store = await openStore(dbPath, { onMigration });
    const progress = progressPrinter(io);
    try {
      const summary = await importPath(store, source, {
        ...(kind ? { kind: kind as ImportKind } : {}),
        onProgress: (p) => progress.update(p),
      });
      progress.done();
      const rate = Math.round(summary.records / Math.max(summary.ms / 1000, 0.001));
      io.stdout.write(
        `Imported ${summary.records.toLocaleString("en")} ${summary.records === 1 ? summary.kind.slice(0, -1) : summary.kind} from ${positionals[0]} into ${describeStoreLocation(dbPath)}: ` +
          `${summary.inserted.toLocaleString("en")} new, ${summary.updated.toLocaleString("en")} updated ` +
          `(${(summary.ms / 1000).toFixed(1)} s, ${rate.toLocaleString("en")}/s).\n`,
      );
      return 0;
    } catch (error) {
      progress.done();
      if (error instanceof ImportError) {
        io.stderr.write(`modelhub import: ${error.message}\nNothing was imported.\n`);
        return 1;
      }
      throw error;
    } finally {
      await store.close();
    }
  },
};
