import { normalizeStoredModelRecord } from "@modelhub/catalog";
import { modelCardText } from "../models/model-row";

/** A stored model as the migrations that write its full-text row read it. */
export interface StoredSearchSource {
  rowid: number;
  id: string;
  author: string | null;
  downloads: number;
  /** The raw record's JSON text. */
  record: string;
}

/**
 * The card text of a stored raw record, or "" when the normalizer now refuses the record: such a
 * model keeps its id and author searchable.
 */
export function storedCardText(record: string): string {
  try {
    const raw: unknown = JSON.parse(record);
    return modelCardText(normalizeStoredModelRecord(raw), raw);
  } catch {
    return "";
  }
}
