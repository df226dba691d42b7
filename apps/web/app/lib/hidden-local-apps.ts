import { startTransition, useCallback, useEffect, useState } from "react";

const STORAGE_KEY = "modelhub:hidden-local-apps";

/** The stored ids, or none when there are none or the text is not a list of them (storage is the visitor's to edit). */
export function parseHiddenLocalApps(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

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
    let stored: string[] = [];
    try {
      stored = parseHiddenLocalApps(window.localStorage.getItem(STORAGE_KEY));
    } catch {
      // Storage may be off (private windows, policies): choices then last for the page.
    }
    startTransition(() => setHidden(new Set(stored)));
  }, []);
  const update = useCallback(
    (id: string, hide: boolean) => {
      const next = new Set(hidden);
      if (hide) next.add(id);
      else next.delete(id);
      setHidden(next);
      try {
        if (next.size) window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...next].sort()));
        else window.localStorage.removeItem(STORAGE_KEY);
      } catch {
        // As above: not remembered, still applied.
      }
    },
    [hidden],
  );
  return [hidden, update];
}
