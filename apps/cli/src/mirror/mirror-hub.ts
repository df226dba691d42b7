import { InvalidModelRecordError, isPipelineType } from "@modelhub/catalog";
import { InvalidDatasetRecordError, InvalidSpaceRecordError, type WriteSummary } from "@modelhub/store";
import { MirrorError } from "./mirror-error";
import {
  cardUrl,
  censusUrl,
  type MirrorKind,
  type MirrorSelection,
  recordListingUrl,
  recordUrl,
  syncStateKey,
} from "./mirror-selection";
import type { MirrorStore } from "./mirror-store";
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

/** A pass over the selection in progress, kept in the store with the batch it follows. */
interface Pass {
  /** The next listing page to fetch (listings), or the index of the next id (id lists). */
  next: string | number;
  /** Records changed before this time were fetched by an earlier pass (incremental). */
  stopBelow?: string;
  /** The records of time `stopBelow` that an earlier pass fetched. */
  fetchedAtStop?: string[];
  /** The newest lastModified this pass has written, and the records of that time. */
  newest?: string;
  newestIds?: string[];
  /** Records this pass has written. */
  written: number;
}

/** A selection's sync state in the store (store.meta, under syncStateKey). */
interface SyncState {
  /** The newest lastModified of the last complete pass: the next one fetches what changed since. */
  newest?: string;
  /** The records of that time, which the next pass need not fetch again. */
  newestIds?: string[];
  completedAt?: string;
  pass?: Pass;
}

/** Records to write next, the URL they were listed at, and where the pass goes on after them. */
interface Batch {
  url: string;
  items: Record<string, unknown>[];
  next?: string | number;
}

/** A record to write and where it came from, for errors. */
interface Fetched {
  value: Record<string, unknown>;
  url: string;
}

/** Ids of a selection the upstream listed at the end of its last complete pass: deletions leave it. */
const knownIdsKey = (stateKey: string) => `${stateKey}:ids`;

const DEFAULT_PAGE_SIZE = 1000;
const DEFAULT_BATCH_SIZE = 5000;

function timeOf(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** The newest lastModified among `records` and `since`, with the ids of that time. */
function newestOf(
  since: { newest?: string; newestIds?: string[] },
  records: readonly { value: Record<string, unknown> }[],
): { newest?: string; newestIds?: string[] } {
  let newest = since.newest;
  let time = timeOf(newest);
  const ids = new Set(since.newestIds);
  for (const { value } of records) {
    const recordTime = timeOf(value.lastModified);
    if (recordTime === undefined) continue;
    if (time === undefined || recordTime > time) {
      newest = value.lastModified as string;
      time = recordTime;
      ids.clear();
    }
    if (recordTime === time) ids.add(value.id as string);
  }
  return newest === undefined ? {} : { newest, newestIds: [...ids].sort() };
}

function asRecordList(value: unknown, url: string): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new MirrorError(url, "expected a JSON array of records");
  return value.map((item, index) => {
    if (typeof item !== "object" || item === null || typeof (item as { id?: unknown }).id !== "string") {
      throw new MirrorError(url, `item ${index + 1} is not a record with an "id"`);
    }
    return item as Record<string, unknown>;
  });
}

/** Fields a listing item has without `full` (the Hub's and Modelhub's default listings). */
const SUMMARY_FIELDS = new Set([
  "_id",
  "id",
  "modelId",
  "author",
  "private",
  "gated",
  "disabled",
  "downloads",
  "likes",
  "trendingScore",
  "tags",
  "pipeline_tag",
  "library_name",
  "createdAt",
  "lastModified",
]);

/**
 * Whether a listing page holds summaries only (the upstream ignored `full`): then each record's
 * own endpoint has the rest. Judged by the page, as one record may simply have nothing more.
 */
function isSummaryPage(items: readonly Record<string, unknown>[]): boolean {
  return items.every((item) => Object.keys(item).every((field) => SUMMARY_FIELDS.has(field)));
}

/** A Hub space record as the store keeps spaces: its tasks from its tags, its line from its card. */
function spaceRecord(raw: Record<string, unknown>): Record<string, unknown> {
  const card = (typeof raw.cardData === "object" && raw.cardData) || {};
  const tags = Array.isArray(raw.tags) ? raw.tags : [];
  return {
    ...raw,
    description: raw.description ?? (card as Record<string, unknown>).short_description,
    tasks: raw.tasks ?? tags.filter((tag): tag is string => typeof tag === "string" && isPipelineType(tag)),
  };
}

