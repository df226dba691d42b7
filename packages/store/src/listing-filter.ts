/** The tables of one listed kind (models or datasets). */
export interface ListingTables {
  main: "models" | "datasets";
  tags: "model_tags" | "dataset_tags";
  tagRowid: "model_rowid" | "dataset_rowid";
  fts: "models_fts" | "datasets_fts";
  /**
   * When the full-text rows are keyed by downloads (see search-key.ts), the SQL of
   * a key from a downloads value and a rowid, and of the rowid in a key. Otherwise the full-text
   * rowid is the main table's rowid.
   */
  searchKey?: { of(downloads: string, rowid: string): string; rowid(key: string): string };
  /**
   * When the tag table holds tag ids instead of names (models: migration 003), the SQL of a tag's
   * id from its name as the `?` parameter. Otherwise the tag column holds the name itself.
   */
  tagKey?: string;
  /**
   * When the main table's rows list their own tags' ids (models: `tag_ids`, see tag-id-list.ts),
   * that column: a tag without tag rows (ListingFilter.searchedTags) is tested on it.
   */
  tagList?: string;
}

/** Conditions of a listing, already validated. All must hold. */
export interface ListingFilter {
  /** Column equalities, e.g. ["pipeline_tag", "text-generation"]. */
  equals: [column: string, value: string][];
  /** Tags every row must carry. */
  tags: string[];
  /**
   * The tags among `tags` and `anyTags` that have no tag rows (models' commonest tags, decision
   * 039), each with the bytes its id has in a row's tag list (ListingTables.tagList), which the
   * row is searched for instead. Planning reads their maintained counts by name, like any tag's.
   */
  searchedTags?: ReadonlyMap<string, Uint8Array>;
  /** Groups of tags: a row must carry at least one tag of each group. */
  anyTags?: string[][];
  /** An FTS5 MATCH expression (see toFullTextQuery). */
  match?: string;
  /**
   * For a filter matching many rows: walk the sort column's index and test each row against the
   * filter (a page needs only a few hundred steps), instead of sorting every match. Set by the
   * repository (see manyMatchesQuery for searches, prefersSortIndexWalk for the others).
   */
  walkSortIndex?: boolean;
  /**
   * For a search with other conditions: read the search's matches first (in key order for the
   * downloads sort when full-text rows are keyed by downloads, so a page stops early) and test the
   * other conditions on each, instead of reading the other conditions' rows and probing the
   * matches. Set by the repository when the search has fewer matches (see planFilteredSearch for
   * listings, drivenBySearchWhenCheaper for counts and tallies).
   */
  driveBySearch?: boolean;
  /**
   * For a one-letter search within a narrow condition: test the search on each row the other
   * conditions give, a lookup of the row's key in the full-text index, instead of collecting
   * every match first, which for such a word can be every row (decision 058). Set by the
   * repository (see probesSearch).
   */
  probeSearch?: boolean;
  /**
   * Read the rows of the first any-of tag group (e.g. several providers) first, de-duplicated,
   * and sort them: for a group with few rows, which otherwise would be probed on every row walked.
   * Set by the repository (see planTagGroup).
   */
  driveByTagGroup?: boolean;
  /**
   * For a count with column equalities and tags: read the rows through an equality's index, which
   * holds each row's downloads and rowid (all the tag probes and the search need), instead of each
   * of the first tag's rows and then its main-table row (ten times the cost per row). Set by the
   * repository unless the tags are far narrower (see countModels).
   */
  driveByColumns?: boolean;
  /**
   * The handle of a row set lent to the statement (lendRowSet) that holds exactly the rows the
   * conditions match: a walk of the sort index then tests each row's bit (`in_row_set`) instead
   * of the conditions (decision 057). Set by the repository, with walkSortIndex.
   */
  rowSet?: number;
  /**
   * The handle of the search's matches as a lent row set (lendRowSet), standing in for `match`: a
   * bounded walk tests each row's bit instead of probing the full-text index (decision 063). Set by
   * the repository.
   */
  searchRowSet?: number;
  /**
   * The rowids to read, as a JSON array (few: decisions 057 and 063): the page reads these rows,
   * tests the filter's other conditions on each and sorts them. Set by the repository.
   */
  rowids?: string;
  /**
   * For a count that tests tags on the main table's rows (searchedTags) with no narrow way in:
   * read the whole table in rowid order (110 ms at a million rows, where reading 564,000 of them
   * through the task index, a jump to a page per row, took 1.75 s; decision 039). Set by the
   * repository.
   */
  scanMainTable?: boolean;
}

/** How many conditions a filter holds: equalities, tags, tag groups and the search. */
export function conditionCount(filter: ListingFilter): number {
  return filter.equals.length + filter.tags.length + (filter.anyTags?.length ?? 0) + (filter.match ? 1 : 0);
}
