/** A pass over the selection in progress, kept in the store with the batch it follows. */
export interface Pass {
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
export interface SyncState {
  /** The newest lastModified of the last complete pass: the next one fetches what changed since. */
  newest?: string;
  /** The records of that time, which the next pass need not fetch again. */
  newestIds?: string[];
  completedAt?: string;
  pass?: Pass;
}

/** Ids of a selection the upstream listed at the end of its last complete pass: deletions leave it. */
export const knownIdsKey = (stateKey: string) => `${stateKey}:ids`;

export function timeOf(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * The pass a run works on: the one an earlier run left unfinished (unless `full`), else a new one
 * from `first` (a listing page or an id's index) that, when incremental, starts from the last
 * complete pass's mark.
 */
export function startPass(
  saved: SyncState,
  full: boolean,
  first: string | number,
): { pass: Pass; resumed: boolean } {
  if (!full && saved.pass) return { pass: saved.pass, resumed: true };
  const pass: Pass = {
    next: first,
    // An incremental pass starts from the last one's mark, which stays when nothing is newer.
    ...(!full && saved.newest
      ? {
          stopBelow: saved.newest,
          fetchedAtStop: saved.newestIds ?? [],
          newest: saved.newest,
          newestIds: saved.newestIds ?? [],
        }
      : {}),
    written: 0,
  };
  return { pass, resumed: false };
}

/** The newest lastModified among `records` and `since`, with the ids of that time. */
export function newestOf(
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

/** What a pass need not fetch: what an earlier pass fetched before the pass's mark, and at it. */
export class PassMark {
  readonly #time: number | undefined;
  readonly #fetchedAtStop: ReadonlySet<string>;

  constructor(pass: Pass) {
    this.#time = timeOf(pass.stopBelow);
    this.#fetchedAtStop = new Set(pass.fetchedAtStop);
  }

  /** Whether a record changed before the mark: a listing newest first has nothing newer after it. */
  isBefore(lastModified: unknown): boolean {
    const time = timeOf(lastModified);
    return this.#time !== undefined && time !== undefined && time < this.#time;
  }

  /** Whether an earlier pass fetched this record as it is now. */
  unchanged(id: string, lastModified: unknown): boolean {
    const time = timeOf(lastModified);
    if (this.#time === undefined || time === undefined) return false;
    return time < this.#time || (time === this.#time && this.#fetchedAtStop.has(id));
  }
}
