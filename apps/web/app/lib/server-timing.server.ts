import { AsyncLocalStorage } from "node:async_hooks";

/** What each phase is called in the Server-Timing header, in the order it lists them. */
const PHASES = {
  queue: "waiting for earlier pages",
  store: "store reads",
  snippets: "snippet generation",
  highlight: "code highlighting",
  markdown: "markdown rendering",
  render: "React render",
} as const;

/** A phase of a page request the server times. */
export type TimedPhase = keyof typeof PHASES;

/**
 * The time one page request spent in each phase, for its Server-Timing header. A phase measured
 * inside another (highlighting inside snippet generation) counts for the inner one only, so the
 * phases add up to no more than the request's time.
 */
export class ServerTiming {
  readonly #spent = new Map<TimedPhase, { ms: number; count: number }>();
  /** The innermost phase running now, and when it (re)started. */
  #running: { phase: TimedPhase; since: number } | undefined;
  /** The asynchronous calls of each phase not settled yet, and when the first of them began. */
  readonly #pending = new Map<TimedPhase, { calls: number; since: number }>();

  /** Runs `work` (synchronous) as part of `phase` and returns what it returns. */
  measure<T>(phase: TimedPhase, work: () => T): T {
    const outer = this.#running;
    const started = performance.now();
    if (outer) this.#add(outer.phase, started - outer.since, 0);
    this.#running = { phase, since: started };
    try {
      return work();
    } finally {
      const ended = performance.now();
      this.#add(phase, ended - (this.#running?.since ?? started), 1);
      this.#running = outer && { phase: outer.phase, since: ended };
    }
  }

  /**
   * Starts a call of `phase` whose work may go on after it returns (a read answering a promise);
   * the function returned ends it. Calls of one phase that overlap (reads awaited together) count
   * their time once: from the first's start to the last's end.
   */
  begin(phase: TimedPhase): () => void {
    let open = this.#pending.get(phase);
    if (!open) {
      open = { calls: 0, since: performance.now() };
      this.#pending.set(phase, open);
    }
    open.calls++;
    const call = open;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.#add(phase, 0, 1);
      if (--call.calls > 0) return;
      this.#add(phase, performance.now() - call.since, 0);
      this.#pending.delete(phase);
    };
  }

  /** Adds time measured elsewhere (an asynchronous phase such as the render) to `phase`. */
  add(phase: TimedPhase, ms: number): void {
    this.#add(phase, ms, 1);
  }

  /**
   * The Server-Timing header value: each phase that ran, then `total` when given (RFC-style
   * `name;desc="...";dur=ms`, which browsers' developer tools show under the request's timing).
   */
  header(totalMs?: number): string {
    const entries: string[] = [];
    for (const phase of Object.keys(PHASES) as TimedPhase[]) {
      const spent = this.#spent.get(phase);
      if (!spent) continue;
      const desc = spent.count > 1 ? `${PHASES[phase]} (${spent.count})` : PHASES[phase];
      entries.push(`${phase};desc="${desc}";dur=${spent.ms.toFixed(2)}`);
    }
    if (totalMs !== undefined) entries.push(`total;dur=${totalMs.toFixed(2)}`);
    return entries.join(", ");
  }

  #add(phase: TimedPhase, ms: number, count: number): void {
    const spent = this.#spent.get(phase);
    if (spent) {
      spent.ms += ms;
      spent.count += count;
    } else this.#spent.set(phase, { ms, count });
  }
}

/** The timing of the request being handled. */
const requestTiming = new AsyncLocalStorage<ServerTiming>();

/** Runs `handle` with `timing` as the timing of everything it does, awaited work included. */
export function withServerTiming<T>(timing: ServerTiming, handle: () => T): T {
  return requestTiming.run(timing, handle);
}

/** The timing of the request being handled, if the server times one. */
export function currentServerTiming(): ServerTiming | undefined {
  return requestTiming.getStore();
}

/** Runs `work` as part of `phase` of the current request (just runs it outside one). */
export function timed<T>(phase: TimedPhase, work: () => T): T {
  const timing = requestTiming.getStore();
  return timing ? timing.measure(phase, work) : work();
}

/** Runs a store read as a store phase of the current request: until its promise settles, if it answers one. */
function timedRead(read: () => unknown): unknown {
  const end = requestTiming.getStore()?.begin("store");
  if (!end) return read();
  let result: unknown;
  try {
    result = read();
  } catch (error) {
    end();
    throw error;
  }
  if (result instanceof Promise) return result.finally(end);
  end();
  return result;
}

/** Each store's view whose reads are timed, made once. */
const timedViews = new WeakMap<object, object>();

/**
 * The store seen through its reads' timing: every method of its repositories (`store.models`,
 * `store.datasets`, ...) and of the store itself counts as a store read of the current request.
 * The view is a plain object built once per store, so a call costs one wrapper and no property
 * lookup through a proxy; the methods run on the store's own objects. A read that answers a
 * promise is timed until the promise settles: a listing's later statements run after its call
 * returns (on PostgreSQL, all of them).
 */
export function timedStore<S extends object>(store: S): S {
  let view = timedViews.get(store);
  if (!view) {
    view = timedView(store, 1);
    timedViews.set(store, view);
  }
  return view as S;
}

/**
 * An object with the methods of `target` (its own and its class's) as timed calls on it, the
 * objects it holds (repositories) likewise `depth` levels down, and its other properties read
 * through from it; the connection stays as it is.
 */
function timedView(target: object, depth: number): object {
  const view = {};
  for (const key of propertyNames(target)) {
    const value: unknown = Reflect.get(target, key);
    if (typeof value === "function") {
      const method = value as (...args: unknown[]) => unknown;
      Object.defineProperty(view, key, {
        value: (...args: unknown[]) => timedRead(() => method.apply(target, args)),
      });
    } else if (depth > 0 && key !== "db" && typeof value === "object" && value !== null) {
      Object.defineProperty(view, key, { value: timedView(value, depth - 1), enumerable: true });
    } else {
      Object.defineProperty(view, key, { get: () => Reflect.get(target, key), enumerable: true });
    }
  }
  return view;
}

/** The names of an object's own properties and of its classes' methods, without Object's. */
function propertyNames(target: object): Set<PropertyKey> {
  const names = new Set<PropertyKey>();
  for (let object = target; object !== Object.prototype && object !== null; ) {
    for (const key of Reflect.ownKeys(object)) if (key !== "constructor") names.add(key);
    object = Object.getPrototypeOf(object) as object;
  }
  return names;
}
