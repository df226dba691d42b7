import { describe, expect, it } from "vitest";
import { asDateString } from "./coerce";

describe("asDateString", () => {
  it("keeps exactly the strings Date.parse reads, Hub timestamps and others alike", () => {
    const values = [
      "2022-03-02T23:29:04.000Z",
      "2022-03-02T23:29:04Z",
      "2022-03-02T23:29:04.5Z",
      "2024-02-30T00:00:00.000Z",
      "2024-04-31T23:59:59.999Z",
      "2024-12-31T24:00:00Z",
      "2022-03-02",
      "2022-03-02T23:29:04+02:00",
      "March 2, 2022",
      "2022-13-01T00:00:00Z",
      "2022-00-10T00:00:00Z",
      "2022-01-32T00:00:00Z",
      "2022-01-00T00:00:00Z",
      "2022-01-01T24:00:01Z",
      "2022-01-01T23:60:00Z",
      "2022-01-01T23:59:60Z",
      "2022-01-01T23:59:59.1234Z",
      "2022-01-01T23:59:59.000Z\n",
      "not a date",
      "",
    ];
    for (const value of values) {
      expect([value, asDateString(value)]).toEqual([
        value,
        Number.isNaN(Date.parse(value)) ? undefined : value,
      ]);
    }
    expect(asDateString(1646263744000)).toBeUndefined();
    expect(asDateString(null)).toBeUndefined();
  });
});
