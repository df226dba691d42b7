import {
  type ModelFile,
  type ModelRecord,
  normalizeModelRecord,
  normalizeModelRowFields,
  normalizeStoredModelRecord,
} from "@modelhub/catalog";
import { DataVersionCache } from "../data-version-cache";
import type { Database } from "../database";
import type { TagCountsWithin } from "../datasets/dataset-facet-counts";
import type { FacetColumn } from "../facet-column";
import { type FacetCount, readFacetCounts } from "../facet-tally";
import { unwrapJsonSource } from "../json-source";
import type { ListingTables } from "../listing-filter";
import { decodeListingCursor, type SortKey } from "../listing-order";
import { type ListingPages, listingReaders } from "../listing-pages";
import { type RowSetOptions, type RowSets, readTagSetsWithPrefixes } from "../listing-row-sets";
import { type Page, pageSize } from "../page";
import { rowidOfSearchKeySql, searchKeySql } from "../search-key";
import { INDEXED_PREFIX_LENGTHS, SearchPrefixTerms } from "../search-prefix-terms";
import { countModels } from "./model-count";
import {
  type CountedModelFacet,
  type FacetCountsWithin,
  facetColumn,
  facetColumnAtHand,
  liveFacetCounts,
  maintainedFacetCounts,
  modelFacetCountsWithin,
} from "./model-facet-counts";
import { modelListedKind } from "./model-listed-kind";
import { type ModelQuery, modelFilter } from "./model-query";
import { type ModelRow, modelRow } from "./model-row";
import {
  MODEL_SUMMARY_COLUMNS,
  type ModelSummary,
  type ModelSummaryRow,
  toModelSummary,
} from "./model-summary";
import { modelTagCountsWithin } from "./model-tag-counts";
import { MODEL_TAG_ID_SQL } from "./model-tag-ids";
import { ModelTagNames } from "./model-tag-names";
import { ModelWrites, type UpsertOptions, type WriteSummary } from "./model-writes";
import { drivenBySearchWhenCheaper } from "./narrowest-condition";

/** The facets whose counts the store maintains for models. */
export type ModelFacet = "pipeline_tag" | "library" | "tag";

/** A stored model: the normalized record plus what the store adds. */
export type StoredModel = ModelRecord & {
  /** The date the download count was taken, when the source said (sample data is a snapshot). */
  downloadsAsOf?: string;
};

/** A stored model together with its record exactly as imported (which keeps e.g. `sha`). */
export interface ModelEntry {
  model: StoredModel;
  raw: Record<string, unknown>;
}

/** Parses a stored record once into both shapes. */
function modelEntry(recordText: string): ModelEntry {
  const raw = JSON.parse(recordText) as Record<string, unknown>;
  const model: StoredModel = normalizeStoredModelRecord(raw);
  if (typeof raw.downloadsAsOf === "string") model.downloadsAsOf = raw.downloadsAsOf;
  return { model, raw };
}

/** Model counts kept per connection until the data changes (see count). */
const CACHED_COUNTS = 200;
/** The facets whose columns row sets count within a listing (task and library). */
const COUNTED_FACETS = 2;

/** How a ModelRepository reads row sets; the defaults suit a store of any size. */
export type ModelRepositoryOptions = RowSetOptions;

const TABLES: ListingTables = {
  main: "models",
  tags: "model_tags",
  tagRowid: "model_rowid",
  fts: "models_fts",
  searchKey: { of: searchKeySql, rowid: rowidOfSearchKeySql },
  tagKey: MODEL_TAG_ID_SQL,
  tagList: "tag_ids",
};

const RECORD_BY_ID = "SELECT r.record FROM models m JOIN model_records r ON r.rowid = m.rowid WHERE m.id = ?";
/** The raw record as a column of a listing over `models m`. */
const RECORD_COLUMN = "(SELECT r.record FROM model_records r WHERE r.rowid = m.rowid) AS record";

/**
 * The rows of raw records (or JsonSources), normalized one at a time as they are read, only as
 * far as a row needs (normalizeModelRowFields): the record is stored raw.
 */
