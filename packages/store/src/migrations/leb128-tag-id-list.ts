/**
 * Tag id lists as versions 7 and before stored them (`models.tag_ids`): unsigned LEB128 varints.
 * Migration 007 wrote them and migration 008 reads them to write the current form
 * (models/tag-id-list.ts); nothing else uses this form.
 */

/** Encodes ids as LEB128 varints, one after another. */
export function encodeLeb128TagIds(ids: readonly number[]): Uint8Array {
  const bytes: number[] = [];
  for (let id of ids) {
    while (id >= 0x80) {
      bytes.push((id & 0x7f) | 0x80);
      id >>>= 7;
    }
    bytes.push(id);
  }
  return Uint8Array.from(bytes);
}

/** Decodes a list of LEB128 varints; throws on a truncated one. */
export function decodeLeb128TagIds(bytes: Uint8Array): number[] {
  const ids: number[] = [];
  let id = 0;
  let shift = 0;
  for (const byte of bytes) {
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
