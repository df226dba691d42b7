import { cardSearchText } from "../full-text-query";
import type { SearchWords } from "../pending-search-rows";
import { type DatasetRecord, normalizeStoredDatasetRecord } from "./dataset-record";

/** A dataset's full-text columns: its id, its author, and its description and card. */
export function datasetSearchRow(record: DatasetRecord): SearchWords {
  return {
    id: record.id,
    author: record.author ?? "",
    card: [record.description ?? "", cardSearchText(record.readme)].join("\n"),
  };
}

/**
 * The full-text columns of a stored dataset, from its record; from its id and author alone when
 * the record no longer normalizes (a migration must not lose the row).
 */
export function storedDatasetSearchRow(row: {
  id: string;
  author: string | null;
  record: string;
}): SearchWords {
  try {
    return datasetSearchRow(normalizeStoredDatasetRecord(JSON.parse(row.record)));
  } catch {
    return datasetSearchRow({ id: row.id, tags: [], ...(row.author ? { author: row.author } : {}) });
  }
}
