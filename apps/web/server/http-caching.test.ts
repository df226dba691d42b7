import { describe, expect, it } from "vitest";
import { createValidators, isNotModified } from "./http-caching";

/** A stored data version (see Store.dataVersion) written at `iso`. */
function versionAt(iso: string, random = "AbCdEfGhIjKl", inSecond = 0): string {
  return `${Date.parse(iso) / 1000}.${inSecond}-${random}`;
}

describe("createValidators", () => {
  it("keeps one set of validators per data version, dated when the store wrote it", () => {
    let now = Date.parse("2026-11-28T03:00:09.700Z");
    const validatorsOf = createValidators("build-1", () => now);
    const first = validatorsOf(versionAt("2026-11-28T03:00:00Z"));
    expect(first.lastModified).toBe("Sat, 28 Nov 2026 03:00:00 GMT");
    expect(first.dateAnswers).toBe(true);
    now += 5_000;
    expect(validatorsOf(versionAt("2026-11-28T03:00:00Z"))).toBe(first);
    const second = validatorsOf(versionAt("2026-11-28T03:00:05Z", "MnOpQrStUvWx"));
    expect(second.etag).not.toBe(first.etag);
    expect(second.lastModified).toBe("Sat, 28 Nov 2026 03:00:05 GMT");
    expect(isNotModified({ "if-modified-since": first.lastModified }, second)).toBe(false);
  });

  it("leaves a date that two versions share to the entity tag alone", () => {
    const validatorsOf = createValidators("build-1", () => Date.parse("2026-11-28T03:00:09Z"));
    const first = validatorsOf(versionAt("2026-11-28T03:00:00Z"));
    const second = validatorsOf(versionAt("2026-11-28T03:00:00Z", "MnOpQrStUvWx", 1));
    expect(second.lastModified).toBe(first.lastModified);
    expect(second.dateAnswers).toBe(false);
    expect(isNotModified({ "if-modified-since": first.lastModified }, second)).toBe(false);
    expect(isNotModified({ "if-none-match": second.etag }, second)).toBe(true);
  });

  it("never dates an answer later than the clock, and then leaves revalidation to the tag", () => {
    const now = Date.parse("2026-11-28T03:00:00.100Z");
    const ahead = createValidators("build-1", () => now)(versionAt("2026-11-28T03:00:02Z"));
    expect(ahead.lastModified).toBe("Sat, 28 Nov 2026 03:00:00 GMT");
    expect(ahead.dateAnswers).toBe(false);
    expect(isNotModified({ "if-modified-since": ahead.lastModified }, ahead)).toBe(false);
    expect(isNotModified({ "if-none-match": ahead.etag }, ahead)).toBe(true);
    // A store that has no dated version yet is dated by the clock, and only its tag answers.
    const undated = createValidators("build-1", () => now)("");
    expect(undated.lastModified).toBe("Sat, 28 Nov 2026 03:00:00 GMT");
    expect(undated.dateAnswers).toBe(false);
  });

  it("gives every process the same tag for the same build and data, another build its own", () => {
    const version = versionAt("2026-11-28T03:00:00Z");
    const tags = [
      createValidators("build-1")(version).etag,
      createValidators("build-1")(version).etag,
      createValidators("build-2")(version).etag,
      createValidators("build-1")(versionAt("2026-11-28T03:00:00Z", "MnOpQrStUvWx")).etag,
    ];
    expect(tags[1]).toBe(tags[0]);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^W\/"[\w-]{22}"$/);
  });
});

describe("isNotModified", () => {
  const validators = createValidators("build-1", () => Date.parse("2026-11-28T03:00:30Z"))(
    versionAt("2026-11-28T03:00:00Z"),
  );
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
