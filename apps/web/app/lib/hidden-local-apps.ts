import { startTransition, useCallback, useEffect, useState } from "react";
import { readStoredIds, writeStoredIds } from "./stored-ids";

const STORAGE_KEY = "modelhub:hidden-local-apps";

/**
 * The local apps the visitor hid, remembered in the browser, and a way to hide or show one.
 * Undefined until the page has hydrated: the server renders every app, and the first render
 * must match it.
 */
export function useHiddenLocalApps(): [
  ReadonlySet<string> | undefined,
  (id: string, hidden: boolean) => void,
] {
  const [hidden, setHidden] = useState<ReadonlySet<string>>();
  useEffect(() => {
    const stored = readStoredIds(STORAGE_KEY);
    startTransition(() => setHidden(new Set(stored)));
  }, []);
  const update = useCallback(
    (id: string, hide: boolean) => {
      const next = new Set(hidden);
      if (hide) next.add(id);
      else next.delete(id);
      setHidden(next);
      writeStoredIds(STORAGE_KEY, [...next].sort());
    },
    [hidden],
  );
  return [hidden, update];
}
