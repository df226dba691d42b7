import type { Store } from "@modelhub/store";
import { type CatalogueSorts, catalogueSorts, type TopEntry } from "./catalogue-sorts";

/** The catalogues whose sorts are kept: each repository's own listing. */
type Catalogue = "models" | "datasets";

/** Each store's catalogue sorts, with the data version they were read at. */
const kept = new WeakMap<object, Map<Catalogue, { version: string; sorts: Promise<CatalogueSorts> }>>();

/**
 * The sorts `catalogue` offers (catalogueSorts), read once per data version of the store: they
 * change only when its data does, and reading them takes a store read for each order.
 */
export async function catalogueSortsOf(
  store: Store,
  catalogue: Catalogue,
  top: TopEntry,
  options: { byParameters?: boolean } = {},
): Promise<CatalogueSorts> {
  const version = await store.dataVersion();
  let byCatalogue = kept.get(store);
  if (!byCatalogue) {
    byCatalogue = new Map();
    kept.set(store, byCatalogue);
  }
  const known = byCatalogue.get(catalogue);
  if (known?.version === version) return known.sorts;
  const sorts = catalogueSorts(top, options);
  byCatalogue.set(catalogue, { version, sorts });
  // A read that failed is read again by the next request.
  sorts.catch(() => {
    if (byCatalogue.get(catalogue)?.sorts === sorts) byCatalogue.delete(catalogue);
  });
  return sorts;
}
