import { setImmediate as nextTurn } from "node:timers/promises";
import type { Store } from "@modelhub/store";

/** A page the warm-up rendered, and the status it answered with. */
export interface WarmedPage {
  path: string;
  status: number;
}

/** What a warm-up did. */
export interface WarmUpResult {
  pages: WarmedPage[];
  /** Whether a step of the store's read-ahead ran and had something to read (see startWarmUp). */
  readAhead: boolean;
}

/** What a warm-up that never ran did. */
export const NOTHING_WARMED: WarmUpResult = { pages: [], readAhead: false };

/** Why a warm-up ran (see keep-warm.ts). */
export type WarmUpCause = "start" | "data change";

/** A warm-up under way. */
export interface WarmUp {
  /** What was done, once the warm-up has ended (finished or stopped); never rejects. */
  readonly done: Promise<WarmUpResult>;
  /** Starts no further step; resolves once the step under way, if any, is finished. */
  stop(): Promise<void>;
}

/**
 * The pages a visitor most likely opens first: the home page, both listings, and the page of the
 * model trending most (when the store can be read now: an import may hold it).
 */
export function pagesToWarm(getStore: () => Store): string[] {
  const pages = ["/", "/models", "/datasets"];
  try {
    const top = getStore().models.list({ sort: "trendingScore", direction: "desc", limit: 1 }).items[0];
    // Ids are checked on the way in (letters, digits, "-", "_", "." and one "/"): a path as they are.
    if (top) pages.push(`/${top.id}`);
  } catch {
    // The listings alone are still worth warming; the model page is skipped.
  }
  return pages;
}

/**
 * Renders `paths` once each, one after another, reading every body to its end, then runs the
 * store's `readAheads` one by one, so that the first visitors do not pay for what only a first time costs:
 * the highlighter compiling its grammars (python, javascript and shell, about 350 ms together),
 * the page code's first runs, and the store's first reads of listing sets and facet columns
 * (hundreds of milliseconds at a million models). A visitor's request that arrives meanwhile is
 * answered between two steps.
 */
export function startWarmUp(
  render: (path: string) => Promise<Response>,
  paths: readonly string[],
  readAheads: readonly (() => boolean)[],
): WarmUp {
  let stopped = false;
  const done = (async (): Promise<WarmUpResult> => {
    const result: WarmUpResult = { pages: [], readAhead: false };
    for (const path of paths) {
      // Let the server's own start finish, and requests already waiting go first.
      await nextTurn();
      if (stopped) return result;
      try {
        const response = await render(path);
        await response.arrayBuffer();
        result.pages.push({ path, status: response.status });
      } catch {
        // A page that fails here fails for its visitor too, who sees the error; nothing to keep.
        result.pages.push({ path, status: 0 });
      }
    }
    for (const step of readAheads) {
      // One read a turn: a visitor's request waits for one column or one kind's sets at most.
      await nextTurn();
      if (stopped) return result;
      try {
        if (step()) result.readAhead = true;
      } catch {
        // The reads are made again when a visitor needs them, and fail there in plain sight.
      }
    }
    return result;
  })();
  return {
    done,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/** One line for the server's log about a warm-up that has ended. */
export function warmUpReport(result: WarmUpResult, cause: WarmUpCause, ms: number): string {
  const pages = result.pages
    .map(({ path, status }) => (status === 200 ? path : `${path} (${status === 0 ? "failed" : status})`))
    .join(", ");
  const what = `${pages || "no page"} rendered${result.readAhead ? ", sidebar counts read ahead" : ""}`;
  return cause === "start"
    ? `Warmed up in ${Math.round(ms)} ms: ${what}`
    : `The data changed; warmed up again in ${Math.round(ms)} ms: ${what}`;
}
