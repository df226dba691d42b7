import { parseArgs } from "node:util";
import { type CountDownloadsRule, MODEL_LIBRARIES, type ModelLibraryEntry } from "@modelhub/catalog";
import type { Command } from "../command";

/** One library as `modelhub libraries --json` prints it: every field present, absent ones null. */
export interface LibraryJson {
  /** The library_name models are tagged with. */
  id: string;
  /** Display name. */
  prettyLabel: string;
  /** Name of its source repository. */
  repoName: string;
  /** URL of its source repository. */
  repoUrl: string;
  /** URL of its documentation, or null when it has none of its own. */
  docsUrl: string | null;
  /** Offered as a filter on the model listing. */
  filter: boolean;
  /** The library's own download-count rule; null when the hub's default files count. */
  countDownloads: CountDownloadsRule | null;
  /** Whether it has a "Use this model" snippet builder. */
  hasSnippets: boolean;
}

/** The library catalogue as JSON entries, in catalogue (id) order. */
export function librariesAsJson(): LibraryJson[] {
  return Object.entries(MODEL_LIBRARIES as Record<string, ModelLibraryEntry>).map(([id, entry]) => ({
    id,
    prettyLabel: entry.prettyLabel,
    repoName: entry.repoName,
    repoUrl: entry.repoUrl,
    docsUrl: entry.docsUrl ?? null,
    filter: entry.filter,
    countDownloads: entry.countDownloads ?? null,
    hasSnippets: typeof entry.snippets === "function",
  }));
}

function librariesAsText(libraries: LibraryJson[]): string {
  const width = Math.max(...libraries.map((library) => library.id.length));
  const lines = libraries.map((library) => {
    const marks = [library.filter && "filter", library.hasSnippets && "snippets"].filter(Boolean);
    return `  ${library.id.padEnd(width)}  ${library.prettyLabel}${marks.length ? `  [${marks.join(", ")}]` : ""}`;
  });
  const filters = libraries.filter((library) => library.filter).length;
  const withSnippets = libraries.filter((library) => library.hasSnippets).length;
  return `${lines.join("\n")}\n\n${libraries.length} libraries: ${filters} offered as listing filters, ${withSnippets} with usage snippets.\n`;
}

export const librariesCommand: Command = {
  summary: "List the model library catalogue",
  help: `Usage: modelhub libraries [--json]

Lists every model library the hub knows, by the library_name models are tagged with, marking
those offered as listing filters and those with "Use this model" snippets.

Options:
  --json      Print a JSON array instead: one object per library with "id", "prettyLabel",
              "repoName", "repoUrl", "docsUrl" (or null), "filter", "countDownloads" (the files
              that count as a download, or null for the hub's default) and "hasSnippets".
  -h, --help  Show this help.
`,
  run(args, io) {
    const { values } = parseArgs({ args, options: { json: { type: "boolean" } }, allowPositionals: false });
    const libraries = librariesAsJson();
    io.stdout.write(values.json ? `${JSON.stringify(libraries, null, 2)}\n` : librariesAsText(libraries));
    return 0;
  },
};
