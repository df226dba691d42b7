// Lists of ids a visitor's choices keep in the browser's localStorage, as JSON arrays.

/** The stored ids, or none when there are none or the text is not a list of them (storage is the visitor's to edit). */
export function parseStoredIds(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** The ids stored under `key`; none when storage is off (private windows, policies). */
export function readStoredIds(key: string): string[] {
  try {
    return parseStoredIds(window.localStorage.getItem(key));
  } catch {
    return [];
  }
}

/** Stores `ids` under `key` (an empty list removes it); when storage is off the choice lasts for the page. */
export function writeStoredIds(key: string, ids: readonly string[]): void {
  try {
    if (ids.length) window.localStorage.setItem(key, JSON.stringify(ids));
    else window.localStorage.removeItem(key);
  } catch {
    // Not remembered, still applied.
  }
}
