/**
 * A model's tag columns: its own tags once each, in order, as JSON text (the `tags` column), and
 * the tags it is indexed under (its own, then the derived ones it lacks), by name and, when a
 * TagNumbering made them, by number.
 */
export interface TagList {
  json: string;
  indexed: string[];
  numbers?: number[];
}

/** The tag list of a model, without numbers: duplicates found with a Set. */
export function tagList(tags: readonly string[], derived: readonly string[]): TagList {
  const own = [...new Set(tags)];
  return {
    json: JSON.stringify(own),
    indexed: derived.length ? [...new Set([...own, ...derived])] : own,
  };
}

/**
 * Numbers tag names 0, 1, 2... in the order it first meets them, and keeps each name's JSON text.
 * The parsing worker builds its rows' tag lists with one (see model-rows-worker.ts): a model's
 * sixteen or so tags are looked up once, for their numbers, which then find duplicates (an array
 * probe, not a Set) and give the JSON array joined from the names' texts instead of serialized
 * afresh. That took a model's tag list from 2.5 to 1.4 µs.
 */
export class TagNumbering {
  /** Each number's name. It only grows, so batches can send the names added since the last one. */
  readonly names: string[] = [];
  readonly #numbers = new Map<string, number>();
  readonly #json: string[] = [];
  /** For each number, the last list it was put in: a number met again in the same list is a duplicate. */
  #listOf = new Int32Array(1024);
  #list = 0;

  numberOf(name: string): number {
    let number = this.#numbers.get(name);
    if (number === undefined) {
      number = this.names.length;
      this.#numbers.set(name, number);
      this.names.push(name);
      this.#json.push(JSON.stringify(name));
      if (number >= this.#listOf.length) {
        const grown = new Int32Array(this.#listOf.length * 2);
        grown.set(this.#listOf);
        this.#listOf = grown;
      }
    }
    return number;
  }

  /** The same as `tagList(tags, derived)`, with the indexed tags' numbers. */
  tagList(tags: readonly string[], derived: readonly string[]): TagList & { numbers: number[] } {
    this.#list++;
    const indexed: string[] = [];
    const numbers: number[] = [];
    for (const tag of tags) this.#addOnce(tag, indexed, numbers);
    // The JSON array of the model's own tags, before the derived ones join the list.
    const json = `[${numbers.map((number) => this.#json[number]).join(",")}]`;
    for (const tag of derived) this.#addOnce(tag, indexed, numbers);
    return { json, indexed, numbers };
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
