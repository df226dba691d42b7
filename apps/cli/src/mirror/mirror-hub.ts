import type { WriteSummary } from "@modelhub/store";
import { takeCensus } from "./census";
import { settleDeletions } from "./deletions";
import { type MirrorKind, type MirrorSelection, recordListingUrl, syncStateKey } from "./mirror-selection";
import type { MirrorStore } from "./mirror-store";
import { PageSource } from "./page-source";
import { RecordCompletion } from "./record-completion";
import { runRecordPass } from "./record-pass";
import { PassMark, type SyncState, startPass } from "./sync-state";
import type { UpstreamClient } from "./upstream-client";

export interface MirrorOptions {
  /** Fetch every record of the selection again, not only what changed since the last run. */
  full?: boolean;
  /** Write at most this many records in this run; the next run goes on from there. */
  limit?: number;
  /** Remove the records the upstream deleted (else they are only reported). */
  prune?: boolean;
  /** Models: fetch each one's README.md from the upstream's file endpoint, for the model page's card. */
  cards?: boolean;
  /** Fetch each record from its own endpoint, for what listings leave out (the Hub's safetensors, gguf...). */
  details?: boolean;
  /** Records a listing page asks for. */
  pageSize?: number;
  /**
   * Records written in one transaction (whole pages: at least one, as many as reach this). Each
   * transaction costs a SQLite store about a quarter of a second whatever its size.
   */
  batchSize?: number;
  /** Record and card requests in flight at once (the request rate cap still holds). */
  concurrency?: number;
  onProgress?: (progress: MirrorProgress) => void;
}

/** How far a mirror run is. */
export interface MirrorProgress {
  /** "census": listing the selection's ids; "records": fetching and writing records. */
  phase: "census" | "records";
  /** Ids listed (census) or records written (records) so far in this pass. */
  done: number;
  /** Records this pass will write, when known. */
  total?: number;
}

/** What a mirror run did. */
export interface MirrorSummary extends WriteSummary {
  kind: MirrorKind;
  /** Records written. */
  records: number;
  /** Whether the run fetched only what changed since an earlier run. */
  incremental: boolean;
  /** Whether the run went on with a pass an earlier run left unfinished. */
  resumed: boolean;
  /** Whether the pass got to its end (not stopped by --limit). */
  complete: boolean;
  /** Ids mirrored before that the upstream no longer has (a 404 from its record endpoint). */
  deleted: string[];
  /** How many of `deleted` were removed from the store (--prune). */
  pruned: number;
  /** Requests sent, retries included. */
  requests: number;
  ms: number;
}

const DEFAULT_PAGE_SIZE = 1000;
const DEFAULT_BATCH_SIZE = 5000;

/**
 * Copies a selection of an upstream hub's records into the store, in batches of whole listing
 * pages (or runs of ids), each written in one transaction together with the sync state that says
 * how far the pass got, so that a run killed at any point leaves whole batches and the next run
 * goes on from the last one. A later pass asks for the records changed since the newest one the last
 * pass wrote (the listing sorted by lastModified, newest first) and stops at the first older one.
 *
 * Each pass starts with a census of the selection's ids (small pages of ids and lastModified),
 * which sizes the progress bar and finds deletions: ids a previous pass listed that the census
 * lacks, confirmed by a 404 from their record endpoint.
 */
export async function mirrorHub(
  store: MirrorStore,
  client: UpstreamClient,
  base: string,
  selection: MirrorSelection,
  options: MirrorOptions = {},
): Promise<MirrorSummary> {
  const started = performance.now();
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const stateKey = syncStateKey(base, selection);
  const saved = (await store.meta.get<SyncState>(stateKey)) ?? {};
  const ids = selection.ids && [...new Set(selection.ids)];
  const { pass, resumed } = startPass(
    saved,
    options.full === true,
    ids ? 0 : recordListingUrl(base, selection, pageSize),
  );
  const progress = (phase: MirrorProgress["phase"], done: number, total?: number) =>
    options.onProgress?.({ phase, done, ...(total !== undefined ? { total } : {}) });

  // The census: every id of the selection and when it last changed.
  const census = ids
    ? new Map(ids.map((id) => [id, undefined]))
    : await takeCensus(client, base, selection, (listed) => progress("census", listed));
  const mark = new PassMark(pass);
  let total = 0;
  for (const [id, lastModified] of census) if (!mark.unchanged(id, lastModified)) total++;
  if (options.limit !== undefined) total = Math.min(total, pass.written + options.limit);
  progress("records", pass.written, total);

  const completion = new RecordCompletion(client, base, selection, {
    byId: ids !== undefined,
    ...(options.details !== undefined ? { details: options.details } : {}),
    ...(options.cards !== undefined ? { cards: options.cards } : {}),
    ...(options.concurrency !== undefined ? { concurrency: options.concurrency } : {}),
  });
  const written = await runRecordPass(
    store,
    { kind: selection.kind, stateKey, saved, pass },
    new PageSource(client, base, selection, ids, pageSize, mark),
    completion,
    {
      ...(options.limit !== undefined ? { limit: options.limit } : {}),
      batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
      onWritten: (done) => progress("records", done, total),
    },
  );
  const { deleted, pruned } = written.complete
    ? await settleDeletions(
        store,
        client,
        base,
        selection,
        stateKey,
        { census, written: written.written, gone: completion.gone },
        options,
      )
    : { deleted: [], pruned: 0 };
  return {
    kind: selection.kind,
    records: written.records,
    inserted: written.inserted,
    updated: written.updated,
    incremental: pass.stopBelow !== undefined,
    resumed,
    complete: written.complete,
    deleted,
    pruned,
    requests: client.requests,
    ms: Math.round(performance.now() - started),
  };
}
