/**
 * A model's own tags as its row stores them (`models.tag_ids`): their ids in
 * `model_tag_names`, in the record's order, each once, each id written as UTF-8 writes a code
 * point (the original, 31-bit form: one byte below 128, two below 2,048, up to six). The common
 * tags have the lowest ids, so a model's list is about 30 bytes (decision 034).
 *
 * The form is self-synchronizing: a lead byte never looks like a continuation byte, so an id's
 * bytes occur in a list only where that id is. SQL can then test a row for a tag with
 * `instr(tag_ids, <the id's bytes>)`, which is how listings test the tags that have no tag rows
 * (decision 039). The LEB128 varints of versions 7 and before had no such property.
 */

/** The largest id a list can hold (ids are SQLite rowids of a table that only grows by one). */
const MAX_TAG_ID = 2 ** 31 - 1;

/** Bytes of one id: 1 below 2^7, then one more per 5 bits (UTF-8's lengths). */
function encodedLength(id: number): number {
  if (id !== id >>> 0 || id > MAX_TAG_ID) throw new RangeError(`not a tag id: ${id}`);
  return id < 0x80 ? 1 : id < 0x800 ? 2 : id < 0x10000 ? 3 : id < 0x200000 ? 4 : id < 0x4000000 ? 5 : 6;
}

/** Writes one id at `at`; returns where the next one goes. */
function writeId(bytes: Uint8Array, at: number, id: number, length: number): number {
  if (length === 1) {
    bytes[at] = id;
    return at + 1;
  }
  // The lead byte: `length` high bits set, then a zero, then the id's highest bits.
  const leadMarker = (0xff00 >> length) & 0xff;
  bytes[at] = leadMarker | (id >>> (6 * (length - 1)));
  for (let i = 1; i < length; i++) bytes[at + i] = 0x80 | ((id >>> (6 * (length - 1 - i))) & 0x3f);
  return at + length;
}

/** Bytes of the list `ids[0 .. count]`. */
function listLength(ids: readonly number[], count: number): number {
  let length = 0;
  for (let i = 0; i < count; i++) length += encodedLength(ids[i] ?? 0);
  return length;
}

/** Writes the list `ids[0 .. count]` into `bytes`, which is exactly its length. */
function writeList(bytes: Uint8Array, ids: readonly number[], count: number): Uint8Array {
  let at = 0;
  for (let i = 0; i < count; i++) {
    const id = ids[i] ?? 0;
    at = writeId(bytes, at, id, encodedLength(id));
  }
  return bytes;
}

/** Encodes `ids[0 .. count]` (all of them by default). */
export function encodeTagIds(ids: readonly number[], count = ids.length): Uint8Array {
  return writeList(new Uint8Array(listLength(ids, count)), ids, count);
}

/** Bytes of each buffer a TagIdListWriter writes lists into. */
const LIST_BUFFER_BYTES = 64 * 1024;

/**
 * Encodes many lists, for a writer that binds them as they come: each list is a view of a
 * shared 64 KiB buffer instead of a typed array of its own. V8 keeps a typed array that small on
 * its heap, and binding it to a statement makes V8 first give it a buffer outside the heap: an
 * allocation per row, freed by the collector later. The views keep their buffer alive, so a list
 * that is kept long (not just bound) should come from encodeTagIds.
 */
export class TagIdListWriter {
  #buffer = new Uint8Array(LIST_BUFFER_BYTES);
  #used = 0;

  /** Encodes `ids[0 .. count]`. */
  encode(ids: readonly number[], count = ids.length): Uint8Array {
    const length = listLength(ids, count);
    if (this.#used + length > this.#buffer.length) {
      this.#buffer = new Uint8Array(Math.max(LIST_BUFFER_BYTES, length));
      this.#used = 0;
    }
    const bytes = this.#buffer.subarray(this.#used, this.#used + length);
    this.#used += length;
    return writeList(bytes, ids, count);
  }
}

/** The bytes of one id in a list: what `instr` looks for to test a row for that tag. */
export function tagIdBytes(id: number): Uint8Array {
  return encodeTagIds([id]);
}

/** Decodes a stored list; throws on bytes that are not one (a truncated or malformed id). */
export function decodeTagIds(bytes: Uint8Array): number[] {
  const ids: number[] = [];
  for (let at = 0; at < bytes.length; ) {
    const lead = bytes[at] ?? 0;
    // Its leading one bits: none for a one-byte id, else the id's length in bytes.
    let length = 0;
    while (length < 8 && lead & (0x80 >> length)) length++;
    if (length === 0) {
      ids.push(lead);
      at++;
      continue;
    }
    if (length === 1 || length > 6) throw new RangeError("a stored tag id list holds a malformed id");
    if (at + length > bytes.length) throw new RangeError("a stored tag id list ends inside an id");
    let id = lead & (0x7f >> length);
    for (let i = 1; i < length; i++) {
      const byte = bytes[at + i] ?? 0;
      if ((byte & 0xc0) !== 0x80) throw new RangeError("a stored tag id list holds a malformed id");
      id = id * 64 + (byte & 0x3f);
    }
    ids.push(id);
    at += length;
  }
  return ids;
}
