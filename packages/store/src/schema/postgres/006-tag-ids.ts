import { sql } from "kysely";
import type { PostgresMigration } from "./postgres-migration";

/**
 * Model tag rows name their tag by an integer id, as SQLite's do (its migration 003): a row of
 * three numbers instead of a name, so the key an import builds over some sixteen rows a model
 * sorts numbers. Ids are given in the tags' order and never removed. Dataset tag rows keep
 * their names, as on SQLite. Listings find a tag's id with `model_tag_id(name)`.
 */
export const tagIds: PostgresMigration = {
  version: 6,
  name: "model tag rows keyed by tag ids",
  async up(db) {
    await sql`
      CREATE TABLE model_tag_names (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        tag text COLLATE "C" NOT NULL UNIQUE
      );
      INSERT INTO model_tag_names (tag) SELECT DISTINCT tag FROM model_tags ORDER BY tag;
      CREATE TABLE model_tag_ids (
        tag integer NOT NULL,
        downloads double precision NOT NULL,
        model_rowid bigint NOT NULL
      );
      INSERT INTO model_tag_ids (tag, downloads, model_rowid)
        SELECT n.id, t.downloads, t.model_rowid FROM model_tags t JOIN model_tag_names n ON n.tag = t.tag
        ORDER BY 1, 2, 3;
      DROP TABLE model_tags;
      ALTER TABLE model_tag_ids RENAME TO model_tags;
      ALTER TABLE model_tags
        ADD CONSTRAINT model_tags_pkey PRIMARY KEY (tag, downloads, model_rowid),
        ADD CONSTRAINT model_tags_model_rowid_fkey FOREIGN KEY (model_rowid)
          REFERENCES models (rowid) ON DELETE CASCADE;
      CREATE INDEX model_tags_by_model ON model_tags (model_rowid);
      -- IMMUTABLE, though it reads a table: a name's id never changes once given, and so the
      -- planner folds a call with a known name into the id, then weighs that tag by its rows'
      -- statistics (a scalar subquery would be planned for an unknown tag).
      CREATE FUNCTION model_tag_id(name text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT id FROM model_tag_names WHERE tag = name $$;
    `.execute(db);
  },
};
