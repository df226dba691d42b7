import { MODEL_LIBRARIES } from "@modelhub/catalog";

/**
 * The facet counting models per library. A model's libraries are the catalogue's libraries among
 * its indexed tags, which hold its library_name (see derivedModelTags): the Hub's library filter
 * is a tag filter, so a GGUF repository counts under gguf whatever its library_name.
 */
export const LIBRARY_FACET = "library";

/** The catalogue's library ids: the tags the library facet counts. */
export const LIBRARY_IDS: ReadonlySet<string> = new Set(Object.keys(MODEL_LIBRARIES));

/** Whether a tag names a library of the catalogue (and so is counted under the library facet). */
export function isLibraryTag(tag: string): boolean {
  return LIBRARY_IDS.has(tag);
}
