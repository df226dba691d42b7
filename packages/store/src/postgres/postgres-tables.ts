import type { Generated } from "kysely";

// The PostgreSQL store's tables as Kysely sees them; they follow schema/postgres by hand.

export interface ModelsTable {
  rowid: Generated<number>;
  id: string;
  author: string | null;
  pipeline_tag: string | null;
  library_name: string | null;
  downloads: number;
  likes: number;
  trending_score: number;
  created_at: string;
  last_modified: string;
  private: boolean;
  gated: string | null;
  /** The model's own tags, in the record's order. */
  tags: string[];
  /** Tags the store derives from the record (inference providers, local apps). */
  derived_tags: string[];
  /** The record's parameter count, 0 when it states none (migration 005). */
  num_parameters: number;
}

export interface ModelRecordsTable {
  rowid: number;
  /** The raw record's JSON text, as imported. */
  record: string;
}

export interface ModelTagsTable {
  tag: string;
  downloads: number;
  model_rowid: number;
}

export interface FacetCountsTable {
  subject: string;
  facet: string;
  value: string;
  count: number;
}

export interface StoreMetaTable {
  key: string;
  value: string;
}

export interface DatasetsTable {
  rowid: Generated<number>;
  id: string;
  author: string | null;
  downloads: number;
  likes: number;
  trending_score: number;
  created_at: string;
  last_modified: string;
  private: boolean;
  gated: string | null;
  tags: string[];
  /** The raw record's JSON text, as imported. */
  record: string;
}

export interface DatasetTagsTable {
  tag: string;
  downloads: number;
  dataset_rowid: number;
}

export interface SpacesTable {
  rowid: Generated<number>;
  id: string;
  author: string | null;
  /** The normalized space record's JSON text. */
  record: string;
}

export interface SpaceTasksTable {
  task: string;
  space_rowid: number;
}

export interface PostgresTables {
  datasets: DatasetsTable;
  dataset_tags: DatasetTagsTable;
  spaces: SpacesTable;
  space_tasks: SpaceTasksTable;
  models: ModelsTable;
  model_records: ModelRecordsTable;
  model_tags: ModelTagsTable;
  facet_counts: FacetCountsTable;
  store_meta: StoreMetaTable;
}
