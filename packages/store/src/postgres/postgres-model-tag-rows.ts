import { type Kysely, sql } from "kysely";

/** A model's tag row by the tag's name, before the name is turned into its id. */
export interface NamedTagRow {
  tag: string;
  downloads: number;
  model_rowid: number;
}

/**
 * Adds to `model_tag_names` those of `tags` it lacks, in their order, each once. A name another
 * writer adds meanwhile is left as it wrote it; ids are never removed.
 */
export async function addModelTagNames(db: Kysely<unknown>, tags: readonly string[]): Promise<void> {
  if (!tags.length) return;
  await sql`INSERT INTO model_tag_names (tag)
    SELECT DISTINCT t.tag FROM unnest(${[...tags]}::text[]) AS t (tag)
    WHERE NOT EXISTS (SELECT 1 FROM model_tag_names n WHERE n.tag = t.tag)
    ORDER BY 1 ON CONFLICT (tag) DO NOTHING`.execute(db);
}

/** Inserts models' tag rows given by name, as rows of the tags' ids. */
export async function insertModelTagRows(db: Kysely<unknown>, rows: readonly NamedTagRow[]): Promise<void> {
  if (!rows.length) return;
  await addModelTagNames(db, [...new Set(rows.map((row) => row.tag))]);
  await sql`INSERT INTO model_tags (tag, downloads, model_rowid)
    SELECT n.id, r.downloads, r.model_rowid
    FROM unnest(${rows.map((row) => row.tag)}::text[], ${rows.map((row) => row.downloads)}::float8[],
      ${rows.map((row) => row.model_rowid)}::bigint[]) AS r (tag, downloads, model_rowid)
    JOIN model_tag_names n ON n.tag = r.tag`.execute(db);
}
