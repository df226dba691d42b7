import { dataVersion } from "../data-version-cache";
import type { Database } from "../database";
import { AFTER_PREFIX } from "../prefix-range";
import { storedTagName } from "./model-tag-ids";
import { decodeTagIds, tagIdBytes } from "./tag-id-list";

/** Names kept at most (a listing page needs a few hundred; the Hub has many rare tags). */
const CAPACITY = 100_000;

/**
 * The names of the tag ids that model rows store (see tag-id-list.ts), for reads: kept per
 * connection, looked up in `model_tag_names` once each. An id's name never changes once
 * committed, but an id created by a transaction that rolled back can be given again to another
 * name, so the names are forgotten whenever the data may have changed (as DataVersionCache does):
 * call `refresh` at the start of each read.
 */
export class ModelTagNames {
  readonly #names = new Map<number, string>();
  #version = "";

  constructor(private readonly db: Database) {}

  /** Forgets the names if another connection committed or this one wrote since the last read. */
  refresh(): void {
    const version = dataVersion(this.db);
    if (version !== this.#version || this.#names.size > CAPACITY) {
      this.#names.clear();
      this.#version = version;
    }
  }

  /**
   * For a tag without tag rows (see ModelTagIds.unlist), the bytes of its id in a row's list,
   * which listings search the rows for; undefined for any other tag, known or not.
   */
  searchedBytes(name: string): Uint8Array | undefined {
    const id = this.db.get<{ id: number }>("SELECT id FROM model_tag_names WHERE tag = ? AND listed = 0", [
      name,
    ])?.id;
    return id === undefined ? undefined : tagIdBytes(id);
  }

  /**
   * The tags whose names start with one of `prefixes`, by id: a row's list of ids can be matched
   * against them without naming each id.
   */
  withPrefixes(prefixes: readonly string[]): Map<number, string> {
    const tags = new Map<number, string>();
    for (const prefix of prefixes) {
      const rows = this.db.all<{ id: number; tag: string }>(
        "SELECT id, tag FROM model_tag_names WHERE tag >= ? AND tag < ?",
        [prefix, `${prefix}${AFTER_PREFIX}`],
      );
      for (const { id, tag } of rows) tags.set(id, tag);
    }
    return tags;
  }

  /** The names of a stored list of ids, in order. */
  namesOf(list: Uint8Array): string[] {
    return decodeTagIds(list).map((id) => this.nameOf(id));
  }

  /** The name of a tag id; throws for an id no tag has (a corrupt list). */
  nameOf(id: number): string {
    let name = this.#names.get(id);
    if (name === undefined) {
      name = storedTagName(this.db, id);
      if (name === undefined) throw new Error(`a model row names tag id ${id}, which no tag has`);
      this.#names.set(id, name);
    }
    return name;
  }
}
