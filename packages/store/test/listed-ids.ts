import type { ModelQuery } from "../src/models/model-query";
import type { Store } from "../src/store";

/**
 * Every id a model listing holds, read page after page through its cursors, `pageSize` at a time
 * (stopping once `max` ids are read).
 */
export async function listedIds(
  store: Pick<Store, "models">,
  query: ModelQuery,
  pageSize: number,
  max = Number.POSITIVE_INFINITY,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.models.list({ ...query, limit: pageSize, ...(cursor ? { cursor } : {}) });
    ids.push(...page.items.map((model) => model.id));
    cursor = page.nextCursor;
  } while (cursor && ids.length < max);
  return ids;
}
