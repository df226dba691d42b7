import { type Kysely, sql } from "kysely";
import type { PostgresTables } from "../../postgres/postgres-tables";
import { SPACE_LISTING_INDEXES } from "../../spaces/space-listing-indexes";
import { normalizeSpaceRecord } from "../../spaces/space-record";
import { spaceFilterTags, spaceRowColumns } from "../../spaces/space-row";
import type { PostgresMigration } from "./postgres-migration";

/** Rows read and written at a time. */
const BATCH_ROWS = 5_000;

/**
 * Lists spaces: the columns a spaces listing filters and sorts by (dates and the lower-cased
 * search text compared byte by byte, as SQLite does), the tags it filters by, an index per sort
 * and one of the search text's trigrams; every stored space's columns and tag rows filled from
 * its record. Running it again over its own result changes nothing.
 */
export const spaceListingColumns: PostgresMigration = {
  version: 5,
  name: "spaces listing columns, tag rows and indexes",
  async up(db) {
    await sql`
      ALTER TABLE spaces
        ADD COLUMN IF NOT EXISTS title text,
        ADD COLUMN IF NOT EXISTS sdk text COLLATE "C",
        ADD COLUMN IF NOT EXISTS likes double precision NOT NULL DEFAULT 0,
        ADD COLUMN IF NOT EXISTS trending_score double precision NOT NULL DEFAULT 0,
        ADD COLUMN IF NOT EXISTS created_at text COLLATE "C" NOT NULL DEFAULT '',
        ADD COLUMN IF NOT EXISTS last_modified text COLLATE "C" NOT NULL DEFAULT '',
        ADD COLUMN IF NOT EXISTS search_text text COLLATE "C" NOT NULL DEFAULT '';
      CREATE TABLE IF NOT EXISTS space_tags (
        tag text COLLATE "C" NOT NULL,
        space_rowid bigint NOT NULL REFERENCES spaces (rowid) ON DELETE CASCADE,
        PRIMARY KEY (tag, space_rowid)
      );
      CREATE INDEX IF NOT EXISTS space_tags_by_space ON space_tags (space_rowid);
    `.execute(db);
    const tables = db as Kysely<PostgresTables>;
    for (let after = 0; ; ) {
      const rows = await tables
        .selectFrom("spaces")
        .select(["rowid", "record"])
        .where("rowid", ">", after)
        .orderBy("rowid")
        .limit(BATCH_ROWS)
        .execute();
      const last = rows.at(-1);
      if (!last) break;
      after = Number(last.rowid);
      const updated = rows.map((row) => {
        const space = normalizeSpaceRecord(JSON.parse(row.record));
        return { rowid: Number(row.rowid), space, ...spaceRowColumns(space) };
      });
      await sql`UPDATE spaces s SET title = u.title, sdk = u.sdk, likes = u.likes,
          trending_score = u.trending_score, created_at = u.created_at,
          last_modified = u.last_modified, search_text = u.search_text
        FROM jsonb_to_recordset(${JSON.stringify(updated.map(({ space: _, ...columns }) => columns))}::jsonb)
          AS u (rowid bigint, title text, sdk text, likes double precision, trending_score double precision,
            created_at text, last_modified text, search_text text)
        WHERE s.rowid = u.rowid`.execute(db);
      const tagRows = updated.flatMap(({ rowid, space }) =>
        spaceFilterTags(space).map((tag) => ({ tag, space_rowid: rowid })),
      );
      // Two parameters a row, within PostgreSQL's 65,535 a statement.
      for (let start = 0; start < tagRows.length; start += 30_000) {
        await tables
          .insertInto("space_tags")
          .values(tagRows.slice(start, start + 30_000))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    }
    for (const { name, columns } of SPACE_LISTING_INDEXES) {
      await sql`CREATE INDEX IF NOT EXISTS ${sql.id(name)} ON spaces (${sql.join([...columns, "rowid"].map((column) => sql.id(column)))})`.execute(
        db,
      );
    }
    // A search's words are found in the search text through its trigrams, as ids' are in models.
    await sql`CREATE INDEX IF NOT EXISTS spaces_search_trigrams ON spaces USING gin (search_text gin_trgm_ops)`.execute(
      db,
    );
  },
};
