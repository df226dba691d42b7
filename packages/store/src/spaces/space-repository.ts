import type { ListingTotal } from "../listing/listing";
import type { WriteSummary } from "../models/model-writes";
import type { Page } from "../page";
import type { SpaceQuery } from "./space-listing";
import type { SpaceRecord } from "./space-record";

/** Spaces and the tasks and models they use, on either engine: what `store.spaces` answers. */
export interface SpaceRepository {
  /** The space with this id, or undefined. */
  get(id: string): Promise<SpaceRecord | undefined>;
  /** Whether a space with this id exists. */
  has(id: string): Promise<boolean>;
  /** Spaces that demonstrate a task, by id. */
  forTask(task: string, limit?: number): Promise<SpaceRecord[]>;
  /** Ids of the spaces that use a model, by id. */
  usingModel(modelId: string): Promise<string[]>;
  /** Ids of the spaces that use each of these models (sorted by id); models no space uses are missing. */
  usingModels(modelIds: readonly string[]): Promise<Map<string, string[]>>;
  /** Ids of the spaces that use a dataset, by id. */
  usingDataset(datasetId: string): Promise<string[]>;
  /** Every space, by id. */
  list(limit?: number): Promise<SpaceRecord[]>;
  /**
   * One page of the spaces listing (search, owner, SDK, tags; sorted, keyset-paged). Throws
   * InvalidQueryError / InvalidCursorError for bad paging.
   */
  listPage(query?: SpaceQuery): Promise<Page<SpaceRecord>>;
  /** How many spaces the listing holds: exact, or "10,000+" when counting further would take long (decision 076). */
  total(query?: SpaceQuery): Promise<ListingTotal>;
  /**
   * Inserts or replaces spaces by id in one transaction (joining an outer one); an invalid record
   * (InvalidSpaceRecordError) rolls all back. `onStored` is called after each space is written.
   */
  upsertMany(raws: Iterable<unknown>, onStored?: (space: SpaceRecord) => void): Promise<WriteSummary>;
  /** Removes a space and the tasks it demonstrates; returns whether it existed. */
  delete(id: string): Promise<boolean>;
}
