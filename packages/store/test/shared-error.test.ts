import { describe, expect, it } from "vitest";
import { InvalidCursorError } from "../src/cursor";
import { DatabaseBusyError } from "../src/database";
import { InvalidQueryError } from "../src/page";

describe("the store's errors across copies of its modules (decision 071)", () => {
  it("are instances of their class in every copy, and of no other class", async () => {
    // A second instance of each module, as the web server's bundle holds one.
    const load = (path: string) => import(/* @vite-ignore */ `${path}?another-copy`);
    const cursor = (await load("../src/cursor.ts")) as typeof import("../src/cursor");
    const page = (await load("../src/page.ts")) as typeof import("../src/page");
    const database = (await load("../src/database.ts")) as typeof import("../src/database");
    expect(cursor.InvalidCursorError).not.toBe(InvalidCursorError);

    expect(new cursor.InvalidCursorError("bad")).toBeInstanceOf(InvalidCursorError);
    expect(new InvalidCursorError("bad")).toBeInstanceOf(cursor.InvalidCursorError);
    expect(new page.InvalidQueryError("limit", "bad")).toBeInstanceOf(InvalidQueryError);
    expect(new database.DatabaseBusyError("hub.db")).toBeInstanceOf(DatabaseBusyError);

    expect(new InvalidQueryError("limit", "bad")).not.toBeInstanceOf(InvalidCursorError);
    expect(new Error("bad")).not.toBeInstanceOf(InvalidCursorError);
    expect("InvalidCursorError").not.toBeInstanceOf(InvalidCursorError);
    expect(new InvalidCursorError("bad")).toBeInstanceOf(Error);
  });
});
