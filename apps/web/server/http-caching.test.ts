import { describe, expect, it } from "vitest";
import { createValidators, isNotModified } from "./http-caching";

describe("createValidators", () => {
  it("keeps one set of validators per data version, dated when this process first saw it", () => {
    let now = Date.parse("2026-11-28T03:00:00.700Z");
    const validatorsOf = createValidators("build-1", () => now);
    const first = validatorsOf("1:0");
    expect(first.lastModified).toBe("Sat, 28 Nov 2026 03:00:00 GMT");
    now += 5_000;
    expect(validatorsOf("1:0")).toBe(first);
    const second = validatorsOf("2:0");
    expect(second.etag).not.toBe(first.etag);
    expect(second.lastModified).toBe("Sat, 28 Nov 2026 03:00:05 GMT");
    expect(second.sameSecondAsBefore).toBe(false);
  });

  it("leaves a date that two versions share to the entity tag alone", () => {
    let now = Date.parse("2026-11-28T03:00:00.100Z");
    const validatorsOf = createValidators("build-1", () => now);
    const first = validatorsOf("1:0");
    now += 500;
    const second = validatorsOf("2:0");
    expect(second.lastModified).toBe(first.lastModified);
    expect(second.sameSecondAsBefore).toBe(true);
    expect(isNotModified({ "if-modified-since": first.lastModified }, second)).toBe(false);
    expect(isNotModified({ "if-none-match": second.etag }, second)).toBe(true);
    // The clock going back never dates a newer version earlier.
    now -= 60_000;
    expect(validatorsOf("3:0").lastModifiedMs).toBe(second.lastModifiedMs);
  });

  it("gives another build, and another process, tags of their own for the same data version", () => {
    const tags = [
      createValidators("build-1")("1:0").etag,
      createValidators("build-1")("1:0").etag,
      createValidators("build-2")("1:0").etag,
    ];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^W\/"[\w-]{22}"$/);
  });
});

describe("isNotModified", () => {
  const validators = createValidators("build-1", () => Date.parse("2026-11-28T03:00:00Z"))("1:0");
  const strong = validators.etag.slice(2);

  it("matches any tag of an If-None-Match list, weak or strong", () => {
    expect(isNotModified({ "if-none-match": validators.etag }, validators)).toBe(true);
    expect(isNotModified({ "if-none-match": `"other", ${strong}` }, validators)).toBe(true);
    expect(isNotModified({ "if-none-match": '"other", W/"more"' }, validators)).toBe(false);
  });

  it("lets If-None-Match decide over If-Modified-Since", () => {
    const headers = { "if-none-match": '"other"', "if-modified-since": "Sat, 28 Nov 2026 04:00:00 GMT" };
    expect(isNotModified(headers, validators)).toBe(false);
  });

  it("answers If-Modified-Since at or after the date, and ignores a date it cannot read", () => {
    expect(isNotModified({ "if-modified-since": "Sat, 28 Nov 2026 03:00:00 GMT" }, validators)).toBe(true);
    expect(isNotModified({ "if-modified-since": "Sat, 28 Nov 2026 02:59:59 GMT" }, validators)).toBe(false);
    expect(isNotModified({ "if-modified-since": "yesterday" }, validators)).toBe(false);
    expect(isNotModified({}, validators)).toBe(false);
  });
});
