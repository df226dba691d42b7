import { parseArgs } from "node:util";
import { type LibraryJson, librariesAsJson } from "@modelhub/catalog";
import type { Command } from "../command";

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
