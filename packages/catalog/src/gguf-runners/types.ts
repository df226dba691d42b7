import type { LibrarySnippet } from "../libraries/types";

/** The GGUF file a runner snippet loads: a real file of the repository, and its quant when named. */
export interface GgufFileChoice {
  /** The model's repository id. */
  repoId: string;
  /** Path of the chosen .gguf file in the repository (the first shard of a split file). */
  file: string;
  /** The quant label the file name states (e.g. "Q4_K_M", "UD-Q2_K_XL"); absent when it states none. */
  quant?: string;
}

/** An app that runs GGUF files locally, and the commands that run a model's file with it. */
export interface GgufRunner {
  /** Display name, e.g. "llama.cpp". */
  prettyLabel: string;
  /** Where its documentation lives. */
  docsUrl: string;
  /** The shell commands that install it (when needed) and run the chosen file. */
  snippets: (choice: GgufFileChoice) => LibrarySnippet[];
}
