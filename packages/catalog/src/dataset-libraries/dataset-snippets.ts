import type { LibrarySnippet } from "../libraries/types";
import { isValidRepoId } from "../model/model-record";
import { DATASET_LIBRARIES } from "./index";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

const LIBRARIES: Readonly<Record<string, DatasetLibraryEntry>> = DATASET_LIBRARIES;

/**
 * The snippets that load `dataset` with the library `libraryId`; empty for an unknown library, a
 * dataset id that is not a repository id, or when the builder fails on odd input. Never throws.
 */
export function getDatasetLibrarySnippets(libraryId: string, dataset: DatasetSnippetInput): LibrarySnippet[] {
  if (!Object.hasOwn(LIBRARIES, libraryId) || !isValidRepoId(dataset.id)) return [];
  try {
    return LIBRARIES[libraryId]!.snippets(dataset);
  } catch {
    return [];
  }
}