function* modelRows(raws: Iterable<unknown>): Generator<ModelRow> {
  for (const item of raws) {
    const { value, text } = unwrapJsonSource(item);
    yield modelRow(normalizeModelRowFields(value), value, text);
  }
}

/** Reads and writes models (records with their files), their tags, search index and facet counts. */
export class ModelRepository {
  readonly #searchTerms: SearchPrefixTerms;
  readonly #counts: DataVersionCache<number>;
  readonly #rowSets: RowSets;
  readonly #pages: ListingPages;
  readonly #tagNames: ModelTagNames;
  readonly #writes: ModelWrites;

  constructor(
    private readonly db: Database,
    options: ModelRepositoryOptions = {},
  ) {
    this.#searchTerms = new SearchPrefixTerms(db, TABLES.fts, "models_fts_terms", INDEXED_PREFIX_LENGTHS);
    this.#counts = new DataVersionCache(db, CACHED_COUNTS);
    const columns = new DataVersionCache<FacetColumn>(db, COUNTED_FACETS);
    // A task's or library's set is built from its column when a sidebar has read it (decision 069).
    const { rowSets, pages } = listingReaders(
      db,
      modelListedKind(db, TABLES),
      this.#searchTerms,
      options,
      (column) => facetColumnAtHand(columns, column),
    );
    this.#rowSets = { ...rowSets, columns };
    this.#pages = pages;
    this.#tagNames = new ModelTagNames(db);
    this.#writes = new ModelWrites(db);
  }

