import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { compareWithGolden, UPDATING_FIXTURES } from "@modelhub/testkit";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../src/index";
import { EXPECTED_DIR, EXTENSIONS, matrixCases } from "./matrix";

const silent = { logger: { error: () => {} } };

describe("golden snippets", () => {
  for (const testCase of matrixCases()) {
    it(testCase.name, () => {
      const snippets = getInferenceSnippets(testCase.model, testCase.provider, testCase.options, silent);
      expect(snippets.length).toBeGreaterThan(0);
      const dir = join(EXPECTED_DIR, testCase.name);
      const files = snippets.map((s) => `${s.client}.${EXTENSIONS[s.language]}`);
      if (UPDATING_FIXTURES) {
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
      }
      const problems = snippets
        .map((snippet, i) => compareWithGolden(join(dir, files[i]!), `${snippet.content}\n`))
        .filter((problem) => problem !== undefined);
      expect(problems).toEqual([]);
      // A golden file no client writes any more is a failure too.
      const present = existsSync(dir) ? readdirSync(dir).sort() : [];
      expect(present).toEqual([...files].sort());
    });
  }
});
