import { normalizeStoredModelRecord } from "@modelhub/catalog/records";
import { derivedModelTags, GGUF_FITS_TAG_PREFIX, LOCAL_APP_TAG_PREFIX } from "./model-derived-tags";

/** Whether a derived tag is of a kind stores written before the local apps' tags lack. */
const isNewKind = (tag: string) =>
  tag.startsWith(LOCAL_APP_TAG_PREFIX) || tag.startsWith(GGUF_FITS_TAG_PREFIX);

/**
 * The local apps' and the hardware fit's derived tags (see derivedModelTags) that a stored model
 * lacks, from its stored record and the derived tags its row has: what the migrations adding them
 * write, on either engine. A record the normalizer now refuses keeps the tags it has.
 */
export function missingLocalAppTags(record: string, present: readonly string[]): string[] {
  const raw: unknown = JSON.parse(record);
  let derived: string[];
  try {
    derived = derivedModelTags(normalizeStoredModelRecord(raw), raw);
  } catch {
    return [];
  }
  return derived.filter((tag) => isNewKind(tag) && !present.includes(tag));
}
