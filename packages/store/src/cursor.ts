/** Raised when a paging cursor is not one this store issued for the same sort. */
export class InvalidCursorError extends Error {
  override name = "InvalidCursorError";
}

/** One sort column's value. */
type SortValue = number | string;

const isSortValue = (value: unknown): value is SortValue =>
  typeof value === "number" || typeof value === "string";

/** Where a page ends: the last row's sort value and rowid (the tie-breaker), for one sort order. */
export interface CursorPosition {
  /** The sort the cursor belongs to, e.g. "downloads:desc"; a cursor is refused under another. */
  order: string;
  /** The last row's value of the sort column, or of each, for sorts with a tie-break column. */
  value: SortValue | SortValue[];
  /** The last row's rowid: orders rows with equal sort values, so pages never skip or repeat. */
  rowid: number;
}

/** Encodes a position as an opaque URL-safe string. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.order, position.value, position.rowid])).toString("base64url");
}

/** Decodes a cursor issued by `encodeCursor` for `order`; throws InvalidCursorError otherwise. */
export function decodeCursor(cursor: string, order: string): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new InvalidCursorError("cursor is not one this server issued");
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    typeof parsed[0] !== "string" ||
    !(isSortValue(parsed[1]) || (Array.isArray(parsed[1]) && parsed[1].every(isSortValue))) ||
    !Number.isSafeInteger(parsed[2])
  ) {
    throw new InvalidCursorError("cursor is not one this server issued");
  }
  if (parsed[0] !== order) {
    throw new InvalidCursorError(`cursor belongs to sort "${parsed[0]}", not "${order}"`);
  }
  return { order, value: parsed[1], rowid: parsed[2] as number };
}
