/** The table's starting number of slots (a power of two); it doubles when half full. */
const INITIAL_SLOTS = 1 << 10;

/**
 * Model rowids by id, for a bulk load that has dropped the id index (see ModelBulkLoad): an
 * open-addressing table of typed arrays holding each id's 32-bit hash and rowid, not the id.
 * A JavaScript Map would keep every id string alive until the commit and cannot hold more than
 * 2^24 entries (decision 029).
 * A hash that matches is confirmed by reading that rowid's id (`idAt`): at a million ids, an
 * unrelated id shares a hash with a stored one about once in four thousand lookups.
 */
export class ModelRowidsById {
  #hashes = new Int32Array(INITIAL_SLOTS);
  /** 0 marks an empty slot: model rowids start at 1. */
  #rowids = new Int32Array(INITIAL_SLOTS);
  #size = 0;

  /** `idAt`: the stored id of a rowid, or undefined if none is stored under it yet. */
  constructor(private readonly idAt: (rowid: number) => string | undefined) {}

  /** How many ids the table holds. */
  get size(): number {
    return this.#size;
  }

  /** The rowid of an id, or undefined. */
  get(id: string): number | undefined {
    const hash = modelIdHash(id);
    const mask = this.#rowids.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const rowid = this.#rowids[slot] ?? 0;
      if (rowid === 0) return undefined;
      if (this.#hashes[slot] === hash && this.idAt(rowid) === id) return rowid;
    }
  }

  /** Records the rowid of an id the table does not hold (the caller has asked `get`). */
  add(id: string, rowid: number): void {
    if (!Number.isInteger(rowid) || rowid < 1 || rowid > 0x7fffffff) {
      throw new RangeError(`ModelRowidsById: rowid ${rowid} is not in 1..2^31-1`);
    }
    if (2 * (this.#size + 1) > this.#rowids.length) this.#grow();
    this.#place(modelIdHash(id), rowid);
    this.#size++;
  }

  #place(hash: number, rowid: number): void {
    const mask = this.#rowids.length - 1;
    let slot = hash & mask;
    while (this.#rowids[slot] !== 0) slot = (slot + 1) & mask;
    this.#hashes[slot] = hash;
    this.#rowids[slot] = rowid;
  }

  #grow(): void {
    const hashes = this.#hashes;
    const rowids = this.#rowids;
    this.#hashes = new Int32Array(hashes.length * 2);
    this.#rowids = new Int32Array(rowids.length * 2);
    for (let slot = 0; slot < rowids.length; slot++) {
      const rowid = rowids[slot] ?? 0;
      if (rowid !== 0) this.#place(hashes[slot] ?? 0, rowid);
    }
  }
}

/**
 * FNV-1a over the id's UTF-16 code units, finished with a multiply-xorshift so that the low bits,
 * which pick the slot, depend on every unit (ids often differ only in their last characters).
 */
export function modelIdHash(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  return hash ^ (hash >>> 13);
}
