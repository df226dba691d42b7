import type { Database } from "../database";
import { pairValue } from "../facet-tally";
import { TASK_LIBRARY_FACET } from "../models/model-batch-insert";
import { LIBRARY_FACET, LIBRARY_IDS } from "../models/model-libraries";
import type { Migration } from "./migration";

/**
 * Indexes each model under its library_name where its tags lack it, as a derived tag (see
 * derivedModelTags): a tag row, the derived tag in its row's list, and the tag's count.
 */
function addLibraryTagRows(db: Database): void {
  db.exec(`
    INSERT OR IGNORE INTO model_tag_names (tag)
      SELECT DISTINCT library_name FROM models WHERE library_name IS NOT NULL AND library_name <> '';
    CREATE TEMP TABLE missing_library_tags AS
      SELECT m.rowid AS model_rowid, m.downloads AS downloads, n.id AS tag, n.tag AS name
      FROM models m JOIN model_tag_names n ON n.tag = m.library_name
      WHERE m.library_name <> '' AND NOT EXISTS (
        SELECT 1 FROM model_tags t WHERE t.tag = n.id AND t.downloads = m.downloads AND t.model_rowid = m.rowid
      );
    INSERT INTO model_tags (tag, downloads, model_rowid)
      SELECT tag, downloads, model_rowid FROM missing_library_tags ORDER BY tag, downloads, model_rowid;
    UPDATE models SET derived_tags = json_insert(derived_tags, '$[#]', x.name)
      FROM missing_library_tags x WHERE models.rowid = x.model_rowid;
    INSERT INTO facet_counts (subject, facet, value, count)
      SELECT 'model', 'tag', name, count(*) FROM missing_library_tags WHERE TRUE GROUP BY name
      ON CONFLICT (subject, facet, value) DO UPDATE SET count = count + excluded.count;
    DROP TABLE missing_library_tags;
  `);
}

/**
 * Counts the library facet and the (task, library) pairs again over the libraries among each
 * model's tag rows, instead of its library_name alone.
 */
function countLibraryTags(db: Database): void {
  db.run("DELETE FROM facet_counts WHERE subject = 'model' AND facet IN (?, ?)", [
    LIBRARY_FACET,
    TASK_LIBRARY_FACET,
  ]);
  const libraries = JSON.stringify([...LIBRARY_IDS]);
  db.run(
    `INSERT INTO facet_counts (subject, facet, value, count)
     SELECT 'model', ?, n.tag, count(*) FROM model_tags t JOIN model_tag_names n ON n.id = t.tag
     WHERE n.tag IN (SELECT value FROM json_each(?)) GROUP BY n.tag`,
    [LIBRARY_FACET, libraries],
  );
  const pairs = db.all<{ task: string; library: string; n: number }>(
    `SELECT m.pipeline_tag AS task, n.tag AS library, count(*) AS n
     FROM model_tags t JOIN model_tag_names n ON n.id = t.tag JOIN models m ON m.rowid = t.model_rowid
     WHERE n.tag IN (SELECT value FROM json_each(?)) AND m.pipeline_tag IS NOT NULL
     GROUP BY m.pipeline_tag, n.tag`,
    [libraries],
  );
  for (const { task, library, n } of pairs) {
    // pairValue leaves out empty parts, as the write path's tally does.
    const value = pairValue(task, library);
    if (value === undefined) continue;
    db.run("INSERT INTO facet_counts (subject, facet, value, count) VALUES ('model', ?, ?, ?)", [
      TASK_LIBRARY_FACET,
      value,
      n,
    ]);
  }
}

/**
 * Makes the library filter a tag filter, as the Hub's: a model's library_name is among its
 * indexed tags, and a library counts the models whose tags name it.
 */
export const libraryTags: Migration = {
  version: 16,
  name: "library names among the indexed tags; libraries counted from tags",
  up(db) {
    addLibraryTagRows(db);
    countLibraryTags(db);
  },
};
