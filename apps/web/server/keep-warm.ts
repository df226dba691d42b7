import { NOTHING_WARMED, startWarmUp, type WarmUp, type WarmUpCause, type WarmUpResult } from "./warm-up";

/** What keepWarm needs from the server. */
export interface KeepWarmOptions {
  render: (path: string) => Promise<Response>;
  /** The pages to render, asked again for each warm-up (the top model moves with the data). */
  pages: () => readonly string[];
  /** The store's read-ahead, in steps run one a turn (see startWarmUp). */
  readAheads: readonly (() => boolean)[];
  /** The store's data version (Store.dataVersion); throws while the store cannot be read. */
  dataVersion: () => string;
  /** How often the data version is checked, in ms (default 2,000). */
  intervalMs?: number;
  /** Hears of each warm-up that has ended: what it did, why it ran, and how long it took. */
  onWarmedUp?: (result: WarmUpResult, cause: WarmUpCause, ms: number) => void;
}

/** A server kept warm. */
export interface KeptWarm {
  /** What the warm-up at start did; nothing when the store could not be read then. */
  readonly first: Promise<WarmUpResult>;
  /** Checks no more, and stops the warm-up under way (see WarmUp.stop). */
  stop(): Promise<void>;
}

/**
 * Warms the server up once it listens (startWarmUp), and again whenever the data has changed
 * since the last warm-up began. An import beside a running server empties the store's caches,
 * and its next visitors would otherwise pay to fill them again (decision 068). The version is
 * one small query, checked on a timer that does not keep the process alive; a warm-up is never
 * started while another is under way, and a store that cannot be read (an import holds it) is
 * tried again on the next check.
 */
export function keepWarm(options: KeepWarmOptions): KeptWarm {
  let underWay: WarmUp | undefined;
  let warmedVersion: string | undefined;
  let stopped = false;
  const begin = (): Promise<WarmUpResult> | undefined => {
    let version: string;
    try {
      version = options.dataVersion();
    } catch {
      return undefined;
    }
    if (version === warmedVersion) return undefined;
    // The first warm-up is the start's, even when a busy store delayed it.
    const cause: WarmUpCause = warmedVersion === undefined ? "start" : "data change";
    warmedVersion = version;
    const started = performance.now();
    const warmUp = startWarmUp(options.render, options.pages(), options.readAheads);
    underWay = warmUp;
    void warmUp.done.then((result) => {
      if (underWay === warmUp) underWay = undefined;
      if (!stopped) options.onWarmedUp?.(result, cause, performance.now() - started);
    });
    return warmUp.done;
  };
  const first = begin() ?? Promise.resolve(NOTHING_WARMED);
  const timer = setInterval(() => {
    if (!underWay) begin();
  }, options.intervalMs ?? 2_000);
  timer.unref();
  return {
    first,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await underWay?.stop();
    },
  };
}
