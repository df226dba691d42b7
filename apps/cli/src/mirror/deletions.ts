import { inPool } from "./in-pool";
import { type MirrorSelection, recordUrl } from "./mirror-selection";
import type { MirrorStore } from "./mirror-store";
import { knownIdsKey } from "./sync-state";
import type { UpstreamClient } from "./upstream-client";

/** The ids a complete pass saw: the census, the records it wrote, and those its record requests found gone. */
export interface PassSightings {
  census: ReadonlyMap<string, unknown>;
  written: ReadonlySet<string>;
  gone: ReadonlySet<string>;
}

/** What the upstream deleted, and how many of those were removed. */
export interface Deletions {
  /** Ids mirrored before that the upstream no longer has, sorted. */
  deleted: string[];
  /** How many of them were removed from the store (prune). */
  pruned: number;
}

/**
 * After a complete pass: ids the last complete pass knew that neither the census nor this pass
 * found, each confirmed by a 404 from its record endpoint (one that merely left the selection
 * stays), with those the pass found gone. Removed with `prune`; the ids seen become the known ids.
 */
export async function settleDeletions(
  store: MirrorStore,
  client: UpstreamClient,
  base: string,
  selection: MirrorSelection,
  stateKey: string,
  seen: PassSightings,
  options: { prune?: boolean; concurrency?: number },
): Promise<Deletions> {
  const known = (await store.meta.get<string[]>(knownIdsKey(stateKey))) ?? [];
  const candidates = known.filter(
    (id) => !seen.census.has(id) && !seen.written.has(id) && !seen.gone.has(id),
  );
  const confirmed = await inPool(candidates, options.concurrency ?? 4, async (id) =>
    (await client.getJson(recordUrl(base, selection.kind, id))) === undefined ? id : undefined,
  );
  const deleted = [...seen.gone, ...confirmed].filter((id) => id !== undefined).sort();
  // A deleted id stays known until it is pruned, so that every run reports it.
  const nowKnown = new Set([...seen.census.keys(), ...seen.written, ...deleted]);
  let pruned = 0;
  await store.transaction(async () => {
    if (options.prune) {
      for (const id of deleted) {
        if (await store[selection.kind].delete(id)) pruned++;
        nowKnown.delete(id);
      }
    }
    await store.meta.set(knownIdsKey(stateKey), [...nowKnown].sort());
  });
  return { deleted, pruned };
}
