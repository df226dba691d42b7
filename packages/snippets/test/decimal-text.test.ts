import { describe, expect, it } from "vitest";
import { decimalFromText } from "../src/decimal-text";

describe("decimalFromText", () => {
  it.each([
    ["0.7", 0.7],
    [" 64 ", 64],
    ["-1", -1],
    ["2.50", 2.5],
    [".5", 0.5],
    ["1.", 1],
    ["+2", 2],
    ["1e-7", 1e-7],
    ["2E3", 2000],
  ])("reads %j as %d", (text, value) => {
    expect(decimalFromText(text)).toBe(value);
  });

  it.each(["", " ", ".", "e5", "1e", "0x10", "Infinity", "NaN", "7 tokens", "1e999", "1".repeat(400)])(
    "refuses %j",
    (text) => {
      expect(decimalFromText(text)).toBeUndefined();
    },
  );
});
