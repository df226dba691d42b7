import type { ModelRecord } from "../model/model-record";

/** Languages a library snippet can be written in (each is syntax-checked by the tests). */
export type SnippetLanguage = "python" | "js" | "ts" | "sh";

/** One "Use this model" code block. */
export interface LibrarySnippet {
  /** The language of `content`. */
  language: SnippetLanguage;
  /** The code, indented with 4 spaces, without a trailing newline. */
  content: string;
  /** Short caption shown above the block, e.g. "Load model directly". */
  title?: string;
}

/**
 * One test on a repository file; every field given must hold (they are ANDed).
 * Mirrors the Hub's download-count query fields: path, path_prefix, path_extension, path_filename.
 */
export interface FileCondition {
  /** Exact path from the repository root, e.g. "config.json". */
  path?: string;
  /** The file's folder prefix including the trailing slash, e.g. "checkpoints/". */
  pathPrefix?: string;
  /** The file name without folder and extension (the Hub's path_filename), e.g. "config". */
  fileName?: string;
  /** File extension without the dot, e.g. "gguf". */
  extension?: string;
  /** When true, the file must sit in a sub-folder (not at the repository root). */
  inSubfolder?: boolean;
}

/**
 * Which repository files count as a download of a model of this library.
 * A file counts when it matches any listed path, file name, path prefix or extension, or all the
 * fields of any one entry of `allOf`. See `fileCountsAsDownload` in libraries/count-downloads.ts.
 */
export interface CountDownloadsRule {
  /** Exact paths from the repository root, e.g. "config.json". */
  paths?: readonly string[];
  /** File names without folder and extension (the Hub's path_filename), e.g. "model_index". */
  fileNames?: readonly string[];
  /** Path prefixes, e.g. "checkpoints/". */
  pathPrefixes?: readonly string[];
  /** File extensions without the dot, e.g. "gguf". */
  extensions?: readonly string[];
  /** Combined conditions, e.g. `{ fileName: "config", extension: "cfg" }` for config.cfg in any folder. */
  allOf?: readonly FileCondition[];
}

/** Builds the snippets for one model; may return an empty list when it has nothing to say. */
export type LibrarySnippetBuilder = (model: ModelRecord) => LibrarySnippet[];

interface LibraryEntryBase {
  /** Display name, e.g. "Transformers". */
  prettyLabel: string;
  /** Name of the library's repository. */
  repoName: string;
  /** URL of the library's source repository. */
  repoUrl: string;
  /** URL of its documentation, when it has its own. */
  docsUrl?: string;
  /** Offered as a filter on the model listing. */
  filter: boolean;
  /** How downloads are counted; absent means the hub's default rule. */
  countDownloads?: CountDownloadsRule;
}

/** A model library: its catalogue entry and either a snippet builder or the reason it has none. */
export type ModelLibraryEntry = LibraryEntryBase &
  (
    | {
        /** Builds the library's "Use this model" snippets for a model. */
        snippets: LibrarySnippetBuilder;
        noSnippetsReason?: never;
      }
    | {
        snippets?: never;
        /** Why the library has no snippet builder, for maintainers and the API. */
        noSnippetsReason: string;
      }
  );
