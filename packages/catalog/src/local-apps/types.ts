import type { LibrarySnippet } from "../libraries/types";
import type { ModelRecord } from "../model/model-record";
import type { ListedWhen } from "./listing-rules";

export type { ListedWhen } from "./listing-rules";

/** The GGUF file a local-app snippet loads: a real file of the repository, and its quant when named. */
export interface GgufFileChoice {
  /** The model's repository id. */
  repoId: string;
  /** Path of the chosen .gguf file in the repository (the first shard of a split file). */
  file: string;
  /** The quant label the file name states (e.g. "Q4_K_M", "UD-Q2_K_XL"); absent when it states none. */
  quant?: string;
}

/** The main kind of model an app runs, as a task id. */
export type LocalAppTask = "text-generation" | "text-to-image";

/**
 * An app or serving engine that runs a model on the visitor's own machine: which models it
 * shows for, and how to start it, as commands to paste, a link that opens the app, or both.
 * `choice` is the GGUF file the page's quant picker chose (undefined for a model without a
 * loadable .gguf file); apps that do not run GGUF files ignore it.
 */
export interface LocalApp {
  /** Display name, e.g. "llama.cpp". */
  prettyLabel: string;
  /** Where its documentation lives. */
  docsUrl: string;
  /** The kind of model it is mainly for. */
  mainTask: LocalAppTask;
  /** Whether it runs on macOS only (the page marks it). */
  macOSOnly?: boolean;
  /** Whether the model page offers it for this model. */
  shows: (model: ModelRecord) => boolean;
  /** The commands that install it (when needed), run the model and call the started server. */
  snippets?: (model: ModelRecord, choice: GgufFileChoice | undefined) => LibrarySnippet[];
  /** The link that opens the model in the app (a custom scheme or the app's web import page). */
  deepLink?: (model: ModelRecord, choice: GgufFileChoice | undefined) => string;
  /** How a listing finds the models it shows for: the ways a model qualifies, any one of them (LISTED_BY). */
  listedBy?: readonly ListedWhen[];
}
