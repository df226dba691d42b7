import { existsSync } from "node:fs";
import { join } from "node:path";
import { asRecord, asStringList } from "@modelhub/catalog";
import { ImportError } from "./import-error";
import { parseJsonText } from "./parse-json-text";
import { type LinkBoundary, type RepoFile, readRepoFolder } from "./repo-folder";
import { readTextFile } from "./text-file";

// Kept here for the package's public exports, which name this module.
export { parseFrontMatter } from "./front-matter";

/** Tags the Hub derives from a model card and file list: card tags, library, licence, languages, datasets, base models, formats. */
function derivedTags(card: Record<string, unknown> | undefined, files: RepoFile[]): string[] {
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
 * Reads one model repository folder as a raw model record: what every repository folder gives
 * (see readRepoFolder), the card's `pipeline_tag` and `library_name`, config.json as `config`, and
 * the tags the Hub derives. `links`: see readRepoFolder.
 */
export function readModelFolder(dir: string, id: string, links?: LinkBoundary): Record<string, unknown> {
  const { record, card, files } = readRepoFolder(dir, id, links);
  if (typeof card?.pipeline_tag === "string") record.pipeline_tag = card.pipeline_tag;
  if (typeof card?.library_name === "string") record.library_name = card.library_name;
  const configPath = join(dir, "config.json");
  if (existsSync(configPath)) {
    const config = parseJsonText(readTextFile(configPath), configPath);
    if (!asRecord(config)) throw new ImportError(configPath, 1, "config.json must hold a JSON object");
    record.config = config;
  }
  record.tags = derivedTags(card, files);
  return record;
}
