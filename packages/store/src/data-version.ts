import type { Database } from "./database";

/**
 * A text that changes whenever the data may have: another connection committed (`PRAGMA
 * data_version`) or this connection wrote (`total_changes()`). One small query.
 */
export function dataVersion(db: Database): string {
  return (
    db.get<{ v: string }>(
      "SELECT (SELECT data_version FROM pragma_data_version) || ':' || total_changes() AS v",
    )?.v ?? ""
  );
}