/** Runs `work` over `items` with at most `limit` at once, keeping their order in the result. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

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
  const key = syncStateKey(base, selection);
  const saved = (await store.meta.get<SyncState>(key)) ?? {};
  const resumed = !options.full && saved.pass !== undefined;
  const ids = selection.ids && [...new Set(selection.ids)];
  let pass: Pass =
    resumed && saved.pass
      ? saved.pass
      : {
          next: ids ? 0 : recordListingUrl(base, selection, pageSize),
          // An incremental pass starts from the last one's mark, which stays when nothing is newer.
          ...(!options.full && saved.newest
            ? {
                stopBelow: saved.newest,
                fetchedAtStop: saved.newestIds ?? [],
                newest: saved.newest,
                newestIds: saved.newestIds ?? [],
              }
            : {}),
          written: 0,
        };
  const progress = (phase: MirrorProgress["phase"], done: number, total?: number) =>
    options.onProgress?.({ phase, done, ...(total !== undefined ? { total } : {}) });

  // The census: every id of the selection and when it last changed.
  const census = ids ? new Map(ids.map((id) => [id, undefined])) : await takeCensus();
  const stopBelowTime = timeOf(pass.stopBelow);
  const fetchedAtStop = new Set(pass.fetchedAtStop);
  /** Whether an earlier pass fetched this record as it is now. */
  const unchanged = (id: string, lastModified: unknown) => {
    const time = timeOf(lastModified);
    if (stopBelowTime === undefined || time === undefined) return false;
    return time < stopBelowTime || (time === stopBelowTime && fetchedAtStop.has(id));
  };
  let total = 0;
  for (const [id, lastModified] of census) if (!unchanged(id, lastModified)) total++;
  if (options.limit !== undefined) total = Math.min(total, pass.written + options.limit);

  const summary: MirrorSummary = {
    kind: selection.kind,
    records: 0,
    inserted: 0,
    updated: 0,
    incremental: pass.stopBelow !== undefined,
    resumed,
    complete: false,
    deleted: [],
    pruned: 0,
    requests: 0,
    ms: 0,
  };
  const gone = new Set<string>();
  const written = new Set<string>();
  progress("records", pass.written, total);

  const fetchBatch = (next: string | number, remaining: number) => {
    const batch = typeof next === "number" ? idBatch(next, remaining) : listingBatch(next, remaining);
    // Fetched while the batch before is written; a failure surfaces when it is awaited.
    batch.catch(() => {});
    return batch;
  };
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let upcoming = options.limit === 0 ? undefined : fetchBatch(pass.next, options.limit ?? Infinity);
  while (upcoming !== undefined) {
    // Pages until the batch is full, each fetched while the one before is read.
    const records: Fetched[] = [];
    let nextPass: Pass | undefined = pass;
    while (upcoming && nextPass && records.length < batchSize) {
      const page: Batch = await upcoming;
      const fetchEach = ids !== undefined || options.details === true || isSummaryPage(page.items);
      const fetched = (
        await inPool(page.items, options.concurrency ?? 4, (item) => complete(item, page.url, fetchEach))
      ).filter((record) => record !== undefined);
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
      const remaining =
        options.limit === undefined ? Infinity : options.limit - summary.records - records.length;
      upcoming = nextPass && remaining > 0 ? fetchBatch(nextPass.next, remaining) : undefined;
      if (!nextPass) pass = { ...pass, ...newestOf(pass, records) };
    }
    const state: SyncState = nextPass
      ? { ...saved, pass: nextPass }
      : { newest: pass.newest, newestIds: pass.newestIds, completedAt: new Date().toISOString() };
    const result = await store.transaction(async () => {
      const result = await writeRecords(records);
      await store.meta.set(key, state);
      return result;
    });
    summary.inserted += result.inserted;
    summary.updated += result.updated;
    summary.records += records.length;
    for (const { value } of records) written.add(value.id as string);
    progress("records", pass.written + records.length, total);
    if (!nextPass) summary.complete = true;
    else pass = nextPass;
  }

  if (summary.complete) await settleDeletions();
  summary.requests = client.requests;
  summary.ms = Math.round(performance.now() - started);
  return summary;

  async function takeCensus(): Promise<Map<string, string | undefined>> {
    const found = new Map<string, string | undefined>();
    for (let url: string | undefined = censusUrl(base, selection, DEFAULT_PAGE_SIZE); url; ) {
      const answer = await client.getJson(url);
      if (!answer)
        throw new MirrorError(url, `no such listing (HTTP 404): the upstream has no /api/${selection.kind}`);
      for (const item of asRecordList(answer.value, url)) {
        found.set(item.id as string, typeof item.lastModified === "string" ? item.lastModified : undefined);
      }
      progress("census", found.size);
      url = answer.next;
    }
    return found;
  }

  /** One listing page, up to the first record older than the pass's start and at most `remaining`. */
  async function listingBatch(url: string, remaining: number): Promise<Batch> {
    const answer = await client.getJson(url);
    if (!answer)
      throw new MirrorError(url, `no such listing (HTTP 404): the upstream has no /api/${selection.kind}`);
    const items: Record<string, unknown>[] = [];
    let next: string | undefined = answer.next;
    for (const item of asRecordList(answer.value, url)) {
      const time = timeOf(item.lastModified);
      if (stopBelowTime !== undefined && time !== undefined && time < stopBelowTime) {
        next = undefined;
        break;
      }
      if (unchanged(item.id as string, item.lastModified)) continue;
      if (items.length >= remaining) {
        // This page again next run: what is written of it already is written again, unchanged.
        next = url;
        break;
      }
      items.push(item);
    }
    return { url, items, next };
  }

  /** The next ids of an id list, as records to fetch. */
  async function idBatch(from: number, remaining: number): Promise<Batch> {
    const list = ids ?? [];
    const to = Math.min(list.length, from + Math.min(pageSize, remaining));
    const items = list.slice(from, to).map((id) => ({ id }));
    return { url: base, items, next: to < list.length ? to : undefined };
  }

  /** The record to write for a listed item: fetched from its endpoint when short, with its card when asked. */
  async function complete(
    item: Record<string, unknown>,
    listingUrl: string,
    fetchRecord: boolean,
  ): Promise<Fetched | undefined> {
    const id = item.id as string;
    let fetched: Fetched = { value: item, url: listingUrl };
    if (fetchRecord) {
      const url = recordUrl(base, selection.kind, id);
      const answer = await client.getJson(url);
      if (!answer) {
        gone.add(id);
        return undefined;
      }
      const [value] = asRecordList([answer.value], url);
      fetched = { value: value as Record<string, unknown>, url };
    }
    if (
      options.cards &&
      selection.kind === "models" &&
      fetched.value.readme === undefined &&
      mayHaveCard(fetched.value)
    ) {
      const card = await client.getText(cardUrl(base, id));
      if (card !== undefined) fetched = { ...fetched, value: { ...fetched.value, readme: card } };
    }
    if (selection.kind === "spaces") fetched = { ...fetched, value: spaceRecord(fetched.value) };
    return fetched;
  }

  /** Writes records through the store's own validation; a record it refuses names its upstream URL. */
  async function writeRecords(records: Fetched[]): Promise<WriteSummary> {
    let current: Fetched | undefined;
    function* values() {
      for (const record of records) {
        current = record;
        yield record.value;
      }
    }
    try {
      if (selection.kind === "models") return await store.models.upsertMany(values());
      if (selection.kind === "datasets") return await store.datasets.upsertMany(values());
      return { inserted: await store.spaces.upsertMany(values()), updated: 0 };
    } catch (error) {
      const invalid =
        error instanceof InvalidModelRecordError ||
        error instanceof InvalidDatasetRecordError ||
        error instanceof InvalidSpaceRecordError;
      if (!invalid || !current) throw error;
      throw new MirrorError(current.url, `record ${JSON.stringify(current.value.id)}: ${error.message}`);
    }
  }

  /**
   * Deletions: ids the last complete pass knew that neither the census nor this pass found,
   * each confirmed by a 404 from its record endpoint (one that merely left the selection stays).
   * Removed with --prune; the census becomes the known ids.
   */
  async function settleDeletions(): Promise<void> {
    const known = (await store.meta.get<string[]>(knownIdsKey(key))) ?? [];
    const candidates = known.filter((id) => !census.has(id) && !written.has(id) && !gone.has(id));
    const confirmed = await inPool(candidates, options.concurrency ?? 4, async (id) =>
      (await client.getJson(recordUrl(base, selection.kind, id))) === undefined ? id : undefined,
    );
    for (const id of [...gone, ...confirmed]) if (id !== undefined) summary.deleted.push(id);
    summary.deleted.sort();
    // A deleted id stays known until it is pruned, so that every run reports it.
    const nowKnown = new Set([...census.keys(), ...written, ...summary.deleted]);
    await store.transaction(async () => {
      if (options.prune) {
        for (const id of summary.deleted) {
          if (await store[selection.kind].delete(id)) summary.pruned++;
          nowKnown.delete(id);
        }
      }
      await store.meta.set(knownIdsKey(key), [...nowKnown].sort());
    });
  }
}

/** Whether a record may have a card: its files list README.md, or it does not list its files. */
function mayHaveCard(record: Record<string, unknown>): boolean {
  if (!Array.isArray(record.siblings)) return true;
  return record.siblings.some((file) => (file as { rfilename?: unknown } | null)?.rfilename === "README.md");
}
