import { MirrorError } from "./mirror-error";
import type { MirrorKind } from "./mirror-selection";

/** An upstream's answer as records, each an object with an `id`, or a MirrorError naming `url`. */
export function asRecordList(value: unknown, url: string): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new MirrorError(url, "expected a JSON array of records");
  return value.map((item, index) => {
    if (typeof item !== "object" || item === null || typeof (item as { id?: unknown }).id !== "string") {
      throw new MirrorError(url, `item ${index + 1} is not a record with an "id"`);
    }
    return item as Record<string, unknown>;
  });
}

/** The error of a listing the upstream answers with a 404. */
export function noSuchListing(url: string, kind: MirrorKind): MirrorError {
  return new MirrorError(url, `no such listing (HTTP 404): the upstream has no /api/${kind}`);
}
