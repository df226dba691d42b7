import type { WriteSummary } from "@modelhub/store";
import { writeBatch } from "./batch-write";
import type { MirrorKind } from "./mirror-selection";
import type { MirrorStore } from "./mirror-store";
import type { ListedPage, PageSource } from "./page-source";
import type { Fetched, RecordCompletion } from "./record-completion";
import { newestOf, type Pass, type SyncState } from "./sync-state";

/** Where a pass's writes go and what it starts from. */
export interface PassStart {
  kind: MirrorKind;
  /** The selection's key in store.meta. */
  stateKey: string;
  /** The sync state as the run found it. */
  saved: SyncState;
  pass: Pass;
}

/** How a pass goes. */
export interface PassOptions {
  /** Write at most this many records; the next run goes on from there. */
  limit?: number;
  /** Records written in one transaction (whole pages: at least one, as many as reach this). */
  batchSize: number;
  /** Called after each batch with the records the pass has written. */
  onWritten?: (written: number) => void;
}

/** What a pass wrote. */
export interface PassResult extends WriteSummary {
  records: number;
  /** Whether the pass got to its end (not stopped by the limit). */
  complete: boolean;
  /** Ids written. */
  written: Set<string>;
}

/**
 * Fetches a pass's pages and writes their records in batches of whole pages, each batch in one
 * transaction with the sync state that says where the pass goes on (or, after its last page, the
 * mark the next pass starts from). Each page is fetched while the one before is read.
 */
export async function runRecordPass(
  store: MirrorStore,
  start: PassStart,
  source: PageSource,
  completion: RecordCompletion,
  options: PassOptions,
): Promise<PassResult> {
  const { limit } = options;
  let pass = start.pass;
  const result: PassResult = {
    records: 0,
    inserted: 0,
    updated: 0,
    complete: false,
    written: new Set(),
  };
  let upcoming: Promise<ListedPage> | undefined =
    limit === 0 ? undefined : source.fetch(pass.next, limit ?? Infinity);
  while (upcoming !== undefined) {
    // Pages until the batch is full, each fetched while the one before is read.
    const records: Fetched[] = [];
    let nextPass: Pass | undefined = pass;
    while (upcoming && nextPass && records.length < options.batchSize) {
      const page: ListedPage = await upcoming;
      const fetched = await completion.page(page);
      records.push(...fetched);
      nextPass =
        page.next === undefined
          ? undefined
          : {
              ...nextPass,
              next: page.next,
              ...newestOf(nextPass, fetched),
              written: nextPass.written + fetched.length,
            };
      const remaining = limit === undefined ? Infinity : limit - result.records - records.length;
      upcoming = nextPass && remaining > 0 ? source.fetch(nextPass.next, remaining) : undefined;
      if (!nextPass) pass = { ...pass, ...newestOf(pass, records) };
    }
    const state: SyncState = nextPass
      ? { ...start.saved, pass: nextPass }
      : { newest: pass.newest, newestIds: pass.newestIds, completedAt: new Date().toISOString() };
    const written = await writeBatch(store, start.kind, records, start.stateKey, state);
    result.inserted += written.inserted;
    result.updated += written.updated;
    result.records += records.length;
    for (const { value } of records) result.written.add(value.id as string);
    options.onWritten?.(pass.written + records.length);
    if (!nextPass) result.complete = true;
    else pass = nextPass;
  }
  return result;
}
