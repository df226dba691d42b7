import { InvalidModelRecordError } from "@modelhub/catalog";
import { InvalidDatasetRecordError, InvalidSpaceRecordError, type WriteSummary } from "@modelhub/store";
import { MirrorError } from "./mirror-error";
import type { MirrorKind } from "./mirror-selection";
import type { MirrorStore } from "./mirror-store";
import type { Fetched } from "./record-completion";
import type { SyncState } from "./sync-state";

/**
 * Writes a batch of records and the sync state that says how far the pass got in one
 * transaction, so that a run stopped at any point leaves whole batches.
 */
export async function writeBatch(
  store: MirrorStore,
  kind: MirrorKind,
  records: readonly Fetched[],
  stateKey: string,
  state: SyncState,
): Promise<WriteSummary> {
  return store.transaction(async () => {
    const result = await writeRecords(store, kind, records);
    await store.meta.set(stateKey, state);
    return result;
  });
}

/** Writes records through the store's own validation; a record it refuses names its upstream URL. */
async function writeRecords(
  store: MirrorStore,
  kind: MirrorKind,
  records: readonly Fetched[],
): Promise<WriteSummary> {
  let current: Fetched | undefined;
  function* values() {
    for (const record of records) {
      current = record;
      yield record.value;
    }
  }
  try {
    if (kind === "models") return await store.models.upsertMany(values());
    if (kind === "datasets") return await store.datasets.upsertMany(values());
    return await store.spaces.upsertMany(values());
  } catch (error) {
    const invalid =
      error instanceof InvalidModelRecordError ||
      error instanceof InvalidDatasetRecordError ||
      error instanceof InvalidSpaceRecordError;
    if (!invalid || !current) throw error;
    throw new MirrorError(current.url, `record ${JSON.stringify(current.value.id)}: ${error.message}`);
  }
}
