/** The typed arrays a GrowableTypedArray can hold its numbers in. */
type TypedArray = Int32Array | Float64Array;

/**
 * An append-only list of numbers in a typed array that doubles when full. For the millions of
 * numbers a bulk load keeps: a JavaScript array of them grows through ever larger copies on the
 * garbage-collected heap, which the collector then scans; a typed array lives outside it, in 4
 * or 8 bytes a number.
 */
export class GrowableTypedArray<T extends TypedArray> {
  #items: T;
  #length = 0;

  constructor(private readonly create: (length: number) => T) {
    this.#items = create(1024);
  }

  get length(): number {
    return this.#length;
  }

  push(value: number): void {
    if (this.#length === this.#items.length) {
      const larger = this.create(this.#items.length * 2);
      larger.set(this.#items);
      this.#items = larger;
    }
    this.#items[this.#length++] = value;
  }

  /** Forgets the numbers, keeping the storage for the next ones. */
  clear(): void {
    this.#length = 0;
  }

  /** The numbers pushed so far, as a view of the typed array (valid until the next push). */
  view(): T {
    return this.#items.subarray(0, this.#length) as T;
  }
}