  /**
   * Runs a read of several statements on one snapshot of the store: a listing reads which of its
   * tags are common (#filter), plans, then reads its rows. An import committing in between could
   * otherwise make a tag common and drop its tag rows after the first read and before the last,
   * and the page would come back empty (decision 039).
   */
  #read<T>(read: () => T): T {
    return this.db.transaction(read);
  }

  /** The listing filter of a query, its search's last word expanded when cheaper (SearchPrefixTerms). */
  #filter(query: ModelQuery): ReturnType<typeof modelFilter> {
    const filter = modelFilter(query, (text, columns) => this.#searchTerms.matchFor(text, columns));
    // The tags without tag rows, found in the rows' own lists instead (decision 039).
    const searched = new Map<string, Uint8Array>();
    for (const tag of [...filter.tags, ...(filter.anyTags ?? []).flat()]) {
      const bytes = this.#tagNames.searchedBytes(tag);
      if (bytes) searched.set(tag, bytes);
    }
    if (searched.size) filter.searchedTags = searched;
    return filter;
  }

  /** The model with this id (exact), or undefined. */
  get(id: string): StoredModel | undefined {
    return this.getEntry(id)?.model;
  }

  /** The model with this id and its record as imported, from one read. */
  getEntry(id: string): ModelEntry | undefined {
    const row = this.db.get<{ record: string }>(RECORD_BY_ID, [id]);
    return row ? modelEntry(row.record) : undefined;
  }

  /** The record exactly as it was imported (every field, even those the product does not read). */
  getRaw(id: string): Record<string, unknown> | undefined {
    const row = this.db.get<{ record: string }>(RECORD_BY_ID, [id]);
    return row ? (JSON.parse(row.record) as Record<string, unknown>) : undefined;
  }

  /** Summaries of the ids that exist, in the order asked (for "models for this task" links). */
  getMany(ids: readonly string[]): ModelSummary[] {
    this.#tagNames.refresh();
    return ids.flatMap((id) => {
      const row = this.db.get<ModelSummaryRow>(
        `SELECT ${MODEL_SUMMARY_COLUMNS} FROM models m WHERE m.id = ?`,
        [id],
      );
      return row ? [toModelSummary(row, this.#tagNames)] : [];
    });
  }

  /** Whether a model with this id exists. */
  has(id: string): boolean {
    return this.db.get("SELECT 1 FROM models WHERE id = ?", [id]) !== undefined;
  }

  /** The model's files with their sizes, by path, each path once (its first listing). */
  files(id: string): ModelFile[] {
    const files = new Map<string, ModelFile>();
    for (const { rfilename, size } of this.get(id)?.siblings ?? []) {
      if (!files.has(rfilename))
        files.set(rfilename, size === undefined ? { rfilename } : { rfilename, size });
    }
    return [...files.values()].sort((a, b) =>
      a.rfilename < b.rfilename ? -1 : a.rfilename > b.rfilename ? 1 : 0,
    );
  }

  /** One page of summaries. Throws InvalidQueryError / InvalidCursorError for bad paging. */
  list(query: ModelQuery = {}): Page<ModelSummary> {
    this.#tagNames.refresh();
    return this.#page(query, MODEL_SUMMARY_COLUMNS, (row) =>
      toModelSummary(row as unknown as ModelSummaryRow, this.#tagNames),
    );
  }

  /**
   * One page of full records (config, card data, files...) with each record as imported: what the
   * API's `full=true` serves.
   */
  listEntries(query: ModelQuery = {}): Page<ModelEntry> {
    return this.#page(query, RECORD_COLUMN, (row) => modelEntry(String(row.record)));
  }

  /**
   * How many models match, paging ignored (see countModels). The count is kept until the data
   * changes, for the next pages of the same listing.
   */
  count(query: ModelQuery = {}): number {
    const { sort: _sort, direction: _direction, limit: _limit, cursor: _cursor, ...conditions } = query;
    return this.#counts.get(JSON.stringify(conditions), () =>
      this.#read(() => {
        const filter = this.#filter(conditions);
        // A prefix FTS5 merges from many words costs its count that merge either way: its set,
        // read instead, then serves the listing's pages (decision 060).
        const readSearchSet =
          filter.match !== undefined && this.#searchTerms.mergesManyWords(query.search ?? "");
        return countModels(this.db, TABLES, filter, this.#rowSets, readSearchSet);
      }),
    );
  }

  /**
   * Reads ahead what the first sidebar counted from row sets (decision 056) would otherwise read
   * while its visitor waits: the task and library columns (or those of `facets`), 110-135 ms
   * each at a million models.
   * They are kept until the data changes. A server calls this once it has started (decision 068);
   * returns whether the columns are at hand (not when the row sets' budget is too small for them).
   */
  prepareFacetCounts(facets: readonly CountedModelFacet[] = ["pipeline_tag", "library"]): boolean {
    return this.#read(() => {
      if (!this.#rowSets.cache.fits()) return false;
      for (const facet of facets) facetColumn(this.db, TABLES, facet, this.#rowSets);
      return true;
    });
  }

  /**
   * Reads ahead the sets of the tags with one of `prefixes` (e.g. the providers'), so that a
   * narrowed sidebar's counts of them are a pass over sets (decision 072). Tags without tag rows
   * (decision 039) have no set and are left out. Kept until the data changes; returns whether
   * the sets were read (not when the row sets' budget is too small for this catalogue).
   */
  prepareTagCounts(prefixes: readonly string[]): boolean {
    return this.#read(() => {
      this.#tagNames.refresh();
      return readTagSetsWithPrefixes(
        this.db,
        "model",
        this.#rowSets.cache,
        TABLES,
        prefixes,
        (tag) => !this.#tagNames.searchedBytes(tag),
      );
    });
  }

  /**
   * How many models carry each value of a facet, most first, over the whole store (kept up to
   * date on every write, so this is one small index read). `prefix` narrows tags, e.g. "license:".
   */
  facetCounts(facet: ModelFacet, options: { limit?: number; prefix?: string } = {}): FacetCount[] {
    return readFacetCounts(this.db, "model", facet, options);
  }

  /**
   * Task or library counts within a filtered listing (e.g. libraries among text-generation
   * models), always exact: from the maintained counts when the query is nothing but a task, a
   * library or both, else counted live over every matching row (slow for broad filters; the
   * listing sidebar uses `facetCountsWithinBound`).
   */
  facetCountsWithin(facet: CountedModelFacet, query: ModelQuery, limit = 100): FacetCount[] {
    return this.#read(() => {
      const filter = this.#filter(query);
      if (filter.empty) return [];
      return (
        maintainedFacetCounts(this.db, filter, facet, limit) ??
        liveFacetCounts(this.db, TABLES, drivenBySearchWhenCheaper(this.db, TABLES, filter), facet, limit)
      );
    });
  }

  /**
   * Task or library counts within a listing, bounded (decision 019): exact from the maintained
   * counts for a task, a library or both; live for other conditions when the narrowest holds at
   * most `rowBound` rows; above it from row sets (decision 056), or, for a filter with a tag
   * without tag rows, the whole catalogue's counts, marked `withinQuery: false`.
   */
  facetCountsWithinBound(
    facet: CountedModelFacet,
    query: ModelQuery,
    options: { limit?: number; rowBound?: number } = {},
  ): FacetCountsWithin {
    return this.#read(() =>
      modelFacetCountsWithin(this.db, TABLES, this.#filter(query), facet, {
        ...options,
        rowSets: this.#rowSets,
      }),
    );
  }

  /**
   * Counts of the tags (own or derived) starting with one of `prefixes` within a listing, e.g.
   * the providers serving text-generation models (`["inference_provider:"]`), most first: the
   * number a listing gets by adding that tag to the query. Without conditions these are the
   * maintained counts; a query needing more than `rowBound` row reads to count is counted from
   * row sets (decision 056), unless it or a candidate is a tag without tag rows: then it gets the
   * whole-catalogue counts, marked `withinQuery: false` (decision 016).
   */
  tagCountsWithin(
    prefixes: readonly string[],
    query: ModelQuery,
    options: { rowBound?: number } = {},
  ): TagCountsWithin {
    return this.#read(() => {
      this.#tagNames.refresh();
      return modelTagCountsWithin(this.db, TABLES, this.#filter(query), prefixes, {
        rowBound: options.rowBound,
        tagNames: this.#tagNames,
        rowSets: this.#rowSets,
      });
    });
  }

  /** Inserts or replaces one model (normalized first); returns the stored record. */
  upsert(raw: unknown): ModelRecord {
    const { value, text } = unwrapJsonSource(raw);
    const record = normalizeModelRecord(value);
    this.upsertRows([modelRow(record, value, text)]);
    return record;
  }

  /**
   * Inserts or replaces models by id, all in one transaction (joining an outer one). Each raw
   * record (or JsonSource, whose text is kept as the raw record) goes through
   * normalizeModelRowFields; an invalid one throws and the transaction rolls back. See upsertRows.
   */
  upsertMany(raws: Iterable<unknown>, onStored?: () => void, options: UpsertOptions = {}): WriteSummary {
    return this.upsertRows(modelRows(raws), onStored, options);
  }

  /**
   * Inserts or replaces models given as rows (see modelRow; an importer may build them on another
   * thread), all in one transaction (joining an outer one): see ModelWrites.upsertRows.
   */
  upsertRows(rows: Iterable<ModelRow>, onStored?: () => void, options: UpsertOptions = {}): WriteSummary {
    return this.#writes.upsertRows(rows, onStored, options);
  }

  /** Removes a model; returns whether it existed. */
  delete(id: string): boolean {
    return this.#writes.delete(id);
  }

  #page<T>(query: ModelQuery, columns: string, map: (row: Record<string, unknown>) => T): Page<T> {
    const limit = pageSize(query.limit);
    const sort: SortKey = query.sort ?? "downloads";
    const direction = query.direction ?? "desc";
    const cursor =
      query.cursor === undefined ? undefined : decodeListingCursor(query.cursor, sort, direction);
    return this.#read(() => {
      const filter = this.#filter(query);
      if (filter.empty) return { items: [] };
      return this.#pages.read(filter, query.search ?? "", { columns, sort, direction, limit, cursor, map });
    });
  }
}
