import { cardSearchText } from "../full-text-query";
import type { SearchWords } from "../pending-search-rows";
import type { DatasetRecord } from "./dataset-record";

/** A dataset's full-text columns: its id, its author, and its description and card. */
export function datasetSearchRow(record: DatasetRecord): SearchWords {
  return {
    id: record.id,
    author: record.author ?? "",
    card: [record.description ?? "", cardSearchText(record.readme)].join("\n"),
  };
}
