import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { normalizeModelRecord } from "../model/model-record";
import { fileCountsAsDownload } from "./count-downloads";
import { MODEL_LIBRARIES } from "./index";
import { getLibrarySnippets, getModelLibrary } from "./library-snippets";
import type { CountDownloadsRule, ModelLibraryEntry } from "./types";

const entries: [string, ModelLibraryEntry][] = Object.entries(MODEL_LIBRARIES);

describe("MODEL_LIBRARIES", () => {
  it("lists its keys once each, in sorted order", () => {
    const keys = entries.map(([id]) => id);
    expect(keys).toEqual([...keys].sort());
    // An object literal silently keeps the last of two equal keys, so count them in the source.
    const source = readFileSync(join(import.meta.dirname, "index.ts"), "utf8");
    const keyLines = source.match(/^ {2}("[^"]+"|[\w$]+): \w+,$/gmu) ?? [];
    const sourceKeys = keyLines.map((line) =>
      line
        .trim()
        .replace(/: \w+,$/u, "")
        .replaceAll('"', ""),
    );
    expect(sourceKeys).toEqual(keys);
  });

  it("gives every library a snippet builder or a reason it has none", () => {
    const neither = entries.filter(
      ([, entry]) => typeof entry.snippets !== "function" && !entry.noSnippetsReason?.trim(),
    );
    expect(neither.map(([id]) => id)).toEqual([]);
  });

  it("has https repository and documentation URLs and a label", () => {
    for (const [id, entry] of entries) {
      for (const url of [entry.repoUrl, entry.docsUrl].filter((u) => u !== undefined)) {
        expect(new URL(url).protocol, `${id}: ${url}`).toBe("https:");
      }
      expect(entry.prettyLabel.trim(), id).not.toBe("");
      expect(entry.repoName.trim(), id).not.toBe("");
    }
  });

  it("has well-formed download-count rules", () => {
    const problems = entries.flatMap(([id, entry]) =>
      ruleProblems(entry.countDownloads).map((p) => `${id}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});

function ruleProblems(rule: CountDownloadsRule | undefined): string[] {
  if (!rule) return [];
  const problems: string[] = [];
  const lists = [rule.paths, rule.fileNames, rule.pathPrefixes, rule.extensions, rule.allOf];
  if (lists.every((list) => !list?.length)) problems.push("empty rule");
  if (lists.some((list) => list?.length === 0)) problems.push("empty list");
  for (const path of [...(rule.paths ?? []), ...(rule.allOf ?? []).flatMap((c) => c.path ?? [])]) {
    if (!path || path.startsWith("/") || path.endsWith("/")) problems.push(`bad path ${path}`);
  }
  for (const ext of [...(rule.extensions ?? []), ...(rule.allOf ?? []).flatMap((c) => c.extension ?? [])]) {
    if (!/^[\w-]+$/u.test(ext)) problems.push(`bad extension ${ext}`);
  }
  for (const name of [...(rule.fileNames ?? []), ...(rule.allOf ?? []).flatMap((c) => c.fileName ?? [])]) {
    if (!name || name.includes("/")) problems.push(`bad file name ${name}`);
  }
  for (const prefix of [
    ...(rule.pathPrefixes ?? []),
    ...(rule.allOf ?? []).flatMap((c) => c.pathPrefix ?? []),
  ]) {
    if (!prefix.endsWith("/") || prefix.startsWith("/")) problems.push(`bad prefix ${prefix}`);
  }
  for (const condition of rule.allOf ?? []) {
    if (Object.keys(condition).length < 2) problems.push("allOf condition with fewer than two fields");
  }
  return problems;
}

describe("fileCountsAsDownload", () => {
  it("uses the hub's default files when a library has no rule", () => {
    expect(fileCountsAsDownload(undefined, "config.json")).toBe(true);
    expect(fileCountsAsDownload(undefined, "sub/config.json")).toBe(false);
    expect(fileCountsAsDownload(undefined, "model.safetensors")).toBe(false);
  });

  it("matches paths, names without extension, prefixes and extensions", () => {
    const rule: CountDownloadsRule = { paths: ["a/b.bin"], fileNames: ["model_index"], extensions: ["gguf"] };
    expect(fileCountsAsDownload(rule, "a/b.bin")).toBe(true);
    expect(fileCountsAsDownload(rule, "b.bin")).toBe(false);
    expect(fileCountsAsDownload(rule, "unet/model_index.json")).toBe(true);
    expect(fileCountsAsDownload(rule, "x.Q4_K_M.gguf")).toBe(true);
    expect(fileCountsAsDownload(rule, "x.gguf.txt")).toBe(false);
    expect(fileCountsAsDownload({ pathPrefixes: ["ckpt/"] }, "ckpt/deep/w.pt")).toBe(true);
  });

  it("requires every field of a combined condition", () => {
    const rule: CountDownloadsRule = { allOf: [{ fileName: "config", extension: "cfg" }] };
    expect(fileCountsAsDownload(rule, "pipeline/config.cfg")).toBe(true);
    expect(fileCountsAsDownload(rule, "config.json")).toBe(false);
    const nested: CountDownloadsRule = {
      allOf: [{ fileName: "model", extension: "mil", inSubfolder: true }],
    };
    expect(fileCountsAsDownload(nested, "model.mil")).toBe(false);
    expect(fileCountsAsDownload(nested, "Encoder.mlmodelc/model.mil")).toBe(true);
  });
});

describe("getLibrarySnippets", () => {
  it("gives nothing for a missing or unknown library, or one inherited from Object", () => {
    for (const libraryName of [undefined, "no-such-library", "constructor", "__proto__", "toString"]) {
      const model = normalizeModelRecord({ id: "a/b", library_name: libraryName });
      expect(getLibrarySnippets(model)).toEqual([]);
      expect(getModelLibrary(libraryName)).toBeUndefined();
    }
  });

  it("runs the builder of the model's library", () => {
    const snippets = getLibrarySnippets(
      normalizeModelRecord({ id: "allenai/bidaf", library_name: "allennlp" }),
    );
    expect(snippets.map((snippet) => snippet.language)).toEqual(["python"]);
    expect(snippets[0]?.content).toContain('Predictor.from_path("hf://allenai/bidaf")');
  });
});

describe("getLibrarySnippets with a failing builder", () => {
  it("turns a builder's exception into an empty list", () => {
    const entry = MODEL_LIBRARIES.allennlp as ModelLibraryEntry;
    const spy = vi.spyOn(entry, "snippets").mockImplementation(() => {
      throw new Error("builder bug");
    });
    try {
      expect(getLibrarySnippets(normalizeModelRecord({ id: "a/b", library_name: "allennlp" }))).toEqual([]);
      expect(spy).toHaveBeenCalledOnce();
    } finally {
      spy.mockRestore();
    }
  });
});
