/**
 * A model's tags as its row takes them: the tags it is indexed under, once each (its own, in
 * order, then the derived ones it lacks), by name and, when a TagNumbering made them, by number.
 * The first `own` of them are its own tags (what the row stores and listings show).
 */
export interface TagList {
  indexed: string[];
  own: number;
  numbers?: number[];
}

/** The tag list of a model, without numbers: duplicates found with a Set. */
export function tagList(tags: readonly string[], derived: readonly string[]): TagList {
  const own = [...new Set(tags)];
  return { indexed: derived.length ? [...new Set([...own, ...derived])] : own, own: own.length };
}

/** Slots of TagNumbering's cache of recent names (a power of two). */
const RECENT_SLOTS = 4096;

/**
 * A name's slot, from its length and three of its characters: cheaper than a hash of every
 * character, and tag names differ in length or at their ends ("license:mit", "license:apache-2.0").
 */
function slotOf(name: string): number {
  const length = name.length;
  if (length === 0) return 0;
  const mixed =
    length * 31 + name.charCodeAt(0) * 7 + name.charCodeAt(length >> 1) + name.charCodeAt(length - 1) * 131;
  return mixed & (RECENT_SLOTS - 1);
}

/**
 * Numbers tag names 0, 1, 2... in the order it first meets them. The parsing worker builds its
 * rows' tag lists with one (see model-rows-worker.ts): a model's sixteen or so tags are looked up
 * once, for their numbers, which then find duplicates (an array probe, not a Set) and go to the
 * importer instead of the names.
 */
export class TagNumbering {
  /** Each number's name. It only grows, so batches can send the names added since the last one. */
  readonly names: string[] = [];
  readonly #numbers = new Map<string, number>();
  /**
   * The last name met in each slot, and its number (see slotOf): a name found there costs one
   * comparison, where looking a tag parsed from JSON up in the Map first hashes the new string.
   * The slots start empty, not "": an empty tag name is a name like any other.
   */
  readonly #recentNames: (string | undefined)[] = new Array<string | undefined>(RECENT_SLOTS).fill(undefined);
  readonly #recentNumbers = new Int32Array(RECENT_SLOTS);
  /** For each number, the last list it was put in: a number met again in the same list is a duplicate. */
  #listOf = new Int32Array(1024);
  #list = 0;

  numberOf(name: string): number {
    const slot = slotOf(name);
    if (this.#recentNames[slot] === name) return this.#recentNumbers[slot] ?? 0;
    let number = this.#numbers.get(name);
    if (number === undefined) {
      number = this.names.length;
      this.#numbers.set(name, number);
      this.names.push(name);
      if (number >= this.#listOf.length) {
        const grown = new Int32Array(this.#listOf.length * 2);
        grown.set(this.#listOf);
        this.#listOf = grown;
      }
    }
    this.#recentNames[slot] = name;
    this.#recentNumbers[slot] = number;
    return number;
  }

  /** The same as `tagList(tags, derived)`, with the indexed tags' numbers. */
  tagList(tags: readonly string[], derived: readonly string[]): TagList & { numbers: number[] } {
    this.#list++;
    const indexed: string[] = [];
    const numbers: number[] = [];
    for (const tag of tags) this.#addOnce(tag, indexed, numbers);
    const own = numbers.length;
    for (const tag of derived) this.#addOnce(tag, indexed, numbers);
    return { indexed, own, numbers };
  }

  /** Adds a tag and its number to the current list, unless the list has it already. */
  #addOnce(tag: string, indexed: string[], numbers: number[]): void {
    const number = this.numberOf(tag);
    if (this.#listOf[number] === this.#list) return;
    this.#listOf[number] = this.#list;
    indexed.push(tag);
    numbers.push(number);
  }
}
