import type { Database } from "../database";
import { SPACE_LISTING_INDEXES } from "../spaces/space-listing-indexes";
import { normalizeSpaceRecord } from "../spaces/space-record";
import { spaceFilterTags, spaceRowColumns } from "../spaces/space-row";
import type { Migration } from "./migration";

/** The columns a spaces listing filters and sorts by, with their types. */
const COLUMNS = [
  "title TEXT",
  "sdk TEXT",
  "likes REAL NOT NULL DEFAULT 0",
  "trending_score REAL NOT NULL DEFAULT 0",
  "created_at TEXT NOT NULL DEFAULT ''",
  "last_modified TEXT NOT NULL DEFAULT ''",
  "search_text TEXT NOT NULL DEFAULT ''",
];

const TAG_TABLE = `
CREATE TABLE IF NOT EXISTS space_tags (
  tag TEXT NOT NULL,
  space_rowid INTEGER NOT NULL,
  PRIMARY KEY (tag, space_rowid)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS space_tags_by_space ON space_tags (space_rowid);
CREATE VIRTUAL TABLE IF NOT EXISTS spaces_names USING fts5 (
  search_text, tokenize = 'trigram', content = '', contentless_delete = 1
);
`;

/** Adds the listing columns the spaces table lacks (all of them, unless it ran before). */
function addColumns(db: Database): void {
  const present = new Set(db.all<{ name: string }>("PRAGMA table_info(spaces)").map((column) => column.name));
  for (const column of COLUMNS) {
    const [name = ""] = column.split(" ");
    if (!present.has(name)) db.exec(`ALTER TABLE spaces ADD COLUMN ${column}`);
  }
}

/** Rows read per statement. */
const ROWS_PER_READ = 5000;

/** Fills every stored space's listing columns and tag rows from its record. */
function fillSpaceColumns(db: Database): void {
  for (let after = 0; ; ) {
    const rows = db.all<{ rowid: number; record: string }>(
      "SELECT rowid, record FROM spaces WHERE rowid > ? ORDER BY rowid LIMIT ?",
      [after, ROWS_PER_READ],
    );
    const last = rows.at(-1);
    if (!last) break;
    after = last.rowid;
    fillRows(db, rows);
  }
}

function fillRows(db: Database, rows: readonly { rowid: number; record: string }[]): void {
  for (const row of rows) {
    const space = normalizeSpaceRecord(JSON.parse(row.record));
    const columns = spaceRowColumns(space);
    db.run(
      `UPDATE spaces SET title = ?, sdk = ?, likes = ?, trending_score = ?, created_at = ?,
         last_modified = ?, search_text = ? WHERE rowid = ?`,
      [
        columns.title,
        columns.sdk,
        columns.likes,
        columns.trending_score,
        columns.created_at,
        columns.last_modified,
        columns.search_text,
        row.rowid,
      ],
    );
    db.run("DELETE FROM spaces_names WHERE rowid = ?", [row.rowid]);
    db.run("INSERT INTO spaces_names (rowid, search_text) VALUES (?, ?)", [row.rowid, columns.search_text]);
    for (const tag of spaceFilterTags(space)) {
      db.run("INSERT OR IGNORE INTO space_tags (tag, space_rowid) VALUES (?, ?)", [tag, row.rowid]);
    }
  }
}

/**
 * Lists spaces: the columns a spaces listing filters and sorts by, the tags it filters by, an
 * index per sort, and the search text's trigrams (`spaces_names`). Running it again over its own
 * result changes nothing.
 */
export const spaceListingColumns: Migration = {
  version: 19,
  name: "spaces listing columns, tag rows and indexes",
  up(db) {
    addColumns(db);
    db.exec(TAG_TABLE);
    fillSpaceColumns(db);
    for (const { name, columns } of SPACE_LISTING_INDEXES) {
      db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON spaces (${columns.join(", ")})`);
    }
  },
};
