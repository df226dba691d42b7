/**
 * A model's own tags as its row stores them (`models.tag_ids`, migration 007): their ids in
 * `model_tag_names`, in the record's order, each once, as unsigned LEB128 varints. The common
 * tags have the lowest ids, so most take one or two bytes: a model's list is about 30 bytes where
 * its JSON text was about 300, which made a million-model import write 290 MB less and its
 * index builds scan a third of the bytes (decision 034).
 */

/** The largest id a list can hold (ids are SQLite rowids of a table that only grows by one). */
const MAX_TAG_ID = 2 ** 31 - 1;

/** Encodes `ids[0 .. count]` (all of them by default). */
export function encodeTagIds(ids: readonly number[], count = ids.length): Uint8Array {
  // Sized first: one allocation per list (the importer encodes a million).
  let length = 0;
  for (let i = 0; i < count; i++) {
    const id = ids[i] ?? 0;
    if (id !== id >>> 0 || id > MAX_TAG_ID) throw new RangeError(`not a tag id: ${id}`);
    length += id < 0x80 ? 1 : id < 0x4000 ? 2 : id < 0x200000 ? 3 : id < 0x10000000 ? 4 : 5;
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (let i = 0; i < count; i++) {
    let id = ids[i] ?? 0;
    while (id >= 0x80) {
      bytes[at++] = (id & 0x7f) | 0x80;
      id >>>= 7;
    }
    bytes[at++] = id;
  }
  return bytes;
}

/** Decodes a stored list; throws on bytes that are not one (a truncated varint). */
export function decodeTagIds(bytes: Uint8Array): number[] {
  const ids: number[] = [];
  let id = 0;
  let shift = 0;
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at] ?? 0;
    id += (byte & 0x7f) * 2 ** shift;
    if (byte & 0x80) {
      shift += 7;
      if (shift > 28) throw new RangeError("a stored tag id list holds an id too large");
    } else {
      ids.push(id);
      id = 0;
      shift = 0;
    }
  }
  if (shift !== 0) throw new RangeError("a stored tag id list ends inside an id");
  return ids;
}
