import { describe, expect, it } from "vitest";
import { decimalFromText } from "../src/decimal-text";

describe("decimalFromText", () => {
  it.each([
    ["0.7", 0.7],
    [" 64 ", 64],
    ["-1", -1],
    ["2.50", 2.5],
  ])("reads %j as %d", (text, value) => {
    expect(decimalFromText(text)).toBe(value);
  });

  it.each(["", " ", "1e3", "0x10", "Infinity", ".5", "1.", "7 tokens", "1".repeat(400)])(
    "refuses %j",
    (text) => {
      expect(decimalFromText(text)).toBeUndefined();
    },
  );
});
