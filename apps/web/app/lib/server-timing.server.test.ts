import { describe, expect, it } from "vitest";
import { ServerTiming, timed, timedStore, withServerTiming } from "./server-timing.server";

/** Keeps the CPU busy for about `ms` milliseconds. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}

/** The durations of a Server-Timing header value, by metric name. */
function durations(header: string): Record<string, number> {
  return Object.fromEntries(
    header.split(", ").map((entry) => [entry.split(";")[0], Number(entry.match(/dur=([\d.]+)/)?.[1])]),
  );
}

describe("ServerTiming", () => {
  it("names each phase that ran, with how often and how long, then the total", () => {
    const timing = new ServerTiming();
    timing.measure("store", () => spin(2));
    timing.measure("store", () => spin(2));
    timing.add("render", 7.5);
    const header = timing.header(20);
    expect(header).toMatch(
      /^store;desc="store reads \(2\)";dur=\d+\.\d\d, render;desc="React render";dur=7\.50, total;dur=20\.00$/,
    );
    expect(durations(header).store).toBeGreaterThanOrEqual(4);
  });

  it("lists the time a page waited for earlier ones first", () => {
    const timing = new ServerTiming();
    timing.add("render", 2);
    timing.add("queue", 40);
    expect(timing.header(45)).toMatch(/^queue;desc="waiting for earlier pages";dur=40\.00, render;/);
  });

  it("counts a phase measured inside another for the inner one only", () => {
    const timing = new ServerTiming();
    const start = performance.now();
    const result = timing.measure("snippets", () => {
      spin(3);
      const inner = timing.measure("highlight", () => {
        spin(10);
        return "html";
      });
      spin(3);
      return inner;
    });
    const wall = performance.now() - start;
    expect(result).toBe("html");
    const spent = durations(timing.header());
    expect(spent.highlight).toBeGreaterThanOrEqual(10);
    expect(spent.snippets).toBeGreaterThanOrEqual(6);
    // The outer phase is charged its wall time less the inner one's, however busy the machine.
    const charged = (spent.snippets ?? 0) + (spent.highlight ?? 0);
    expect(charged).toBeLessThanOrEqual(wall + 0.02);
    expect(charged).toBeGreaterThan(wall - 1);
  });

  it("keeps timing the outer phase when the inner one throws", () => {
    const timing = new ServerTiming();
    expect(() =>
      timing.measure("snippets", () =>
        timing.measure("highlight", () => {
          throw new Error("no grammar");
        }),
      ),
    ).toThrow("no grammar");
    timing.measure("store", () => spin(1));
    expect(timing.header()).toMatch(/^store;[^,]+, snippets;[^,]+, highlight;/);
  });
});

describe("timed and timedStore", () => {
  /** A repository as the store's are: methods on its class, reading its own fields. */
  class Repository {
    rows = ["a", "b"];
    count(): number {
      spin(1);
      return this.rows.length;
    }
  }
  const store = {
    db: { name: "the connection" },
    models: new Repository(),
    dataVersion: () => "7",
  };

  it("charge store reads to the request that runs them, awaited work included", async () => {
    const first = new ServerTiming();
    const second = new ServerTiming();
    const view = timedStore(store);
    await Promise.all([
      withServerTiming(first, async () => {
        expect(view.models.count()).toBe(2);
        await new Promise((resolve) => setTimeout(resolve, 5));
        expect(view.dataVersion()).toBe("7");
      }),
      withServerTiming(second, async () => {
        timed("highlight", () => spin(1));
      }),
    ]);
    expect(first.header()).toMatch(/^store;desc="store reads \(2\)";dur=/);
    expect(second.header()).toMatch(/^highlight;desc="code highlighting";dur=/);
  });

  it("time a read that answers a promise until it settles, reads awaited together once", async () => {
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const slow = {
      models: {
        async list(): Promise<string[]> {
          await wait(20);
          return ["a"];
        },
      },
    };
    const view = timedStore(slow);
    const timing = new ServerTiming();
    const start = performance.now();
    await withServerTiming(timing, async () => {
      expect(await Promise.all([view.models.list(), view.models.list()])).toEqual([["a"], ["a"]]);
      await wait(20);
    });
    const wall = performance.now() - start;
    const header = timing.header();
    expect(header).toMatch(/^store;desc="store reads \(2\)";dur=/);
    // The two reads overlap: about 20 ms of store time, not 40, and not the idle wait after them.
    expect(durations(header).store).toBeGreaterThanOrEqual(19);
    expect(durations(header).store).toBeLessThan(wall - 15);
  });

  it("leave the store as it is outside a timed request, and the connection unwrapped", () => {
    const view = timedStore(store);
    expect(timedStore(store)).toBe(view);
    expect(view.models.count()).toBe(2);
    expect(view.db).toBe(store.db);
    store.models.rows = ["a", "b", "c"];
    expect(view.models.rows).toEqual(["a", "b", "c"]);
    expect(view.models.count()).toBe(3);
    store.models.rows = ["a", "b"];
    expect(timed("store", () => 3)).toBe(3);
  });
});
