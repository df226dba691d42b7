import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import {
  asRecord,
  asStringList,
  type BaseModelRelation,
  baseModelTag,
  isBaseModelRelation,
} from "@modelhub/catalog";
import { ImportError } from "./import-error";
import { parseJsonText } from "./parse-json-text";
import { type LinkBoundary, type RepoFile, readRepoFolder } from "./repo-folder";
import { readTextFile } from "./text-file";

// Kept here for the package's public exports, which name this module.
export { parseFrontMatter } from "./front-matter";

/**
 * How the repository was made from its base models: the card's `base_model_relation` when it is
 * one of the Hub's, else read from the repository as the Hub infers it: a PEFT adapter's
 * adapter_config.json makes an adapter, several base models a merge, GGUF files or a quantisation
 * in config.json a quantization, anything else a fine-tune.
 */
function baseModelRelation(
  card: Record<string, unknown>,
  bases: readonly string[],
  files: RepoFile[],
  config: Record<string, unknown> | undefined,
): BaseModelRelation {
  if (isBaseModelRelation(card.base_model_relation)) return card.base_model_relation;
  if (files.some((file) => file.rfilename === "adapter_config.json")) return "adapter";
  if (bases.length > 1) return "merge";
  if (files.some((file) => file.rfilename.endsWith(".gguf")) || asRecord(config?.quantization_config)) {
    return "quantized";
  }
  return "finetune";
}

/**
 * Tags the Hub derives from a model card and file list: card tags, library, licence, languages,
 * datasets, base models (`base_model:<id>` and `base_model:<relation>:<id>`), formats.
 */
function derivedTags(
  card: Record<string, unknown> | undefined,
  files: RepoFile[],
  config: Record<string, unknown> | undefined,
): string[] {
  const tags: string[] = [];
  if (card) {
    tags.push(...(asStringList(card.tags) ?? []));
    if (typeof card.library_name === "string") tags.push(card.library_name);
    if (typeof card.pipeline_tag === "string") tags.push(card.pipeline_tag);
    for (const license of asStringList(card.license) ?? []) tags.push(`license:${license}`);
    tags.push(...(asStringList(card.language) ?? []));
    for (const dataset of asStringList(card.datasets) ?? []) tags.push(`dataset:${dataset}`);
    const bases = asStringList(card.base_model) ?? [];
    for (const base of bases) tags.push(`base_model:${base}`);
    if (bases.length) {
      const relation = baseModelRelation(card, bases, files, config);
      for (const base of bases) tags.push(baseModelTag(relation, base));
    }
  }
  if (files.some((file) => file.rfilename.endsWith(".gguf"))) tags.push("gguf");
  if (files.some((file) => file.rfilename.endsWith(".safetensors"))) tags.push("safetensors");
  return [...new Set(tags)];
}

/** Reads a JSON file that must hold an object, naming the file when it does not. */
function readJsonObject(path: string): Record<string, unknown> {
  const value = parseJsonText(readTextFile(path), path);
  const object = asRecord(value);
  if (!object) throw new ImportError(path, 1, `${basename(path)} must hold a JSON object`);
  return object;
}

/**
 * Reads one model repository folder as a raw model record: what every repository folder gives
 * (see readRepoFolder), the card's `pipeline_tag` and `library_name`, config.json as `config`
 * with the Hub's fields from other files beside it (tokenizer_config.json as
 * `config.tokenizer_config`, chat_template.jinja as `config.chat_template_jinja`), and the tags
 * the Hub derives. `links`: see readRepoFolder.
 */
export function readModelFolder(dir: string, id: string, links?: LinkBoundary): Record<string, unknown> {
  const { record, card, files } = readRepoFolder(dir, id, links);
  if (typeof card?.pipeline_tag === "string") record.pipeline_tag = card.pipeline_tag;
  if (typeof card?.library_name === "string") record.library_name = card.library_name;
  const configPath = join(dir, "config.json");
  let config = existsSync(configPath) ? readJsonObject(configPath) : undefined;
  const tokenizerConfigPath = join(dir, "tokenizer_config.json");
  if (existsSync(tokenizerConfigPath)) {
    config = { ...config, tokenizer_config: readJsonObject(tokenizerConfigPath) };
  }
  const chatTemplatePath = join(dir, "chat_template.jinja");
  if (existsSync(chatTemplatePath))
    config = { ...config, chat_template_jinja: readTextFile(chatTemplatePath) };
  if (config) record.config = config;
  record.tags = derivedTags(card, files, config);
  return record;
}
