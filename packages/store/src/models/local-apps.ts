import { GGUF_RUNNERS } from "@modelhub/catalog";

/**
 * Whether an `apps` filter value is an app whose models this store can tell (they carry
 * GGUF_RUNNERS_TAG, see derivedModelTags). Apart from the derived tags, whose module the parsing
 * worker loads without the catalogue's runner table.
 */
export function isKnownLocalApp(app: string): app is keyof typeof GGUF_RUNNERS {
  return Object.hasOwn(GGUF_RUNNERS, app);
}
