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
  /** The record's parameter count, 0 when it states none. */
  num_parameters: number;
}

export interface ModelRecordsTable {
  rowid: number;
  /** The raw record's JSON text, as imported. */
  record: string;
}

export interface ModelTagsTable {
  /** The tag's id in `model_tag_names`. */
  tag: number;
  downloads: number;
  model_rowid: number;
}

export interface ModelTagNamesTable {
  id: Generated<number>;
  tag: string;
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
  /** The listing columns (see SpaceRowColumns), written with the record. */
  title: string | null;
  sdk: string | null;
  likes: number;
  trending_score: number;
  created_at: string;
  last_modified: string;
  search_text: string;
  /** The normalized space record's JSON text. */
  record: string;
}

/** One row per (tag, space): the tags a spaces listing filters by (see spaceFilterTags). */
export interface SpaceTagsTable {
  tag: string;
  space_rowid: number;
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
  space_tags: SpaceTagsTable;
  models: ModelsTable;
  model_records: ModelRecordsTable;
  model_tags: ModelTagsTable;
  model_tag_names: ModelTagNamesTable;
  facet_counts: FacetCountsTable;
  store_meta: StoreMetaTable;
}
