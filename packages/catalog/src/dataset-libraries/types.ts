import type { LibrarySnippet } from "../libraries/types";

/** What a dataset snippet needs to know about the dataset. */
export interface DatasetSnippetInput {
  /** The dataset repository id, `owner/name`. */
  id: string;
  /** Paths of the repository's files, when known; libraries that read single files pick from them. */
  files?: readonly string[];
}

/** Builds the snippets that load one dataset with a library. */
export type DatasetSnippetBuilder = (dataset: DatasetSnippetInput) => LibrarySnippet[];

/** A library datasets can be loaded with, and how. */
export interface DatasetLibraryEntry {
  /** Display name, e.g. "pandas". */
  prettyLabel: string;
  /** Name of the library's repository. */
  repoName: string;
  /** URL of the library's source repository. */
  repoUrl: string;
  /** URL of the guide to using it with hub datasets. */
  docsUrl?: string;
  /** The snippets that load a dataset with this library. */
  snippets: DatasetSnippetBuilder;
}
