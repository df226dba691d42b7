import { type SqlBool, sql } from "kysely";
import type { Database } from "../database";
import { isTrigramTerm, namesQuery } from "../full-text-query";
import type { WriteSummary } from "../models/model-writes";
import { normalizeSpaceRecord, type SpaceRecord } from "./space-record";
import type { SpaceStorage } from "./space-repository";
import { spaceFilterTags, spaceRowColumns } from "./space-row";

/**
 * What a SQLite store does its own way for spaces: its writes (a space's row, tasks, tags and
 * trigram row together, run at once on the connection) and its trigram table of search text.
 */
export class SqliteSpaceStorage implements SpaceStorage {
  constructor(private readonly db: Database) {}

  /** A word of three characters or more is found by its trigrams in `spaces_names`. */
  searchTable(words: readonly string[]) {
    const long = words.filter(isTrigramTerm);
    if (!long.length) return undefined;
    return {
      condition: sql<SqlBool>`m.rowid IN (SELECT rowid FROM spaces_names WHERE spaces_names MATCH ${namesQuery(long)})`,
      others: words.filter((word) => !isTrigramTerm(word)),
    };
  }

  /** Inserts or replaces spaces by id in one transaction (joining an outer one). */
  async upsertMany(raws: Iterable<unknown>, onStored?: (space: SpaceRecord) => void): Promise<WriteSummary> {
    const summary: WriteSummary = { inserted: 0, updated: 0 };
    this.db.transaction(() => {
      for (const raw of raws) {
        const space = normalizeSpaceRecord(raw);
        const existing = this.db.get<{ rowid: number }>("SELECT rowid FROM spaces WHERE id = ?", [space.id]);
        const rowid =
          existing?.rowid ??
          this.db.run("INSERT INTO spaces (id, author, record) VALUES (?, ?, '{}')", [
            space.id,
            space.author ?? null,
          ]).lastInsertRowid;
        const columns = spaceRowColumns(space);
        this.db.run(
          `UPDATE spaces SET author = ?, title = ?, sdk = ?, likes = ?, trending_score = ?,
             created_at = ?, last_modified = ?, search_text = ?, record = ? WHERE rowid = ?`,
          [
            columns.author,
            columns.title,
            columns.sdk,
            columns.likes,
            columns.trending_score,
            columns.created_at,
            columns.last_modified,
            columns.search_text,
            JSON.stringify(space),
            rowid,
          ],
        );
        this.db.run("DELETE FROM space_tasks WHERE space_rowid = ?", [rowid]);
        for (const task of space.tasks) {
          this.db.run("INSERT INTO space_tasks (task, space_rowid) VALUES (?, ?)", [task, rowid]);
        }
        this.db.run("DELETE FROM spaces_names WHERE rowid = ?", [rowid]);
        this.db.run("INSERT INTO spaces_names (rowid, search_text) VALUES (?, ?)", [
          rowid,
          columns.search_text,
        ]);
        this.db.run("DELETE FROM space_tags WHERE space_rowid = ?", [rowid]);
        for (const tag of spaceFilterTags(space)) {
          this.db.run("INSERT INTO space_tags (tag, space_rowid) VALUES (?, ?)", [tag, rowid]);
        }
        if (existing) summary.updated++;
        else summary.inserted++;
        onStored?.(space);
      }
    });
    return summary;
  }

  /** Removes a space, the tasks it demonstrates and its tags (joining an outer transaction); returns whether it existed. */
  async delete(id: string): Promise<boolean> {
    return this.db.transaction(() => {
      const row = this.db.get<{ rowid: number }>("SELECT rowid FROM spaces WHERE id = ?", [id]);
      if (!row) return false;
      this.db.run("DELETE FROM space_tasks WHERE space_rowid = ?", [row.rowid]);
      this.db.run("DELETE FROM space_tags WHERE space_rowid = ?", [row.rowid]);
      this.db.run("DELETE FROM spaces_names WHERE rowid = ?", [row.rowid]);
      this.db.run("DELETE FROM spaces WHERE rowid = ?", [row.rowid]);
      return true;
    });
  }
}
