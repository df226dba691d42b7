import { MODEL_LIBRARIES } from "@modelhub/catalog";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli";

interface PrintedLibrary {
  id: string;
  prettyLabel: string;
  repoName: string;
  repoUrl: string;
  docsUrl: string | null;
  filter: boolean;
  countDownloads: Record<string, unknown> | null;
  hasSnippets: boolean;
}

const FIELDS = [
  "countDownloads",
  "docsUrl",
  "filter",
  "hasSnippets",
  "id",
  "prettyLabel",
  "repoName",
  "repoUrl",
];

describe("modelhub libraries", () => {
  it("prints every library as JSON with every field present, sorted by id", async () => {
    const { code, stdout, stderr } = await runCli("libraries", "--json");
    expect(code).toBe(0);
    expect(stderr).toBe("");
    const libraries = JSON.parse(stdout) as PrintedLibrary[];
    expect(libraries.map((library) => library.id)).toEqual(Object.keys(MODEL_LIBRARIES).sort());
    for (const library of libraries) {
      expect(Object.keys(library).sort()).toEqual(FIELDS);
      expect(typeof library.filter).toBe("boolean");
      expect(typeof library.hasSnippets).toBe("boolean");
    }
    const ids = libraries.map((library) => library.id);
    expect(ids).toEqual([...new Set(ids)].sort());
  });

  it("prints the fields of known libraries", async () => {
    const libraries = JSON.parse((await runCli("libraries", "--json")).stdout) as PrintedLibrary[];
    const byId = new Map(libraries.map((library) => [library.id, library]));
    expect(byId.get("adapter-transformers")).toEqual({
      id: "adapter-transformers",
      prettyLabel: "Adapters",
      repoName: "adapters",
      repoUrl: "https://github.com/Adapter-Hub/adapters",
      docsUrl: "https://huggingface.co/docs/hub/adapters",
      filter: true,
      countDownloads: { paths: ["adapter_config.json"] },
      hasSnippets: true,
    });
    expect(byId.get("zeromodels")).toEqual({
      id: "zeromodels",
      prettyLabel: "ZeroModels",
      repoName: "ZeroModels",
      repoUrl: "https://github.com/IMvision12/ZeroModels",
      docsUrl: "https://imvision12.github.io/ZeroModels/",
      filter: false,
      countDownloads: { paths: ["model.weights.h5", "model.weights.json"] },
      hasSnippets: true,
    });
    expect(byId.get("acestep")).toMatchObject({ docsUrl: null, filter: false, hasSnippets: false });
    expect(byId.get("diffusers")?.countDownloads).toBeNull();
    expect(byId.get("edsnlp")?.countDownloads).toEqual({ allOf: [{ fileName: "config", extension: "cfg" }] });
  });

  it("prints a readable list with totals, and rejects unknown options", async () => {
    const { code, stdout } = await runCli("libraries");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}diffusers +Diffusers {2}\[filter, snippets\]$/mu);
    expect(stdout).toMatch(/\d+ libraries: \d+ offered as listing filters, \d+ with usage snippets\.\n$/u);
    expect((await runCli("libraries", "--bogus")).code).toBe(2);
  });
});
