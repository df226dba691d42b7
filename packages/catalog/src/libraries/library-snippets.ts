import type { ModelRecord } from "../model/model-record";
import { MODEL_LIBRARIES } from "./index";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

const LIBRARIES: Readonly<Record<string, ModelLibraryEntry>> = MODEL_LIBRARIES;

/** The catalogue entry for a library_name, or undefined when the catalogue does not know it. */
export function getModelLibrary(libraryName: string | undefined): ModelLibraryEntry | undefined {
  if (libraryName === undefined || !Object.hasOwn(LIBRARIES, libraryName)) return undefined;
  return LIBRARIES[libraryName];
}

/**
 * The "Use this model" snippets for a model, from the builder of its library (model.library_name).
 * An unknown or missing library, a library without a builder, or a builder that fails on odd
 * metadata all give an empty list: this never throws.
 */
export function getLibrarySnippets(model: ModelRecord): LibrarySnippet[] {
  const builder = getModelLibrary(model.library_name)?.snippets;
  if (!builder) return [];
  try {
    return builder(model);
  } catch {
    return [];
  }
}
