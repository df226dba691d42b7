import type { SqlValue } from "../database";
import { MODEL_ROW_COLUMNS, type ModelRow } from "../models/model-row";
import { TagNumbering } from "../models/tag-numbering";

/**
 * A batch of ModelRows as the parsing worker posts it: a few flat arrays instead of a dozen
 * objects and strings per row, and each tag name sent once per import as a number after that.
 * Copying a message between threads costs per object and per string, and a model has about
 * sixteen tags, mostly the same few hundred names: this form more than halves what receiving a
 * row costs the importer. Decoded rows share one string per tag name, which also makes the tag id
 * lookups that follow cheaper (a string's hash is computed once).
 */
export interface ModelRowBatch {
  /** Rows in the batch. */
  count: number;
  /** Each row's MODEL_ROW_COLUMNS values, row after row. */
  columns: SqlValue[];
  /** The rows' raw records as UTF-8, one after another (a transferable buffer, not strings). */
  records: Uint8Array;
  /** Where each row's record ends in `records`. */
  recordEnds: Int32Array;
  /** Each row's full-text fields: id words, author, card. */
  words: string[];
  /** Each row's indexed tags as numbers (see ModelRowBatchEncoder), row after row. */
  tags: Int32Array;
  /** Where each row's tags end in `tags`. */
  tagEnds: Int32Array;
  /** How many of each row's tags are its own (ModelRow.ownTagCount). */
  ownTagCounts: Int32Array;
  /** Tag names numbered first in this batch, in number order. */
  newTagNames: string[];
}

const WIDTH = MODEL_ROW_COLUMNS.length;
const ID = MODEL_ROW_COLUMNS.indexOf("id");
const TASK = MODEL_ROW_COLUMNS.indexOf("pipeline_tag");
const LIBRARY = MODEL_ROW_COLUMNS.indexOf("library_name");
const DOWNLOADS = MODEL_ROW_COLUMNS.indexOf("downloads");

/**
 * Encodes batches of rows on the sending side, with tag names numbered across batches by a
 * TagNumbering: rows built with the same numbering (modelRow's) bring their numbers, others are
 * numbered here. Records go as bytes: the importer receives one buffer instead of a string per
 * row (records are most of an import's bytes), and binds each record's bytes without converting.
 */
export class ModelRowBatchEncoder {
  /** How many of the numbering's names earlier batches sent. */
  #namesSent = 0;

  constructor(readonly numbering = new TagNumbering()) {}

  /** `recordBytes[i]`, when given, is row i's record as well-formed UTF-8 (the line's bytes). */
  encode(rows: readonly ModelRow[], recordBytes: readonly (Uint8Array | undefined)[] = []): ModelRowBatch {
    const count = rows.length;
    const { numbering } = this;
    // The typed arrays are sized first, then filled by index, instead of grown and then copied.
    const utf8: Uint8Array[] = new Array(count);
    const recordEnds = new Int32Array(count);
    const tagEnds = new Int32Array(count);
    let recordLength = 0;
    let tagCount = 0;
    for (let index = 0; index < count; index++) {
      const row = rows[index] as ModelRow;
      const bytes = recordBytes[index] ?? Buffer.from(row.record);
      utf8[index] = bytes;
      recordLength += bytes.length;
      recordEnds[index] = recordLength;
      tagCount +=
        row.numberedTags?.names === numbering.names
          ? row.numberedTags.numbers.length
          : row.indexedTags.length;
      tagEnds[index] = tagCount;
    }
    const records = new Uint8Array(recordLength);
    const tags = new Int32Array(tagCount);
    const ownTagCounts = new Int32Array(count);
    // Grown by push, not sized: a holey array (new Array(n)) is copied to the importer as a sparse
    // one, key by key, which is slower than growing it.
    const columns: SqlValue[] = [];
    const words: string[] = [];
    for (let index = 0; index < count; index++) {
      const row = rows[index] as ModelRow;
      const bytes = utf8[index] as Uint8Array;
      records.set(bytes, (recordEnds[index] ?? 0) - bytes.length);
      for (const value of row.columns) columns.push(value);
      words.push(row.words.id, row.words.author, row.words.card);
      let at = index ? (tagEnds[index - 1] ?? 0) : 0;
      const numbered = row.numberedTags;
      if (numbered?.names === numbering.names) {
        for (let i = 0; i < numbered.numbers.length; i++) tags[at++] = numbered.numbers[i] ?? 0;
      } else {
        for (const tag of row.indexedTags) tags[at++] = numbering.numberOf(tag);
      }
      ownTagCounts[index] = row.ownTagCount;
    }
    const newTagNames = numbering.names.slice(this.#namesSent);
    this.#namesSent = numbering.names.length;
    return { count, columns, records, recordEnds, words, tags, tagEnds, ownTagCounts, newTagNames };
  }
}

/**
 * Decodes batches on the receiving side, in the order they were encoded. Each row carries its
 * tags by number (ModelRow.numberedTags), which is all a bulk load looks at, and by name on
 * demand: building a name list per row that nothing reads would cost the importing thread time
 * and garbage.
 */
export class ModelRowBatchDecoder {
  readonly #names: string[] = [];

  decode(batch: ModelRowBatch): ModelRow[] {
    for (const name of batch.newTagNames) this.#names.push(name);
    const names = this.#names;
    for (const number of batch.tags) {
      if (!(number >= 0 && number < names.length))
        throw new Error(`tag number ${number} arrived before its name (batches out of order)`);
    }
    const rows: ModelRow[] = [];
    let tagStart = 0;
    for (let index = 0; index < batch.count; index++) {
      const columns = batch.columns.slice(index * WIDTH, (index + 1) * WIDTH);
      const tagEnd = batch.tagEnds[index] ?? tagStart;
      const numbers = batch.tags.subarray(tagStart, tagEnd);
      tagStart = tagEnd;
      rows.push(
        new DecodedModelRow(
          columns,
          { names, numbers },
          batch.ownTagCounts[index] ?? 0,
          batch.records.subarray(index ? (batch.recordEnds[index - 1] ?? 0) : 0, batch.recordEnds[index]),
          {
            id: batch.words[index * 3] ?? "",
            author: batch.words[index * 3 + 1] ?? "",
            card: batch.words[index * 3 + 2] ?? "",
          },
        ),
      );
    }
    return rows;
  }
}

/** A row as decoded: its tags by number, and by name when asked (built then, each time). */
class DecodedModelRow implements ModelRow {
  readonly id: string;
  readonly pipelineTag: string | null;
  readonly library: string | null;
  readonly downloads: number;

  constructor(
    readonly columns: SqlValue[],
    readonly numberedTags: { names: readonly string[]; numbers: Int32Array },
    readonly ownTagCount: number,
    readonly record: Uint8Array,
    readonly words: ModelRow["words"],
  ) {
    this.id = columns[ID] as string;
    this.pipelineTag = columns[TASK] as string | null;
    this.library = columns[LIBRARY] as string | null;
    this.downloads = columns[DOWNLOADS] as number;
  }

  get indexedTags(): string[] {
    const { names, numbers } = this.numberedTags;
    return Array.from(numbers, (number) => names[number] ?? "");
  }
}
