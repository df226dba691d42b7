import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importPath } from "../src/import/import-path";
import { openStore, type Store } from "../src/store";
import { importFailure, writeUnder } from "./import-test-helpers";

// The fixture cards' front matter is real: two dataset cards from /work/shared/data/dataset-cards.jsonl
// (YoungXinyu1802/HuggingFace-Dataset-Card-Analysis, MIT), written out as YAML; the headings are ours.
const FIXTURE = join(import.meta.dirname, "fixtures/import-dataset-folders");

let dir: string;
let store: Store;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-import-folders-"));
  store = await openStore(":memory:");
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function write(name: string, content: string): string {
  return writeUnder(dir, name, content);
}

describe("importPath: folders of dataset repositories", () => {
  it("reads each card as cardData, derives the Hub's tags from it and lists the files", async () => {
    const root = join(dir, "repos");
    cpSync(FIXTURE, root, { recursive: true });
    write("repos/Amir13/conll2003-persian/data/train.jsonl", '{"tokens":[]}\n');
    write("repos/Amir13/conll2003-persian/.git/HEAD", "ref: refs/heads/main\n");
    const summary = await importPath(store, root, { kind: "datasets" });
    expect(summary).toMatchObject({ kind: "datasets", format: "folders", records: 2, inserted: 2 });
    expect(await store.models.count()).toBe(0);

    const persian = await store.datasets.get("Amir13/conll2003-persian");
    expect(persian).toMatchObject({
      id: "Amir13/conll2003-persian",
      author: "Amir13",
      cardData: {
        pretty_name: "conll2003-persian",
        license: ["other"],
        source_datasets: ["extended|conll2003"],
      },
      readme: expect.stringContaining("# conll2003-persian"),
      lastModified: expect.any(String),
    });
    expect(persian?.tags).toEqual([
      "task_categories:token-classification",
      "task_ids:named-entity-recognition",
      "language:fa",
      "license:other",
      "size_categories:10K<n<100K",
      "named entity recognition",
    ]);
    expect((await store.datasets.getRaw("Amir13/conll2003-persian"))?.siblings).toEqual([
      { rfilename: "README.md", size: expect.any(Number) },
      { rfilename: "data/train.jsonl", size: 14 },
    ]);

    expect((await store.datasets.get("5w4n/OSCAR-2019-Burmese-fix"))?.tags).toEqual([
      "task_categories:text-generation",
      "task_categories:fill-mask",
      "task_ids:language-modeling",
      "task_ids:masked-language-modeling",
      "language:my",
      "license:cc0-1.0",
      "size_categories:100K<n<1M",
      "burmese",
      "myanmar",
      "myanmar-news",
      "myanmar-corpus",
    ]);
    expect((await store.datasets.list({ taskCategory: "fill-mask" })).items.map((d) => d.id)).toEqual([
      "5w4n/OSCAR-2019-Burmese-fix",
    ]);
    expect((await store.datasets.list({ tags: ["language:fa"] })).items.map((d) => d.id)).toEqual([
      "Amir13/conll2003-persian",
    ]);
  });

  it("takes format and modality tags only from a card that states them, and a card-less repo gets none", async () => {
    write("d/acme/stated/README.md", "---\nlicense: mit\nformat: parquet\nmodality: [text, tabular]\n---\n");
    write("d/acme/bare/data.csv", "a,b\n");
    write("d/acme/no-front-matter/README.md", "# Just prose\n");
    await importPath(store, join(dir, "d"), { kind: "datasets" });
    expect((await store.datasets.get("acme/stated"))?.tags).toEqual([
      "license:mit",
      "format:parquet",
      "modality:text",
      "modality:tabular",
    ]);
    expect((await store.datasets.get("acme/bare"))?.tags).toEqual([]);
    expect(await store.datasets.get("acme/no-front-matter")).toMatchObject({
      tags: [],
      readme: "# Just prose\n",
    });
    expect((await store.datasets.get("acme/no-front-matter"))?.cardData).toBeUndefined();
  });

  it("imports a folder as datasets by default when its name says so", async () => {
    write("hub-datasets/acme/corpus/README.md", "---\ntask_categories: [translation]\n---\n");
    expect(await importPath(store, join(dir, "hub-datasets"))).toMatchObject({
      kind: "datasets",
      records: 1,
    });
    expect((await store.datasets.get("acme/corpus"))?.tags).toEqual(["task_categories:translation"]);
  });

  it("refuses a folder of dataset cards whose name does not say so, naming --kind, and writes nothing", async () => {
    const root = join(dir, "repos");
    cpSync(FIXTURE, root, { recursive: true });
    const error = await importFailure(() => importPath(store, root));
    expect(error.problem).toMatch(/looks like a dataset record .* pass --kind datasets/);
    expect(await store.models.count()).toBe(0);
    expect(await importPath(store, root, { kind: "datasets" })).toMatchObject({ records: 2 });
    // A folder of model repositories goes in as before.
    write("models/acme/tiny/README.md", "---\npipeline_tag: fill-mask\n---\n");
    expect(await importPath(store, join(dir, "models"))).toMatchObject({ kind: "models", records: 1 });
  });

  it("reports malformed YAML front matter with its file and line, and writes nothing", async () => {
    await store.datasets.upsert({ id: "keep/me" });
    write("d/acme/good/README.md", "---\nlicense: mit\n---\n");
    write("d/acme/yaml/README.md", "---\nlicense: mit\ntask_categories: [unclosed\n---\n# Card\n");
    const error = await importFailure(() => importPath(store, join(dir, "d"), { kind: "datasets" }));
    expect(error.file).toBe(join(dir, "d/acme/yaml/README.md"));
    expect(error.line).toBeGreaterThanOrEqual(3);
    expect(error.problem).toMatch(/^invalid YAML front matter: /);
    write("e/acme/list/README.md", "---\n- just\n- a list\n---\n");
    expect(
      (await importFailure(() => importPath(store, join(dir, "e"), { kind: "datasets" }))).problem,
    ).toMatch(/must be a YAML mapping/);
    // A README in another encoding than UTF-8 is refused at its first such line.
    write("h/acme/latin/README.md", "");
    writeFileSync(
      join(dir, "h/acme/latin/README.md"),
      Buffer.from("---\nlicense: mit\n---\n# Caf\xe9\n", "latin1"),
    );
    const latin = await importFailure(() => importPath(store, join(dir, "h"), { kind: "datasets" }));
    expect([latin.file, latin.line]).toEqual([join(dir, "h/acme/latin/README.md"), 4]);
    expect(latin.problem).toMatch(/^not UTF-8 text/);
    // Alias errors come after parsing: an undefined alias, and a "billion laughs" card.
    write("f/acme/alias/README.md", "---\nlicense: mit\ntags: *undefined_alias\n---\n");
    const alias = await importFailure(() => importPath(store, join(dir, "f"), { kind: "datasets" }));
    expect(alias.file).toBe(join(dir, "f/acme/alias/README.md"));
    expect(alias.problem).toMatch(/^invalid YAML front matter: .*undefined_alias/);
    // Nine levels, each holding nine aliases of the level before: 9^9 x's once resolved.
    const levels = [..."abcdefghi"];
    const laughs = levels.map((name, i) => {
      const items = Array(9).fill(i === 0 ? "x" : `*${levels[i - 1]}`);
      return `${name}: &${name} [${items.join(", ")}]`;
    });
    write("g/acme/laughs/README.md", `---\n${laughs.join("\n")}\n---\n`);
    const bomb = await importFailure(() => importPath(store, join(dir, "g"), { kind: "datasets" }));
    expect(bomb.file).toBe(join(dir, "g/acme/laughs/README.md"));
    expect(bomb.problem).toMatch(/^invalid YAML front matter: .*alias/i);
    expect((await store.datasets.list()).items.map((d) => d.id)).toEqual(["keep/me"]);
  });
});

