import { openStore, type Store } from "@modelhub/store";
import { describe, expect, it } from "vitest";
import { pagesToWarm, startWarmUp } from "./warm-up";

/** A renderer that records what it was asked for, answering each path as `answer` says. */
function recordingRender(answer: (path: string) => Response | Error = () => new Response("page")) {
  const asked: string[] = [];
  const render = async (path: string) => {
    asked.push(path);
    const result = answer(path);
    if (result instanceof Error) throw result;
    return result;
  };
  return { asked, render };
}

describe("startWarmUp", () => {
  it("renders each page in turn, reads its body to the end, then reads the store ahead", async () => {
    const read: string[] = [];
    const { asked, render } = recordingRender(
      (path) =>
        new Response(
          new ReadableStream({
            pull(controller) {
              read.push(path);
              controller.close();
            },
          }),
          { status: path === "/gone" ? 404 : 200 },
        ),
    );
    let readAheadAfter: string[] = [];
    const warmUp = startWarmUp(
      render,
      ["/", "/models", "/gone"],
      [
        () => {
          readAheadAfter = [...read];
          return false;
        },
        () => true,
      ],
    );
    expect(await warmUp.done).toEqual({
      pages: [
        { path: "/", status: 200 },
        { path: "/models", status: 200 },
        { path: "/gone", status: 404 },
      ],
      readAhead: true,
    });
    expect(asked).toEqual(["/", "/models", "/gone"]);
    expect(readAheadAfter).toEqual(["/", "/models", "/gone"]);
  });

  it("goes on past a page or a read-ahead that fails, and never rejects", async () => {
    const { render } = recordingRender((path) => (path === "/models" ? new Error("boom") : new Response("")));
    const warmUp = startWarmUp(
      render,
      ["/models", "/datasets"],
      [
        () => {
          throw new Error("store busy");
        },
      ],
    );
    expect(await warmUp.done).toEqual({
      pages: [
        { path: "/models", status: 0 },
        { path: "/datasets", status: 200 },
      ],
      readAhead: false,
    });
  });

  it("starts nothing once stopped, and stop waits for the page under way", async () => {
    let finish: (() => void) | undefined;
    const asked: string[] = [];
    const render = (path: string) => {
      asked.push(path);
      return new Promise<Response>((resolve) => {
        finish = () => resolve(new Response("done"));
      });
    };
    let readAhead = false;
    const warmUp = startWarmUp(
      render,
      ["/", "/models"],
      [
        () => {
          readAhead = true;
          return true;
        },
      ],
    );
    // The first page starts on a later turn of the event loop, not during the server's start.
    expect(asked).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toEqual(["/"]);
    let stopped = false;
    const stopping = warmUp.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    finish?.();
    await stopping;
    expect(asked).toEqual(["/"]);
    expect(readAhead).toBe(false);
    expect((await warmUp.done).pages).toEqual([{ path: "/", status: 200 }]);
  });
});

describe("startWarmUp's read-ahead", () => {
  it("runs one step a turn, so a stop between two steps skips the rest", async () => {
    const ran: string[] = [];
    const { render } = recordingRender();
    const warmUp = startWarmUp(
      render,
      [],
      [
        () => {
          ran.push("tasks");
          void warmUp.stop();
          return true;
        },
        () => {
          ran.push("libraries");
          return true;
        },
      ],
    );
    expect(await warmUp.done).toEqual({ pages: [], readAhead: true });
    expect(ran).toEqual(["tasks"]);
  });
});

describe("pagesToWarm", () => {
  it("adds the page of the model trending most", () => {
    const store = openStore(":memory:");
    store.models.upsertMany([
      { id: "acme/quiet", trendingScore: 1 },
      { id: "acme/Top.v1_model-2", trendingScore: 9 },
    ]);
    expect(pagesToWarm(() => store)).toEqual(["/", "/models", "/datasets", "/acme/Top.v1_model-2"]);
    // A legacy model with a bare id has its page at the root.
    store.models.upsert({ id: "gpt2", trendingScore: 20 });
    expect(pagesToWarm(() => store).at(-1)).toBe("/gpt2");
    store.close();
  });

  it("keeps the listings when the store has no model, or cannot be read", () => {
    const store = openStore(":memory:");
    expect(pagesToWarm(() => store)).toEqual(["/", "/models", "/datasets"]);
    store.close();
    const busy = (): Store => {
      throw new Error("an import holds the database");
    };
    expect(pagesToWarm(busy)).toEqual(["/", "/models", "/datasets"]);
  });
});
