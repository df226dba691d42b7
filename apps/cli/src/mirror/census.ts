import { censusUrl, type MirrorSelection } from "./mirror-selection";
import type { UpstreamClient } from "./upstream-client";
import { asRecordList, noSuchListing } from "./upstream-records";

const CENSUS_PAGE_SIZE = 1000;

/**
 * Every id of the selection and when it last changed, from small listing pages of ids and
 * lastModified: it sizes the progress bar and finds the records the upstream deleted.
 */
export async function takeCensus(
  client: UpstreamClient,
  base: string,
  selection: MirrorSelection,
  onProgress: (listed: number) => void,
): Promise<Map<string, string | undefined>> {
  const found = new Map<string, string | undefined>();
  for (let url: string | undefined = censusUrl(base, selection, CENSUS_PAGE_SIZE); url; ) {
    const answer = await client.getJson(url);
    if (!answer) throw noSuchListing(url, selection.kind);
    for (const item of asRecordList(answer.value, url)) {
      found.set(item.id as string, typeof item.lastModified === "string" ? item.lastModified : undefined);
    }
    onProgress(found.size);
    url = answer.next;
  }
  return found;
}
