import type { Database } from "../database";
import type { ModelRow } from "./model-row";

/** The stored name of a tag id, or undefined when no tag has it. */
export function storedTagName(db: Database, id: number): string | undefined {
  return db.get<{ tag: string }>("SELECT tag FROM model_tag_names WHERE id = ?", [id])?.tag;
}

/**
 * Maps tag names to the integer ids `model_tags` is keyed by (a row of three numbers instead of
 * a name: fewer bytes, quicker inserts). Ids are created on first use and
 * never removed. Use one instance per write transaction: an id created in a transaction that
 * rolls back must not be remembered.
 */
export class ModelTagIds {
  readonly #ids = new Map<string, number>();
  readonly #names = new Map<number, string>();
  /** The numbering idOfNumbered last served, and the ids of its numbers found so far. */
  #numbering: readonly string[] | undefined;
  #idsByNumber: number[] = [];

  constructor(private readonly db: Database) {}

  /** The tag's id, creating it when the store has never seen the tag. */
  idOf(tag: string): number {
    let id = this.#ids.get(tag);
    if (id === undefined) {
      id =
        this.db.get<{ id: number }>("SELECT id FROM model_tag_names WHERE tag = ?", [tag])?.id ??
        this.db.run("INSERT INTO model_tag_names (tag) VALUES (?)", [tag]).lastInsertRowid;
      this.#ids.set(tag, id);
      this.#names.set(id, tag);
    }
    return id;
  }

  /** The id of the tag numbered `number` in a numbering (see NumberedTags), found by number. */
  idOfNumbered(names: readonly string[], number: number): number {
    if (names !== this.#numbering) {
      this.#numbering = names;
      this.#idsByNumber = [];
    }
    let id = this.#idsByNumber[number];
    if (id === undefined) {
      const name = names[number];
      if (name === undefined) throw new Error(`tag number ${number} has no name`);
      id = this.idOf(name);
      this.#idsByNumber[number] = id;
    }
    return id;
  }

  /** The ids of a model row's indexed tags: by number when it has them numbered, else by name. */
  idsOfRow(row: Pick<ModelRow, "indexedTags" | "numberedTags">): number[] {
    const ids: number[] = [];
    this.idsOfRowInto(row, ids);
    return ids;
  }

  /**
   * Writes the ids of a row's indexed tags into `ids` from index 0, leaving any later entries as
   * they were; returns how many. An importer passes one array for every row, so that a list per
   * row is not allocated for nothing (docs/decisions/029).
   */
  idsOfRowInto(row: Pick<ModelRow, "indexedTags" | "numberedTags">, ids: number[]): number {
    if (row.numberedTags) {
      const { names, numbers } = row.numberedTags;
      for (let i = 0; i < numbers.length; i++) ids[i] = this.idOfNumbered(names, numbers[i] ?? 0);
      return numbers.length;
    }
    const tags = row.indexedTags;
    for (let i = 0; i < tags.length; i++) ids[i] = this.idOf(tags[i] ?? "");
    return tags.length;
  }

  /** The name of a tag id (one this instance handed out, or a stored one). */
  nameOf(id: number): string {
    let name = this.#names.get(id);
    if (name === undefined) {
      name = storedTagName(this.db, id);
      if (name === undefined) throw new Error(`no tag has id ${id}`);
      this.#ids.set(name, id);
      this.#names.set(id, name);
    }
    return name;
  }
}
