import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { guessImportKind, type ImportProgress, importPath } from "../src/import/import-path";
import { importFailure, writeUnder } from "./import-test-helpers";
import { type EngineStore, STORE_ENGINES } from "./store-engines";

/** A space as the Hub's `/api/spaces?full=true` gives it: the look in cardData, sdk and links on top. */
const HUB_SPACE = {
  _id: "65a1b2c3d4e5f60718293a4b",
  id: "acme/owl-chat",
  author: "acme",
  likes: 42,
  sdk: "gradio",
  tags: ["gradio", "region:us", "license:apache-2.0"],
  createdAt: "2024-02-01T10:00:00.000Z",
  lastModified: "2024-09-15T08:30:00.000Z",
  models: ["acme/owl-7b"],
  datasets: ["acme/owl-calls"],
  cardData: {
    title: "Owl Chat",
    emoji: "🦉",
    colorFrom: "indigo",
    colorTo: "purple",
    sdk: "gradio",
    app_file: "app.py",
    license: "apache-2.0",
    short_description: "Chat with an owl",
  },
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-import-spaces-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("guessImportKind", () => {
  it('takes a name that says "space" as a word for spaces, not "workspace" or "namespace"', () => {
    const kinds = [
      "spaces.jsonl.gz",
      "hf-spaces-2024.json",
      "my_space",
      "Spaces",
      "workspace",
      "namespace-models.jsonl",
    ].map((name) => guessImportKind(`/data/${name}`));
    expect(kinds).toEqual(["spaces", "spaces", "spaces", "spaces", "models", "models"]);
    expect(guessImportKind("/data/hub-datasets")).toBe("datasets");
  });
});

describe.each(STORE_ENGINES)("importPath: spaces on $engine", ({ open }) => {
  let store: EngineStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it("imports a Hub API JSON array of spaces by the file's name, with progress and a summary", async () => {
    store = await open();
    const other = { id: "zeta/draw", sdk: "streamlit", cardData: { title: "Draw" } };
    const file = writeUnder(dir, "spaces.json", JSON.stringify([HUB_SPACE, other], null, 2));
    const progress: ImportProgress[] = [];
    const summary = await importPath(store, file, { onProgress: (p) => progress.push({ ...p }) });
    expect(summary).toMatchObject({ kind: "spaces", format: "json", records: 2, inserted: 2, updated: 0 });
    expect(progress.map((p) => p.records)).toEqual([1, 2]);
    expect(await store.spaces.get("acme/owl-chat")).toEqual({
      id: "acme/owl-chat",
      author: "acme",
      tasks: [],
      title: "Owl Chat",
      emoji: "🦉",
      colorFrom: "indigo",
      colorTo: "purple",
      sdk: "gradio",
      license: "apache-2.0",
      likes: 42,
      createdAt: "2024-02-01T10:00:00.000Z",
      lastModified: "2024-09-15T08:30:00.000Z",
      shortDescription: "Chat with an owl",
      models: ["acme/owl-7b"],
      datasets: ["acme/owl-calls"],
      tags: ["gradio", "region:us", "license:apache-2.0"],
      cardData: HUB_SPACE.cardData,
    });
    expect(await store.spaces.usingModel("acme/owl-7b")).toEqual(["acme/owl-chat"]);
    expect(await store.spaces.usingDataset("acme/owl-calls")).toEqual(["acme/owl-chat"]);
    // Imported again: the same ids are updates.
    expect(await importPath(store, file)).toMatchObject({ inserted: 0, updated: 2 });
  });

  it("imports a gzip-compressed JSON Lines dump with --kind spaces", async () => {
    store = await open();
    const file = writeUnder(
      dir,
      "dump.jsonl.gz",
      gzipSync(`${JSON.stringify(HUB_SPACE)}\n\n{"id":"zeta/draw","likes":3}\n`),
    );
    expect(await importPath(store, file, { kind: "spaces" })).toMatchObject({
      kind: "spaces",
      format: "jsonl",
      compressed: true,
      records: 2,
    });
    expect((await store.spaces.list()).map((space) => [space.id, space.likes])).toEqual([
      ["acme/owl-chat", 42],
      ["zeta/draw", 3],
    ]);
  });

  it("imports a folder of space repositories from their README front matter and keeps the card", async () => {
    store = await open();
    const readme =
      "---\ntitle: Owl Chat\nemoji: 🦉\ncolorFrom: indigo\ncolorTo: purple\nsdk: docker\napp_port: 7860\n" +
      "license: mit\nshort_description: Chat with an owl\nmodels:\n  - acme/owl-7b\n  - not a model id\n" +
      "datasets: acme/owl-calls\n---\n\n# Owl Chat\n\nAsk the owl anything.\n";
    writeUnder(dir, "apps/acme/owl-chat/README.md", readme);
    writeUnder(dir, "apps/acme/owl-chat/Dockerfile", "FROM python:3.12\n");
    writeUnder(dir, "apps/zeta/plain/index.html", "<p>No card</p>\n");
    // The folder's name does not say "space": its first card does.
    const refused = await importFailure(() => importPath(store as EngineStore, join(dir, "apps")));
    expect(refused.message).toContain(
      `${join(dir, "apps/acme/owl-chat")}: this looks like a space record (it has an sdk, or card fields such as emoji and colorFrom), but it would be imported as models`,
    );
    expect(await store.models.count()).toBe(0);
    expect(await importPath(store, join(dir, "apps"), { kind: "spaces" })).toMatchObject({
      kind: "spaces",
      format: "folders",
      records: 2,
      inserted: 2,
    });
    const space = await store.spaces.get("acme/owl-chat");
    expect(space).toMatchObject({
      title: "Owl Chat",
      emoji: "🦉",
      sdk: "docker",
      license: "mit",
      shortDescription: "Chat with an owl",
      models: ["acme/owl-7b"],
      datasets: ["acme/owl-calls"],
      readme,
    });
    expect(space?.lastModified).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await store.spaces.get("zeta/plain")).toMatchObject({ id: "zeta/plain", author: "zeta" });
  });

  it("reports a bad record with its file and line, and writes nothing", async () => {
    store = await open();
    await store.spaces.upsertMany([{ id: "keep/me", sdk: "static" }]);
    const file = writeUnder(
      dir,
      "spaces.jsonl",
      `${JSON.stringify(HUB_SPACE)}\n{"id":"../../etc/passwd","sdk":"gradio"}\n`,
    );
    const error = await importFailure(() => importPath(store as EngineStore, file));
    expect(error.message).toBe(`${file}:2: invalid space id "../../etc/passwd"`);
    expect((await store.spaces.list()).map((space) => space.id)).toEqual(["keep/me"]);

    writeUnder(dir, "space-repos/acme/good/README.md", "---\nsdk: gradio\n---\n");
    writeUnder(dir, "space-repos/acme/yaml/README.md", "---\nsdk: gradio\nmodels: [unclosed\n---\n");
    const yaml = await importFailure(() => importPath(store as EngineStore, join(dir, "space-repos")));
    expect(yaml.file).toBe(join(dir, "space-repos/acme/yaml/README.md"));
    expect(yaml.problem).toMatch(/^invalid YAML front matter/);
    expect((await store.spaces.list()).map((space) => space.id)).toEqual(["keep/me"]);
  });
});
