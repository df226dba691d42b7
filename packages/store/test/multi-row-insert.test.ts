import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/database";
import { insertRows, MultiRowInsert } from "../src/multi-row-insert";

let db: Database;
/** The SQL of every statement run through `recorded`, with its number of bound values. */
let runs: { sql: string; values: number }[];
let recorded: Database;

beforeEach(() => {
  db = openDatabase(":memory:");
  db.exec("CREATE TABLE t (a INTEGER, b TEXT)");
  runs = [];
  recorded = {
    ...db,
    run: (sql, params) => {
      runs.push({ sql, values: Array.isArray(params) ? params.length : 0 });
      return db.run(sql, params);
    },
  };
});
afterEach(() => db.close());

const rows = () => db.all<{ a: number; b: string }>("SELECT a, b FROM t ORDER BY rowid");

describe("MultiRowInsert", () => {
  it("runs each full statement as soon as its values are in, and the rest one row at a time at the end", () => {
    const insert = new MultiRowInsert(recorded, "t", ["a", "b"], { rowsPerStatement: 3 });
    for (let i = 0; i < 7; i++) {
      insert.push(i);
      insert.push(`row ${i}`);
    }
    // Two statements of three rows have run; the seventh row waits.
    expect(runs.map((run) => run.values)).toEqual([6, 6]);
    expect(rows()).toHaveLength(6);
    insert.finish();
    expect(runs.map((run) => run.values)).toEqual([6, 6, 2]);
    expect(rows()).toEqual(Array.from({ length: 7 }, (_, i) => ({ a: i, b: `row ${i}` })));
    // Finished, it can take more rows.
    insert.push(7);
    insert.push("row 7");
    insert.finish();
    expect(rows()).toHaveLength(8);
  });

  it("binds each row through its own SQL", () => {
    const insert = new MultiRowInsert(recorded, "t", ["a", "b"], { rowSql: "(? * 10, upper(?))" });
    insert.push(4);
    insert.push("x");
    insert.finish();
    expect(rows()).toEqual([{ a: 40, b: "X" }]);
  });

  it("refuses to finish on part of a row, naming the table, and writes none of it", () => {
    const insert = new MultiRowInsert(recorded, "t", ["a", "b"], { rowsPerStatement: 2 });
    insert.push(1);
    insert.push("one");
    insert.push(2);
    expect(() => insert.finish()).toThrow("t: 3 values for rows of 2");
    expect(rows()).toEqual([]);
  });
});

describe("insertRows", () => {
  it("writes a flat list of values as rows, in full statements and then single rows", () => {
    const values = Array.from({ length: 5 }, (_, i) => [i, `v${i}`]).flat();
    insertRows(recorded, "t", ["a", "b"], values, { rowsPerStatement: 2 });
    expect(runs.map((run) => run.values)).toEqual([4, 4, 2]);
    expect(rows().map((row) => row.b)).toEqual(["v0", "v1", "v2", "v3", "v4"]);
  });

  it("refuses a list that is not whole rows before writing any", () => {
    expect(() => insertRows(recorded, "t", ["a", "b"], [1, "a", 2, "b", 3], { rowsPerStatement: 2 })).toThrow(
      "t: 5 values for rows of 2",
    );
    expect(runs).toEqual([]);
    expect(rows()).toEqual([]);
  });
});
