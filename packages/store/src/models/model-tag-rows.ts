import type { Database } from "../database";
import { insertRows } from "../multi-row-insert";
import { radixOrder } from "../radix-order";

/**
 * The columns of `model_tags`, in the order its rows are queued. (This module stays light: the
 * tag rows worker loads it, and every module more delays the worker's start.)
 */
export const MODEL_TAG_COLUMNS = ["tag", "downloads", "model_rowid"] as const;

/** Tag rows written per statement batch. */
const TAG_ROWS_PER_WRITE = 20_000;

/**
 * Models' tag rows as a bulk load stages them, model after model: each model's downloads and
 * rowid, and its tag ids, `tagIds[tagStarts[m] .. tagStarts[m + 1]]` for model m. Typed arrays:
 * millions of numbers outside the collected heap, and cheap to hand to another thread.
 */
export interface StagedTagRows {
  downloads: Float64Array;
  rowids: Int32Array;
  tagStarts: Int32Array;
  tagIds: Int32Array;
}

/**
 * Writes staged tag rows into `model_tags` in its key order (tag id, downloads, rowid), so that
 * each row is appended where the previous one ended: the models in (downloads, rowid) order,
 * dealt into one slice per tag. SQLite's sorter would be most of the cost of sorting them in SQL
 * (decision 029). `onWrite` is called after each batch of statements.
 */
export function writeStagedTagRows(
  db: Database,
  staged: StagedTagRows,
  { onWrite }: { onWrite?: () => void } = {},
): void {
  const order = radixOrder(staged.downloads, staged.rowids);
  // Each model's downloads and rowid by rank: a tag's slice holds ascending ranks, so the loop
  // below reads these forwards instead of at random, which is kinder to the CPU's caches.
  const downloads = new Float64Array(order.length);
  const rowids = new Int32Array(order.length);
  for (let rank = 0; rank < order.length; rank++) {
    const model = order[rank] ?? 0;
    downloads[rank] = staged.downloads[model] ?? 0;
    rowids[rank] = staged.rowids[model] ?? 0;
  }
  const { counts, ranks } = dealByTag(order, staged.tagStarts, staged.tagIds);
  // One array, overwritten batch after batch: emptying it and pushing again frees and regrows
  // its storage every batch, which cost the worker a second of page faults at 16M rows.
  const values = new Array<number>(TAG_ROWS_PER_WRITE * MODEL_TAG_COLUMNS.length).fill(0);
  let filled = 0;
  let at = 0;
  for (let id = 0; id < counts.length; id++) {
    for (const end = at + (counts[id] ?? 0); at < end; at++) {
      const rank = ranks[at] ?? 0;
      values[filled++] = id;
      values[filled++] = downloads[rank] ?? 0;
      values[filled++] = rowids[rank] ?? 0;
      if (filled === values.length) {
        insertRows(db, "model_tags", MODEL_TAG_COLUMNS, values);
        filled = 0;
        onWrite?.();
      }
    }
  }
  insertRows(db, "model_tags", MODEL_TAG_COLUMNS, values.slice(0, filled));
}

/** How many times each tag id occurs in `tagIds`, indexed by id (tag ids are small integers). */
export function countByTag(tagIds: Int32Array): Int32Array {
  // Indexed loops: over millions of ids, `for...of` on a typed array is slower.
  let maxId = 0;
  for (let i = 0; i < tagIds.length; i++) maxId = Math.max(maxId, tagIds[i] ?? 0);
  const counts = new Int32Array(maxId + 1);
  for (let i = 0; i < tagIds.length; i++) {
    const id = tagIds[i] ?? 0;
    counts[id] = (counts[id] ?? 0) + 1;
  }
  return counts;
}

/**
 * Deals the models' ranks in `order` into one slice per tag id (a counting sort): `ranks` holds
 * each tag's models as their positions in `order`, ascending, tag after tag by id, and
 * `counts[id]` is the length of tag id's slice. Tag ids are small
 * integers (model_tag_names rowids), so the per-tag arrays are indexed by id.
 */
function dealByTag(
  order: Int32Array,
  tagStarts: Int32Array,
  tagIds: Int32Array,
): { counts: Int32Array; ranks: Int32Array } {
  const counts = countByTag(tagIds);
  const next = new Int32Array(counts.length);
  for (let id = 1; id < counts.length; id++) next[id] = (next[id - 1] ?? 0) + (counts[id - 1] ?? 0);
  const ranks = new Int32Array(next.length ? (next.at(-1) ?? 0) + (counts.at(-1) ?? 0) : 0);
  for (let rank = 0; rank < order.length; rank++) {
    const model = order[rank] ?? 0;
    for (let i = tagStarts[model] ?? 0; i < (tagStarts[model + 1] ?? 0); i++) {
      const id = tagIds[i] ?? 0;
      const slot = next[id] ?? 0;
      ranks[slot] = rank;
      next[id] = slot + 1;
    }
  }
  return { counts, ranks };
}
