import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { asRecord, asStringList } from "@modelhub/catalog";
import { parseDocument } from "yaml";
import { ImportError } from "./import-error";
import { lineOfOffset } from "./json-array-lines";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/u;

/** The YAML front matter of a model card as an object, or undefined when it has none. */
export function parseFrontMatter(readme: string, file: string): Record<string, unknown> | undefined {
  const match = FRONT_MATTER.exec(readme);
  if (!match) return undefined;
  const document = parseDocument(match[1] ?? "", { uniqueKeys: false });
  const [error] = document.errors;
  if (error) {
    // +1: the YAML starts on the line after the opening "---".
    const line = (error.linePos?.[0]?.line ?? 1) + 1;
    throw new ImportError(file, line, `invalid YAML front matter: ${error.message.split("\n")[0]}`);
  }
  const value: unknown = document.toJSON();
  if (value === null || value === undefined) return undefined;
  const record = asRecord(value);
  if (!record) throw new ImportError(file, 2, "the front matter must be a YAML mapping (key: value lines)");
  return record;
}

function listFiles(dir: string, root: string, out: { rfilename: string; size: number }[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name === ".git") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, root, out);
    else if (entry.isFile())
      out.push({ rfilename: relative(root, path).split(sep).join("/"), size: statSync(path).size });
  }
}

/** Tags the Hub derives from a card and file list: card tags, library, licence, languages, datasets, base models, formats. */
function derivedTags(card: Record<string, unknown> | undefined, files: { rfilename: string }[]): string[] {
  const tags: string[] = [];
  if (card) {
    tags.push(...(asStringList(card.tags) ?? []));
    if (typeof card.library_name === "string") tags.push(card.library_name);
    if (typeof card.pipeline_tag === "string") tags.push(card.pipeline_tag);
    for (const license of asStringList(card.license) ?? []) tags.push(`license:${license}`);
    tags.push(...(asStringList(card.language) ?? []));
    for (const dataset of asStringList(card.datasets) ?? []) tags.push(`dataset:${dataset}`);
    for (const base of asStringList(card.base_model) ?? []) tags.push(`base_model:${base}`);
  }
  if (files.some((file) => file.rfilename.endsWith(".gguf"))) tags.push("gguf");
  if (files.some((file) => file.rfilename.endsWith(".safetensors"))) tags.push("safetensors");
  return [...new Set(tags)];
}

/**
 * Reads one model repository folder as a raw model record: README.md (front matter as
 * `cardData`, the whole file as `readme`), config.json as `config`, every file (but .git) as
 * `siblings` with its size, and `lastModified` from the newest file.
 */
export function readModelFolder(dir: string, id: string): Record<string, unknown> {
  const files: { rfilename: string; size: number }[] = [];
  listFiles(dir, dir, files);
  const record: Record<string, unknown> = { id, author: id.split("/")[0], siblings: files };
  const readmePath = join(dir, "README.md");
  let card: Record<string, unknown> | undefined;
  if (existsSync(readmePath)) {
    const readme = readFileSync(readmePath, "utf8");
    record.readme = readme;
    card = parseFrontMatter(readme, readmePath);
    if (card) {
      record.cardData = card;
      if (typeof card.pipeline_tag === "string") record.pipeline_tag = card.pipeline_tag;
      if (typeof card.library_name === "string") record.library_name = card.library_name;
    }
  }
  const configPath = join(dir, "config.json");
  if (existsSync(configPath)) {
    const text = readFileSync(configPath, "utf8");
    try {
      record.config = JSON.parse(text);
    } catch (error) {
      const position = /position (\d+)/.exec(String(error))?.[1];
      throw new ImportError(
        configPath,
        position === undefined ? undefined : lineOfOffset(text, Number(position)),
        `invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  record.tags = derivedTags(card, files);
  const newest = Math.max(0, ...files.map((file) => statSync(join(dir, file.rfilename)).mtimeMs));
  if (newest > 0) record.lastModified = new Date(newest).toISOString();
  return record;
}

/** The repository folders of a `DIR/<owner>/<name>/` tree, as [id, path] pairs sorted by id. */
export function listModelFolders(root: string): [id: string, path: string][] {
  const folders: [string, string][] = [];
  const subdirs = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
      .map((entry) => entry.name)
      .sort();
  for (const owner of subdirs(root)) {
    for (const name of subdirs(join(root, owner)))
      folders.push([`${owner}/${name}`, join(root, owner, name)]);
  }
  return folders;
}
