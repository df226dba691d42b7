import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { type CodeSample, compareWithGolden, findSyntaxErrors, UPDATING_FIXTURES } from "@modelhub/testkit";
import { describe, expect, it } from "vitest";
import { getDatasetLibrarySnippets } from "../src/dataset-libraries/dataset-snippets";
import { DATASET_LIBRARIES } from "../src/dataset-libraries/index";
import type { DatasetSnippetInput } from "../src/dataset-libraries/types";
import type { SnippetLanguage } from "../src/libraries/types";

// Golden files: for each dataset in fixtures/dataset-libraries/inputs/<case>.json, the snippets of
// every library are expected in expected/<case>/<library>-<n>.<ext>. UPDATE_FIXTURES=1 rewrites them.
const FIXTURES = join(import.meta.dirname, "fixtures", "dataset-libraries");
const EXTENSIONS: Record<SnippetLanguage, string> = { python: "py", js: "js", ts: "ts", sh: "sh" };
const libraries = Object.keys(DATASET_LIBRARIES);

const cases = readdirSync(join(FIXTURES, "inputs"))
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((file) => ({
    name: file.slice(0, -".json".length),
    dataset: JSON.parse(readFileSync(join(FIXTURES, "inputs", file), "utf8")) as DatasetSnippetInput,
  }));

function outputsOf(dataset: DatasetSnippetInput): Map<string, string> {
  const files = new Map<string, string>();
  for (const library of libraries) {
    getDatasetLibrarySnippets(library, dataset).forEach((snippet, index) => {
      files.set(`${library}-${index + 1}.${EXTENSIONS[snippet.language]}`, snippet.content);
    });
  }
  return files;
}

describe("DATASET_LIBRARIES", () => {
  it("lists its keys in sorted order, with labels and https URLs", () => {
    expect(libraries).toEqual([...libraries].sort());
    for (const [id, entry] of Object.entries(DATASET_LIBRARIES)) {
      expect(entry.prettyLabel.trim(), id).not.toBe("");
      for (const url of [entry.repoUrl, entry.docsUrl].filter((u) => u !== undefined)) {
        expect(new URL(url).protocol, `${id}: ${url}`).toBe("https:");
      }
    }
  });

  it("gives every library at least one snippet for a plain dataset", () => {
    const empty = libraries.filter(
      (library) => getDatasetLibrarySnippets(library, { id: "a/b" }).length === 0,
    );
    expect(empty).toEqual([]);
  });

  it("gives nothing for unknown libraries or ids that are not repository ids", () => {
    expect(getDatasetLibrarySnippets("constructor", { id: "a/b" })).toEqual([]);
    expect(getDatasetLibrarySnippets("pandas", { id: "../../etc" })).toEqual([]);
  });
});

describe("dataset snippet golden files", () => {
  it.each(cases)("$name", ({ name, dataset }) => {
    const dir = join(FIXTURES, "expected", name);
    const expected = outputsOf(dataset);
    if (UPDATING_FIXTURES) {
      for (const stale of readdirSync(dir, { recursive: false }).filter(
        (file) => !expected.has(String(file)),
      )) {
        rmSync(join(dir, String(stale)));
      }
    }
    const problems = [...expected].flatMap(
      ([file, content]) => compareWithGolden(join(dir, file), content) ?? [],
    );
    expect(problems).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual([...expected.keys()].sort());
  });
});

describe("dataset snippets parse and keep file names verbatim", () => {
  it("parses every snippet with the language's own parser", () => {
    const samples: CodeSample[] = cases.flatMap(({ name, dataset }) =>
      [...outputsOf(dataset)].map(([file, content]) => ({
        language: file.endsWith(".sh") ? ("sh" as const) : ("python" as const),
        content,
        label: `${name}/${file}`,
      })),
    );
    expect(findSyntaxErrors(samples)).toEqual([]);
  });

  it("spells an adversarial file name exactly in the pandas snippet", () => {
    const dataset: DatasetSnippetInput = { id: "someone/odd", files: ['it\'s "odd"/$(x) `id`\n\\x.parquet'] };
    const [snippet] = getDatasetLibrarySnippets("pandas", dataset);
    const strings = execFileSync(
      "python3",
      [
        "-c",
        "import ast,sys,json\nprint(json.dumps([n.value for n in ast.walk(ast.parse(sys.stdin.read())) if isinstance(n, ast.Constant) and isinstance(n.value, str)]))",
      ],
      { input: snippet?.content ?? "", encoding: "utf8" },
    );
    expect(JSON.parse(strings)).toContain(`hf://datasets/someone/odd/${dataset.files?.[0]}`);
  });
});
