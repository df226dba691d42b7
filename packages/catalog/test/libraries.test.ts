import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { type CodeSample, compareWithGolden, findSyntaxErrors, UPDATING_FIXTURES } from "@modelhub/testkit";
import { describe, expect, it } from "vitest";
import { MODEL_LIBRARIES } from "../src/libraries/index";
import { getLibrarySnippets } from "../src/libraries/library-snippets";
import type { LibrarySnippet, SnippetLanguage } from "../src/libraries/types";
import { normalizeModelRecord } from "../src/model/model-record";
import { adversarialModels } from "./library-adversarial-models";

// Golden files: each fixtures/libraries/inputs/<case>.json is a model as the Hub API serves it; its
// snippets are expected in fixtures/libraries/expected/<case>/<n>.<ext>, or in a file named NONE
// when the model must get no snippet. UPDATE_FIXTURES=1 rewrites them all.
const FIXTURES = join(import.meta.dirname, "fixtures", "libraries");
const EXTENSIONS: Record<SnippetLanguage, string> = { python: "py", js: "js", ts: "ts", sh: "sh" };
const NONE_FILE = "NONE";

const cases = readdirSync(join(FIXTURES, "inputs"))
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((file) => {
    const name = file.slice(0, -".json".length);
    const raw = JSON.parse(readFileSync(join(FIXTURES, "inputs", file), "utf8")) as Record<string, unknown>;
    const model = normalizeModelRecord(raw);
    // An input may list texts its Python snippets must hold as string literals, exactly.
    const expectedLiterals = Array.isArray(raw._expectedLiterals) ? (raw._expectedLiterals as string[]) : [];
    return { name, model, snippets: getLibrarySnippets(model), expectedLiterals };
  });

function goldenFiles(snippets: LibrarySnippet[]): Map<string, string> {
  if (snippets.length === 0) return new Map([[NONE_FILE, "this model gets no library snippet\n"]]);
  return new Map(
    snippets.map((snippet, index) => [`${index + 1}.${EXTENSIONS[snippet.language]}`, snippet.content]),
  );
}

function listDir(path: string): string[] {
  try {
    return readdirSync(path).sort();
  } catch {
    return [];
  }
}

function toSamples(label: string, snippets: readonly LibrarySnippet[]): CodeSample[] {
  return snippets.map((snippet, index) => ({
    language: snippet.language,
    content: snippet.content,
    label: `${label} #${index + 1}`,
  }));
}

describe("library snippet golden files", () => {
  it.each(cases)("$name", ({ name, snippets }) => {
    const dir = join(FIXTURES, "expected", name);
    const expected = goldenFiles(snippets);
    if (UPDATING_FIXTURES) {
      for (const stale of listDir(dir).filter((file) => !expected.has(file))) rmSync(join(dir, stale));
    }
    const problems = [...expected].flatMap(
      ([file, content]) => compareWithGolden(join(dir, file), content) ?? [],
    );
    expect(problems).toEqual([]);
    expect(listDir(dir)).toEqual([...expected.keys()].sort());
  });

  it("has a fixture for every library with a snippet builder", () => {
    const covered = new Set(cases.map(({ model }) => model.library_name));
    const missing = Object.entries(MODEL_LIBRARIES)
      .filter(([id, entry]) => "snippets" in entry && entry.snippets && !covered.has(id))
      .map(([id]) => id);
    expect(missing).toEqual([]);
  });

  it("has no expected folder without its input", () => {
    const names = new Set(cases.map(({ name }) => name));
    expect(listDir(join(FIXTURES, "expected")).filter((name) => !names.has(name))).toEqual([]);
  });
});

// Every string constant of each Python source, read by Python's own parser.
const PYTHON_STRINGS = `
import ast, json, sys
print(json.dumps([[n.value for n in ast.walk(ast.parse(s)) if isinstance(n, ast.Constant) and isinstance(n.value, str)] for s in json.load(sys.stdin)]))
`;

describe("library snippets carry metadata verbatim", () => {
  const withLiterals = cases.filter(({ expectedLiterals }) => expectedLiterals.length > 0);
  it.each(withLiterals)("$name", ({ snippets, expectedLiterals }) => {
    const sources = snippets.filter((s) => s.language === "python").map((s) => s.content);
    const out = execFileSync("python3", ["-c", PYTHON_STRINGS], {
      input: JSON.stringify(sources),
      encoding: "utf8",
    });
    const strings = new Set((JSON.parse(out) as string[][]).flat());
    expect(expectedLiterals.filter((text) => !strings.has(text))).toEqual([]);
  });
});

describe("library snippets parse", () => {
  it("parses every snippet of every fixture with the language's own parser", () => {
    const samples = cases.flatMap(({ name, snippets }) => toSamples(name, snippets));
    expect(samples.length).toBeGreaterThan(0);
    expect(findSyntaxErrors(samples)).toEqual([]);
  });

  it("indents every line with a multiple of 4 spaces, never tabs", () => {
    const misindented = cases.flatMap(({ name, snippets }) =>
      snippets.flatMap((snippet, index) =>
        snippet.content
          .split("\n")
          .filter((line) => !/^(?: {4})*(?:\S|$)/u.test(line))
          .map((line) => `${name} #${index + 1}: ${JSON.stringify(line)}`),
      ),
    );
    expect(misindented).toEqual([]);
  });

  it("parses what every builder makes of adversarial metadata, without throwing", () => {
    const samples: CodeSample[] = [];
    const thrown: string[] = [];
    for (const [id, entry] of Object.entries(MODEL_LIBRARIES)) {
      const builder = "snippets" in entry ? entry.snippets : undefined;
      if (!builder) continue;
      for (const [variant, model] of adversarialModels(id).entries()) {
        try {
          samples.push(...toSamples(`${id} variant ${variant}`, builder(model)));
        } catch (error) {
          thrown.push(`${id} variant ${variant}: ${String(error)}`);
        }
      }
    }
    expect(thrown).toEqual([]);
    expect(findSyntaxErrors(samples)).toEqual([]);
  }, 120_000);
});
