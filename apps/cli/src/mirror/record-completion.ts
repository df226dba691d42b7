import { inPool } from "./in-pool";
import { cardUrl, type MirrorSelection, recordUrl } from "./mirror-selection";
import type { ListedPage } from "./page-source";
import type { UpstreamClient } from "./upstream-client";
import { asRecordList } from "./upstream-records";

/** A record to write and where it came from, for errors. */
export interface Fetched {
  value: Record<string, unknown>;
  url: string;
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

/** Whether a record may have a card: its files list README.md, or it does not list its files. */
function mayHaveCard(record: Record<string, unknown>): boolean {
  if (!Array.isArray(record.siblings)) return true;
  return record.siblings.some((file) => (file as { rfilename?: unknown } | null)?.rfilename === "README.md");
}

/** How records are completed. */
export interface CompletionOptions {
  /** The selection names ids: each record comes from its own endpoint. */
  byId: boolean;
  /** Fetch each record from its own endpoint, for what listings leave out. */
  details?: boolean;
  /** Models: fetch each one's README.md for its card. */
  cards?: boolean;
  /** Requests in flight at once. */
  concurrency?: number;
}

/**
 * Makes a listed page's items the records to write: fetched from their own endpoints when the
 * listing leaves them short, with their cards when asked, spaces in the store's shape. Remembers
 * the ids whose endpoint answered 404.
 */
export class RecordCompletion {
  /** Ids whose record endpoint answered 404: the upstream deleted them. */
  readonly gone = new Set<string>();

  constructor(
    private readonly client: UpstreamClient,
    private readonly base: string,
    private readonly selection: MirrorSelection,
    private readonly options: CompletionOptions,
  ) {}

  /** The records of a page to write, in its order, without those the upstream no longer has. */
  async page(page: ListedPage): Promise<Fetched[]> {
    const fetchEach = this.options.byId || this.options.details === true || isSummaryPage(page.items);
    const fetched = await inPool(page.items, this.options.concurrency ?? 4, (item) =>
      this.#complete(item, page.url, fetchEach),
    );
    return fetched.filter((record) => record !== undefined);
  }

  /** The record to write for a listed item: fetched from its endpoint when short, with its card when asked. */
  async #complete(
    item: Record<string, unknown>,
    listingUrl: string,
    fetchRecord: boolean,
  ): Promise<Fetched | undefined> {
    const { client, base, selection } = this;
    const id = item.id as string;
    let fetched: Fetched = { value: item, url: listingUrl };
    if (fetchRecord) {
      const url = recordUrl(base, selection.kind, id);
      const answer = await client.getJson(url);
      if (!answer) {
        this.gone.add(id);
        return undefined;
      }
      const [value] = asRecordList([answer.value], url);
      fetched = { value: value as Record<string, unknown>, url };
    }
    if (
      this.options.cards &&
      selection.kind === "models" &&
      fetched.value.readme === undefined &&
      mayHaveCard(fetched.value)
    ) {
      const card = await client.getText(cardUrl(base, id));
      if (card !== undefined) fetched = { ...fetched, value: { ...fetched.value, readme: card } };
    }
    return fetched;
  }
}
