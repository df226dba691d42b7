import { dataVersion } from "../data-version";
import type { Database } from "../database";
import type { ModelRowTags } from "./model-summary";
import { storedTagName } from "./model-tag-ids";
import { decodeTagIds } from "./tag-id-list";

/** Names kept at most (a listing page needs a few hundred; the Hub has many rare tags). */
const CAPACITY = 100_000;

/**
 * The names of the tag ids that model rows store (see tag-id-list.ts), for reads: kept per
 * connection, looked up in `model_tag_names` once each. An id's name never changes once
 * committed, but an id created by a transaction that rolled back can be given again to another
 * name, so the names are forgotten whenever the data may have changed (see dataVersion):
 * call `refresh` at the start of each read.
 */
export class ModelTagNames implements ModelRowTags {
  readonly #names = new Map<number, string>();
  #version = "";
  readonly column = "m.tag_ids";

  constructor(private readonly db: Database) {}

  /** Names a read's lists of ids, after forgetting the names if the data changed (see refresh). */
  namer(): (value: unknown) => string[] {
    this.refresh();
    return (list) => this.namesOf(list as Uint8Array);
  }

  /** Forgets the names if another connection committed or this one wrote since the last read. */
  refresh(): void {
    const version = dataVersion(this.db);
    if (version !== this.#version || this.#names.size > CAPACITY) {
      this.#names.clear();
      this.#version = version;
    }
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
