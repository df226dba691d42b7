// @vitest-environment node
import { DatabaseConnectionError } from "@modelhub/store";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "../entry.server";
import { watchDatabaseOutage } from "./database-outage.server";

const args = { request: new Request("http://hub.test/models"), params: {}, context: undefined } as Parameters<
  typeof handleError
>[1];

describe("a database failure during a page's loaders", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is noted for the request's 503 answer instead of being logged as a server error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new DatabaseConnectionError("db.example:5432/hub", "connection refused");
    const watched = await watchDatabaseOutage(async () => {
      handleError(failure, args);
      return "page";
    });
    expect(watched).toEqual({ result: "page", failure });
    expect(logged).not.toHaveBeenCalled();
  });

  it("leaves other errors to the log, and other requests unmarked", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const bug = new Error("a bug");
    expect(await watchDatabaseOutage(async () => handleError(bug, args))).toEqual({ result: undefined });
    expect(logged).toHaveBeenCalledWith(bug);
    expect(await watchDatabaseOutage(async () => "other")).toEqual({ result: "other" });
  });
});