describe("importPath: folders that hold nothing importable", () => {
  it.each(["models", "datasets"] as const)("rejects an empty folder (%s)", async (kind) => {
    mkdirSync(join(dir, "empty/acme"), { recursive: true });
    write("empty/.DS_Store", "x");
    const error = await importFailure(() => importPath(store, join(dir, "empty"), { kind }));
    expect(error.file).toBe(join(dir, "empty"));
    expect(error.problem).toMatch(
      /^no repositories to import: the folder must be laid out as DIR\/<owner>\/<name>\//,
    );
  });

  it("rejects a dump file beside the repository folders, naming it, and writes nothing", async () => {
    write("mixed/acme/corpus/README.md", "---\nlicense: mit\n---\n");
    const stray = write("mixed/datasets.jsonl", '{"id":"acme/other"}\n');
    const error = await importFailure(() => importPath(store, join(dir, "mixed"), { kind: "datasets" }));
    expect(error.file).toBe(stray);
    expect(error.problem).toMatch(/a file outside the repository folders.*import a dump file on its own/);
    expect(await store.datasets.count()).toBe(0);
  });

  it("rejects a repository folder given without its owner folder", async () => {
    write("owner/corpus/README.md", "---\nlicense: mit\n---\n");
    write("owner/corpus/data/train.csv", "a\n");
    const error = await importFailure(() => importPath(store, join(dir, "owner"), { kind: "datasets" }));
    expect(error.file).toBe(join(dir, "owner/corpus/README.md"));
    expect(error.problem).toMatch(/looks like a repository itself/);
    expect(await store.datasets.count()).toBe(0);
  });
});
