import { startTransition, useCallback, useEffect, useState } from "react";
import { readStoredIds, writeStoredIds } from "./stored-ids";

const STORAGE_KEY = "modelhub:local-apps-order";

/**
 * The page's apps in the visitor's order: those they placed as they placed them, and each app
 * they never placed (one a page of other models did not offer) right after the app it follows in
 * the page's own order, or first when it leads that order.
 */
export function arrangeApps<T extends { id: string }>(apps: readonly T[], order: readonly string[]): T[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  const arranged = apps
    .filter((app) => rank.has(app.id))
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  apps.forEach((app, index) => {
    if (rank.has(app.id)) return;
    const previous = apps[index - 1];
    arranged.splice(previous ? arranged.indexOf(previous) + 1 : 0, 0, app);
  });
  return arranged;
}

/**
 * The order to keep after the visitor moves app `id` of `shown` (the page's apps as arranged) by
 * `offset` places: the page's new order, then the apps of other pages it had placed, as they were.
 * Unchanged when the move would leave the list.
 */
export function movedOrder(
  shown: readonly string[],
  id: string,
  offset: -1 | 1,
  stored: readonly string[],
): string[] {
  const from = shown.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= shown.length) return [...stored];
  const page = [...shown];
  [page[from], page[to]] = [page[to] as string, page[from] as string];
  return [...page, ...stored.filter((other) => !shown.includes(other))];
}

/**
 * The order the visitor gave the local apps, remembered in the browser, and a way to change it
 * (an empty list: the page's own order). Undefined until the page has hydrated: the server renders
 * its own order, and the first render must match it.
 */
export function useLocalAppOrder(): [readonly string[] | undefined, (order: readonly string[]) => void] {
  const [order, setOrder] = useState<readonly string[]>();
  useEffect(() => {
    const stored = readStoredIds(STORAGE_KEY);
    startTransition(() => setOrder(stored));
  }, []);
  const update = useCallback((next: readonly string[]) => {
    setOrder(next);
    writeStoredIds(STORAGE_KEY, next);
  }, []);
  return [order, update];
}
