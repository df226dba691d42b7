import type { MirrorSelection } from "./mirror-selection";
import type { PassMark } from "./sync-state";
import type { UpstreamClient } from "./upstream-client";
import { asRecordList, noSuchListing } from "./upstream-records";

/** Records to write next, the URL they were listed at, and where the pass goes on after them. */
export interface ListedPage {
  url: string;
  items: Record<string, unknown>[];
  next?: string | number;
}

/**
 * The pages of a pass: the upstream's listing pages (up to the first record older than the pass's
 * mark), or runs of the ids a selection names.
 */
export class PageSource {
  constructor(
    private readonly client: UpstreamClient,
    private readonly base: string,
    private readonly selection: MirrorSelection,
    /** The selection's ids, each once, when it names them. */
    private readonly ids: readonly string[] | undefined,
    private readonly pageSize: number,
    private readonly mark: PassMark,
  ) {}

  /**
   * The page at `next` with at most `remaining` records, fetched while the caller goes on (the
   * batch before is written meanwhile); a failure surfaces when it is awaited.
   */
  fetch(next: string | number, remaining: number): Promise<ListedPage> {
    const page =
      typeof next === "number" ? this.#idPage(next, remaining) : this.#listingPage(next, remaining);
    page.catch(() => {});
    return page;
  }

  /** One listing page, up to the first record older than the pass's start and at most `remaining`. */
  async #listingPage(url: string, remaining: number): Promise<ListedPage> {
    const answer = await this.client.getJson(url);
    if (!answer) throw noSuchListing(url, this.selection.kind);
    const items: Record<string, unknown>[] = [];
    let next: string | undefined = answer.next;
    for (const item of asRecordList(answer.value, url)) {
      if (this.mark.isBefore(item.lastModified)) {
        next = undefined;
        break;
      }
      if (this.mark.unchanged(item.id as string, item.lastModified)) continue;
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
  async #idPage(from: number, remaining: number): Promise<ListedPage> {
    const list = this.ids ?? [];
    const to = Math.min(list.length, from + Math.min(this.pageSize, remaining));
    const items = list.slice(from, to).map((id) => ({ id }));
    return { url: this.base, items, next: to < list.length ? to : undefined };
  }
}
