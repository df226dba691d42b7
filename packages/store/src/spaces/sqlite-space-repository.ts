import { type Compilable, type SqlBool, sql } from "kysely";
import type { Database } from "../database";
import { isTrigramTerm, namesQuery } from "../full-text-query";
import type { ListingTotal } from "../listing/listing";
import type { WriteSummary } from "../models/model-writes";
import type { Page } from "../page";
import { sqliteKysely } from "../sqlite-kysely";
import { readSpacePage, type SpaceListingSource, type SpaceQuery, spaceListingTotal } from "./space-listing";
import { normalizeSpaceRecord, type SpaceRecord } from "./space-record";
import type { SpaceRepository } from "./space-repository";
import { spaceFilterTags, spaceRowColumns } from "./space-row";

/** Reads and writes spaces, the tasks they demonstrate, the tags they are listed by and their search text's trigrams. */
export class SqliteSpaceRepository implements SpaceRepository {
  readonly #source: SpaceListingSource;

  constructor(private readonly db: Database) {
    this.#source = {
      db: sqliteKysely(db),
      rows: <R>(query: Compilable<R>) => {
        const { sql, parameters } = query.compile();
        return Promise.resolve(db.all<R>(sql, parameters as never));
      },
      // A word of three characters or more is found by its trigrams in `spaces_names`.
      searchTable: (words) => {
        const long = words.filter(isTrigramTerm);
        if (!long.length) return undefined;
        return {
          condition: sql<SqlBool>`m.rowid IN (SELECT rowid FROM spaces_names WHERE spaces_names MATCH ${namesQuery(long)})`,
          others: words.filter((word) => !isTrigramTerm(word)),
        };
      },
    };
  }

  /** One page of the spaces listing. Throws InvalidQueryError / InvalidCursorError for bad paging. */
  async listPage(query: SpaceQuery = {}): Promise<Page<SpaceRecord>> {
    return readSpacePage(this.#source, query);
  }

  /** How many spaces the listing holds: exact, or "10,000+" (decision 076). */
  async total(query: SpaceQuery = {}): Promise<ListingTotal> {
    return spaceListingTotal(this.#source, query);
  }

  /** The space with this id, or undefined. */
  async get(id: string): Promise<SpaceRecord | undefined> {
    const row = this.db.get<{ record: string }>("SELECT record FROM spaces WHERE id = ?", [id]);
    return row ? normalizeSpaceRecord(JSON.parse(row.record)) : undefined;
  }

  /** Whether a space with this id exists. */
  async has(id: string): Promise<boolean> {
    return this.db.get("SELECT 1 FROM spaces WHERE id = ?", [id]) !== undefined;
  }

  /** Spaces that demonstrate a task, by id. */
  async forTask(task: string, limit = 100): Promise<SpaceRecord[]> {
    return this.db
      .all<{ record: string }>(
        `SELECT s.record FROM space_tasks t JOIN spaces s ON s.rowid = t.space_rowid
         WHERE t.task = ? ORDER BY s.id LIMIT ?`,
        [task, limit],
      )
      .map((row) => normalizeSpaceRecord(JSON.parse(row.record)));
  }

  /** Ids of the spaces that use a model, by id. */
  async usingModel(modelId: string): Promise<string[]> {
    return this.#usingModels([modelId]).get(modelId) ?? [];
  }

  /**
   * Ids of the spaces that use each of these models (sorted by id); models no space uses are
   * missing from the map. One pass over the spaces table (the links live in each record's
   * `models` list, with no index: fine for the few hundred spaces a hub holds; a link table
   * would need a migration), whatever the number of models asked.
   */
  async usingModels(modelIds: readonly string[]): Promise<Map<string, string[]>> {
    return this.#usingModels(modelIds);
  }

  #usingModels(modelIds: readonly string[]): Map<string, string[]> {
    const byModel = new Map<string, string[]>();
    if (modelIds.length === 0) return byModel;
    const rows = this.db.all<{ model: string; space: string }>(
      `SELECT m.value AS model, s.id AS space FROM spaces s, json_each(s.record, '$.models') m
       WHERE m.value IN (SELECT value FROM json_each(?)) ORDER BY s.id`,
      [JSON.stringify([...new Set(modelIds)])],
    );
    for (const row of rows) {
      const spaces = byModel.get(row.model);
      if (spaces) spaces.push(row.space);
      else byModel.set(row.model, [row.space]);
    }
    return byModel;
  }

  /** Ids of the spaces that use a dataset, by id (read from each record, as usingModels does). */
  async usingDataset(datasetId: string): Promise<string[]> {
    return this.db
      .all<{ id: string }>(
        `SELECT s.id FROM spaces s WHERE EXISTS
           (SELECT 1 FROM json_each(s.record, '$.datasets') d WHERE d.value = ?) ORDER BY s.id`,
        [datasetId],
      )
      .map((row) => row.id);
  }

  /** Every space, by id. */
  async list(limit = 1000): Promise<SpaceRecord[]> {
    return this.db
      .all<{ record: string }>("SELECT record FROM spaces ORDER BY id LIMIT ?", [limit])
      .map((row) => normalizeSpaceRecord(JSON.parse(row.record)));
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
