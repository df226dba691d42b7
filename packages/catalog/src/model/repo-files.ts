// A repository's files as a file browser shows them: grouped by folder, with counts and sizes,
// capped so that a repository of 100,000 files still makes a small page.
import type { ModelFile, ModelRecord } from "./model-record-types";

/** One folder of the listing, with the totals of all its files and the files shown. */
export interface RepoFolder {
  /** Its path, "" for the repository's root. */
  path: string;
  /** How many files it holds (directly), shown or not. */
  count: number;
  /** Bytes of those files that have a size. */
  bytes: number;
  /** How many of them have no size. */
  unsized: number;
  /** The files shown, by name. */
  files: ModelFile[];
}

/** A repository's files grouped by folder, root first, then folders by path. */
export interface RepoFileListing {
  /** The folders holding a shown file. */
  folders: RepoFolder[];
  /** How many files are shown in all. */
  shown: number;
  /** How many files the repository has. */
  total: number;
}

function folderOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash === -1 ? "" : path.slice(0, slash);
}

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The files grouped by folder (each path once: its first listing counts), the root's first, and
 * in each folder by name; only the first `limit` files in that order are listed, the folders'
 * counts and sizes cover every file.
 */
export function listRepoFiles(files: readonly ModelFile[], limit: number): RepoFileListing {
  const folders = new Map<string, RepoFolder>();
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.rfilename)) continue;
    seen.add(file.rfilename);
    const path = folderOf(file.rfilename);
    let folder = folders.get(path);
    if (!folder) {
      folder = { path, count: 0, bytes: 0, unsized: 0, files: [] };
      folders.set(path, folder);
    }
    folder.count++;
    if (file.size === undefined) folder.unsized++;
    else folder.bytes += file.size;
    folder.files.push(file);
  }
  const ordered = [...folders.values()].sort((a, b) => byPath(a.path, b.path));
  let room = limit;
  const shown: RepoFolder[] = [];
  for (const folder of ordered) {
    if (room <= 0) break;
    folder.files.sort((a, b) => byPath(a.rfilename, b.rfilename));
    folder.files = folder.files.slice(0, room);
    room -= folder.files.length;
    shown.push(folder);
  }
  return { folders: shown, shown: limit - room, total: seen.size };
}

/** A text file whose content the record carries, and the language to highlight it as. */
export interface RecordTextFile {
  text: string;
  language: "markdown" | "json" | "jinja";
  /** What a reader should know about where the text comes from. */
  note?: string;
}

/**
 * Keys of the Hub's `config` that come from other files than config.json: tokenizer_config.json's
 * fields and the chat_template.jinja file. They are shown as those files, not inside config.json.
 */
const OTHER_FILES_CONFIG_KEYS = new Set(["tokenizer_config", "chat_template_jinja"]);

/**
 * The files whose text the record itself holds, by path: README.md (the card, as imported),
 * config.json (the record's `config`, written out again: a Hub API record holds the fields the Hub
 * reads from it, a folder import the whole file), tokenizer_config.json (the `config.tokenizer_config`
 * the Hub keeps, a folder import the whole file) and chat_template.jinja (`config.chat_template_jinja`,
 * the file's text). Only files the record lists are given.
 */
export function recordTextFiles(
  model: Pick<ModelRecord, "siblings" | "readme" | "config">,
): Map<string, RecordTextFile> {
  const listed = new Set((model.siblings ?? []).map((file) => file.rfilename));
  const texts = new Map<string, RecordTextFile>();
  if (listed.has("README.md") && model.readme !== undefined) {
    texts.set("README.md", { text: model.readme, language: "markdown" });
  }
  const config = model.config;
  if (listed.has("config.json") && config !== undefined) {
    const own = Object.fromEntries(
      Object.entries(config).filter(([key]) => !OTHER_FILES_CONFIG_KEYS.has(key)),
    );
    texts.set("config.json", {
      text: JSON.stringify(own, null, 2),
      language: "json",
      note: "The fields of config.json that this hub holds, laid out anew.",
    });
  }
  const tokenizerConfig = config?.tokenizer_config;
  if (
    listed.has("tokenizer_config.json") &&
    typeof tokenizerConfig === "object" &&
    tokenizerConfig !== null
  ) {
    texts.set("tokenizer_config.json", {
      text: JSON.stringify(tokenizerConfig, null, 2),
      language: "json",
      note: "The fields of tokenizer_config.json that this hub holds, laid out anew.",
    });
  }
  const chatTemplate = config?.chat_template_jinja;
  if (listed.has("chat_template.jinja") && typeof chatTemplate === "string") {
    texts.set("chat_template.jinja", { text: chatTemplate, language: "jinja" });
  }
  return texts;
}

/** Extensions of the small text files a repository holds beside its weights (configs, templates, notes). */
const TEXT_FILE = /\.(?:json|jinja|txt|md|ya?ml)$/i;

/** Above this size a text file is data (a vocabulary, a tokenizer), not something read on a page. */
const SMALL_TEXT_BYTES = 1_000_000;

/**
 * The small text files the repository lists whose text the record does not hold (e.g.
 * generation_config.json: the Hub's records carry no copy of it), in path order: the page names
 * them instead of showing a text it would have to invent.
 */
export function textFilesNotHeld(files: readonly ModelFile[], held: ReadonlyMap<string, unknown>): string[] {
  const names = new Set<string>();
  for (const file of files) {
    if (held.has(file.rfilename) || !TEXT_FILE.test(file.rfilename)) continue;
    if (file.size !== undefined && file.size > SMALL_TEXT_BYTES) continue;
    names.add(file.rfilename);
  }
  return [...names].sort(byPath);
}
