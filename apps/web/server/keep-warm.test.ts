import { describe, expect, it } from "vitest";
import { keepWarm } from "./keep-warm";
import type { WarmUpCause } from "./warm-up";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` holds (checked every few ms), or fails after two seconds. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 5) {
    if (waited > 2_000) throw new Error("timed out");
    await sleep(5);
  }
}

/** keepWarm over a store whose data version the test sets; `busy` makes it unreadable. */
function watched() {
  const state = { version: "1", busy: false };
  const rendered: string[] = [];
  const warmUps: WarmUpCause[] = [];
  const kept = keepWarm({
    render: async (path) => {
      rendered.push(path);
      return new Response("page");
    },
    pages: () => ["/"],
    readAheads: [() => true],
    dataVersion: () => {
      if (state.busy) throw new Error("an import holds the database");
      return state.version;
    },
    intervalMs: 5,
    onWarmedUp: (_result, cause) => warmUps.push(cause),
  });
  return { state, rendered, warmUps, kept };
}

describe("keepWarm", () => {
  it("warms up at start, then again only when the data version changes", async () => {
    const { state, rendered, warmUps, kept } = watched();
    expect(await kept.first).toEqual({ pages: [{ path: "/", status: 200 }], readAhead: true });
    // Several checks of an unchanged version start nothing.
    await sleep(40);
    expect(warmUps).toEqual(["start"]);
    state.version = "2";
    await until(() => warmUps.length === 2);
    expect(warmUps).toEqual(["start", "data change"]);
    expect(rendered).toEqual(["/", "/"]);
    await kept.stop();
    state.version = "3";
    await sleep(40);
    expect(warmUps).toEqual(["start", "data change"]);
  });

  it("waits while the store cannot be read, and warms up once it can", async () => {
    const { state, warmUps, kept } = watched();
    await kept.first;
    state.busy = true;
    state.version = "2";
    await sleep(40);
    expect(warmUps).toEqual(["start"]);
    state.busy = false;
    await until(() => warmUps.length === 2);
    expect(warmUps).toEqual(["start", "data change"]);
    await kept.stop();
  });

  it("does nothing at start when the store is busy, then warms up once it can, as the start's", async () => {
    const state = { busy: true };
    const warmUps: WarmUpCause[] = [];
    const kept = keepWarm({
      render: async () => new Response(""),
      pages: () => ["/"],
      readAheads: [() => true],
      dataVersion: () => {
        if (state.busy) throw new Error("busy");
        return "1";
      },
      intervalMs: 5,
      onWarmedUp: (_result, cause) => warmUps.push(cause),
    });
    expect(await kept.first).toEqual({ pages: [], readAhead: false });
    state.busy = false;
    await until(() => warmUps.length === 1);
    expect(warmUps).toEqual(["start"]);
    await kept.stop();
  });
});
