import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { MIGRATIONS, openDatabase, openStore, schemaVersion } from "@modelhub/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { progressPrinter } from "../src/commands/import";
import { runCli } from "./run-cli";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-cli-import-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("modelhub import", () => {
  it("imports a JSON Lines file into the given database and prints a summary", async () => {
    const file = join(dir, "models.jsonl");
    writeFileSync(file, '{"id":"a/one","downloads":3}\n{"id":"a/two"}\n{"id":"a/one","downloads":4}\n');
    const db = join(dir, "sub/hub.db");
    const { code, stdout, stderr } = await runCli("import", file, "--db", db);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Imported 3 models from .*models\.jsonl into .*hub\.db: 2 new, 1 updated \(/);
    const store = await openStore(db);
    expect((await store.models.get("a/one"))?.downloads).toBe(4);
    await store.close();
  });

  it("refuses a store older than the baseline schema in one line, saying how to import again, and leaves it as it was", async () => {
    const file = join(dir, "models.jsonl");
    writeFileSync(file, '{"id":"a/one"}\n');
    // A store of schema version 19, as a release before the baseline left it.
    const db = join(dir, "hub.db");
    const old = openDatabase(db);
    old.exec(
      "CREATE TABLE store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID; PRAGMA user_version = 19",
    );
    old.close();
    const { code, stdout, stderr } = await runCli("import", file, "--db", db);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      `modelhub import: ${db} has schema version 19, from before 20, the oldest this program opens; stores that old are not updated in place. Move the file aside and import the catalogue again into a new one: modelhub import <source> --db ${db}\n`,
    );
    const after = openDatabase(db);
    expect(schemaVersion(after)).toBe(19);
    expect(after.all("SELECT name FROM sqlite_master WHERE type = 'table'")).toEqual([
      { name: "store_meta" },
    ]);
    after.close();
  });

  it("refuses a store newer than this program", async () => {
    const file = join(dir, "models.jsonl");
    writeFileSync(file, '{"id":"a/one"}\n');
    const db = join(dir, "hub.db");
    const future = openDatabase(db);
    future.exec("PRAGMA user_version = 99");
    future.close();
    const { code, stderr } = await runCli("import", file, "--db", db);
    expect(code).toBe(1);
    expect(stderr).toBe(
      `modelhub import: ${db} has schema version 99, newer than this program's (${MIGRATIONS.at(-1)?.version}): open it with a newer Modelhub\n`,
    );
  });

  it("imports datasets with --kind", async () => {
    const file = join(dir, "dump.json");
    writeFileSync(file, '[{"id":"nyu/glue"}]');
    const db = join(dir, "hub.db");
    const { code, stdout } = await runCli("import", file, "--db", db, "--kind", "datasets");
    expect(code).toBe(0);
    expect(stdout).toContain("Imported 1 dataset from");
    const store = await openStore(db);
    expect((await store.datasets.get("nyu/glue"))?.id).toBe("nyu/glue");
    await store.close();
  });

  it("imports a gzip-compressed JSON Lines dump", async () => {
    const file = join(dir, "models.jsonl.gz");
    writeFileSync(file, gzipSync('{"id":"a/one","downloads":3}\n{"id":"a/two"}\n'));
    const db = join(dir, "hub.db");
    const { code, stdout, stderr } = await runCli("import", file, "--db", db);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Imported 2 models from .*models\.jsonl\.gz into .*hub\.db: 2 new, 0 updated \(/);
    const store = await openStore(db);
    expect((await store.models.get("a/one"))?.downloads).toBe(3);
    await store.close();
  });

  it("reports a truncated gzip file by name, exits 1 and imports nothing", async () => {
    const file = join(dir, "cut.jsonl.gz");
    const whole = gzipSync('{"id":"a/one"}\n'.repeat(1000));
    writeFileSync(file, whole.subarray(0, whole.length - 12));
    const db = join(dir, "hub.db");
    const { code, stderr } = await runCli("import", file, "--db", db);
    expect(code).toBe(1);
    // A progress bar may come first on a slow machine; the error closes the output.
    expect(stderr.slice(stderr.indexOf("modelhub import:"))).toBe(
      `modelhub import: ${file}: the gzip data ends early: the file is truncated\nNothing was imported.\n`,
    );
    const store = await openStore(db);
    expect(await store.models.count()).toBe(0);
    await store.close();
  });

  it("imports a folder of dataset repositories with --kind datasets, and rejects an empty one", async () => {
    const repo = join(dir, "repos/acme/corpus");
    mkdirSync(repo, { recursive: true });
    writeFileSync(
      join(repo, "README.md"),
      "---\nlicense: mit\ntask_categories: [translation]\nlanguage: [en, fr]\n---\n",
    );
    const db = join(dir, "hub.db");
    const { code, stdout } = await runCli("import", join(dir, "repos"), "--db", db, "--kind", "datasets");
    expect(code).toBe(0);
    expect(stdout).toContain("Imported 1 dataset from");
    const store = await openStore(db);
    expect((await store.datasets.get("acme/corpus"))?.tags).toEqual([
      "task_categories:translation",
      "language:en",
      "language:fr",
      "license:mit",
    ]);
    await store.close();
    mkdirSync(join(dir, "empty"));
    const empty = await runCli("import", join(dir, "empty"), "--db", db, "--kind", "datasets");
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain(
      "no repositories to import: the folder must be laid out as DIR/<owner>/<name>/",
    );
  });

  it("imports a folder of space repositories with --kind spaces, their card's metadata and body", async () => {
    const repo = join(dir, "repos/acme/owl-chat");
    mkdirSync(repo, { recursive: true });
    const readme =
      "---\ntitle: Owl chat\nemoji: 🦉\ncolorFrom: blue\ncolorTo: green\nsdk: gradio\nlicense: mit\n" +
      "short_description: Talk to an owl\nmodels: [acme/owl-7b]\ndatasets: [acme/owl-calls]\n---\n# Owl chat\n";
    writeFileSync(join(repo, "README.md"), readme);
    writeFileSync(join(repo, "app.py"), "import gradio\n");
    const db = join(dir, "hub.db");
    const { code, stdout } = await runCli("import", join(dir, "repos"), "--db", db, "--kind", "spaces");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Imported 1 space from .*repos into .*hub\.db: 1 new, 0 updated \(/);
    const store = await openStore(db);
    expect(await store.spaces.get("acme/owl-chat")).toMatchObject({
      title: "Owl chat",
      emoji: "🦉",
      colorFrom: "blue",
      colorTo: "green",
      sdk: "gradio",
      license: "mit",
      shortDescription: "Talk to an owl",
      models: ["acme/owl-7b"],
      datasets: ["acme/owl-calls"],
      readme,
    });
    await store.close();
  });

  it("imports a space dump by its name, and refuses one named as models without --kind", async () => {
    const line = '{"id":"acme/draw","sdk":"streamlit","likes":4}\n';
    writeFileSync(join(dir, "spaces.jsonl.gz"), gzipSync(line));
    const db = join(dir, "hub.db");
    const imported = await runCli("import", join(dir, "spaces.jsonl.gz"), "--db", db);
    expect(imported.stdout).toMatch(/^Imported 1 space from .*spaces\.jsonl\.gz/);
    writeFileSync(join(dir, "dump.jsonl"), line);
    const refused = await runCli("import", join(dir, "dump.jsonl"), "--db", db);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'dump.jsonl:1: this looks like a space record (it has an sdk, or card fields such as emoji and colorFrom), but it would be imported as models because its name says neither "dataset" nor "space": pass --kind spaces',
    );
    const store = await openStore(db);
    expect(await store.spaces.get("acme/draw")).toMatchObject({ sdk: "streamlit", likes: 4 });
    expect(await store.models.count()).toBe(0);
    await store.close();
  });

  it("reports a bad line with its number, exits 1 and imports nothing", async () => {
    const file = join(dir, "bad.jsonl");
    writeFileSync(file, '{"id":"a/one"}\n{"id":\n');
    const db = join(dir, "hub.db");
    const { code, stdout, stderr } = await runCli("import", file, "--db", db);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain("bad.jsonl:2: invalid JSON");
    expect(stderr).toContain("Nothing was imported.");
    const store = await openStore(db);
    expect(await store.models.count()).toBe(0);
    await store.close();
  });

  it("explains usage mistakes and missing files", async () => {
    expect(await runCli("import")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("exactly one FILE or DIR"),
    });
    expect(await runCli("import", "x.jsonl", "--kind", "apps")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--kind must be models, datasets or spaces, got 'apps'"),
    });
    expect(await runCli("import", join(dir, "missing.jsonl"), "--db", join(dir, "h.db"))).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("no such file or directory"),
    });
    expect((await runCli("import", "--help")).stdout).toContain("Usage: modelhub import FILE|DIR");
  });

  it("draws a progress bar on stderr for long imports", () => {
    let stderr = "";
    const printer = progressPrinter(
      { stdout: { write: () => true }, stderr: { write: (t: string) => (stderr += t) } },
      {
        delayMs: 0,
        intervalMs: 0,
      },
    );
    printer.update({ records: 500, bytesRead: 50, totalBytes: 100 });
    printer.done();
    expect(stderr).toMatch(/^\r\[#{15}-{15}\] 50% 500 records, [\d,]+\/s\n$/);
  });
});

describe("modelhub import into PostgreSQL", () => {
  it("names the server and the reason in one line and exits non-zero when it cannot be reached", async () => {
    const file = join(dir, "models.jsonl");
    writeFileSync(file, '{"id":"a/one"}\n');
    // Port 1 of the loopback: nothing listens there.
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const { code, stdout, stderr } = await runCli(
        "import",
        file,
        "--db",
        "postgres://hub:secret@127.0.0.1:1/hub",
      );
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toBe(
        "modelhub import: cannot use the PostgreSQL database 127.0.0.1:1/hub: connection refused (is the server running, on that port?)\n",
      );
      // The URL is not taken for a file path.
      expect(existsSync(join(dir, "postgres:"))).toBe(false);
    } finally {
      process.chdir(cwd);
    }
  });
});
