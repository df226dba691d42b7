import { LISTED_LOCAL_APPS, type LocalAppKey } from "@modelhub/catalog";

/**
 * Whether an `apps` filter value is an app whose models this store can tell: one the catalogue
 * lists by the row's loadable GGUF file (LISTED_LOCAL_APPS), whose models carry GGUF_RUNNERS_TAG
 * (see derivedModelTags). Apart from the derived tags, whose module the parsing worker loads
 * without the catalogue's app table.
 */
export function isKnownLocalApp(app: string): app is LocalAppKey {
  return (LISTED_LOCAL_APPS as readonly string[]).includes(app);
}
