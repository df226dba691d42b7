import { describe, expect, it } from "vitest";
import { PageQueue } from "./page-queue";

/** Lets the event loop run `count` times. */
async function turns(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe("PageQueue", () => {
  it("runs as many pages at once as it may, then the others in the order they came", async () => {
    const queue = new PageQueue(2);
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    const pages = [1, 2, 3, 4, 5].map(async (page) => {
      const done = await queue.turn();
      started.push(page);
      await new Promise<void>((resolve) => finish.set(page, resolve));
      done();
    });
    await turns(3);
    expect(started).toEqual([1, 2]);
    expect(queue.size).toEqual({ running: 2, waiting: 3 });
    finish.get(2)?.();
    await turns(3);
    expect(started).toEqual([1, 2, 3]);
    finish.get(1)?.();
    finish.get(3)?.();
    await turns(3);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    finish.get(4)?.();
    finish.get(5)?.();
    await Promise.all(pages);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("counts a page done once, however often it says so", async () => {
    const queue = new PageQueue(1);
    const done = await queue.turn();
    done();
    done();
    const first = await queue.turn();
    let secondStarted = false;
    const second = queue.turn().then((release) => {
      secondStarted = true;
      return release;
    });
    await turns(3);
    expect(secondStarted).toBe(false);
    first();
    (await second)();
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("starts each page in a turn of the event loop of its own, so what came in between is read", async () => {
    const queue = new PageQueue(1);
    const events: string[] = [];
    const page = async (name: string) => {
      const done = await queue.turn();
      events.push(name);
      // A page that renders without yielding, and a connection that comes while it does.
      setImmediate(() => events.push(`after ${name}`));
      done();
    };
    await Promise.all([page("first"), page("second")]);
    await turns(2);
    expect(events).toEqual(["first", "after first", "second", "after second"]);
  });

  it("refuses a limit that would never run a page", () => {
    expect(() => new PageQueue(0)).toThrow(/at least one page/);
  });
});
