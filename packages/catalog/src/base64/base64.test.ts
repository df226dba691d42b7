import { describe, expect, it } from "vitest";
import { BASE64_CHUNK_SIZE, base64FromBytes, bytesFromBase64, INVALID_BASE64_LENGTH } from "./base64";

const text = (s: string) => new TextEncoder().encode(s);

/** Deterministic pseudo-random bytes (xorshift), so failures reproduce. */
function noise(length: number, seed = 42): Uint8Array {
  const bytes = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

/** Byte-wise equality (vitest's deep equality is slow on megabytes). */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

describe("base64FromBytes", () => {
  it("encodes the RFC 4648 test vectors", () => {
    const vectors: [string, string][] = [
      ["", ""],
      ["f", "Zg=="],
      ["fo", "Zm8="],
      ["foo", "Zm9v"],
      ["foob", "Zm9vYg=="],
      ["fooba", "Zm9vYmE="],
      ["foobar", "Zm9vYmFy"],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base64FromBytes(text(plain))).toBe(encoded);
      expect(bytesFromBase64(encoded)).toEqual(text(plain));
    }
  });

  it("encodes every byte value", () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const encoded = base64FromBytes(all);
    expect(encoded.startsWith("AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8g")).toBe(true);
    expect(encoded.endsWith("+fr7/P3+/w==")).toBe(true);
    expect(bytesFromBase64(encoded)).toEqual(all);
    expect(base64FromBytes(Uint8Array.of(0xfb, 0xff, 0xbf))).toBe("+/+/");
  });

  it("uses a chunk size that is a multiple of 3", () => {
    expect(BASE64_CHUNK_SIZE).toBe(16383);
    expect(BASE64_CHUNK_SIZE % 3).toBe(0);
  });

  it("encodes large inputs across chunk boundaries like one piece", () => {
    for (const length of [
      BASE64_CHUNK_SIZE - 1,
      BASE64_CHUNK_SIZE,
      BASE64_CHUNK_SIZE + 1,
      3 * BASE64_CHUNK_SIZE + 2,
      4 * BASE64_CHUNK_SIZE + 7,
    ]) {
      const bytes = noise(length, length);
      const encoded = base64FromBytes(bytes);
      expect(encoded.length).toBe(Math.ceil(length / 3) * 4);
      expect(encoded.slice(0, -4)).not.toContain("=");
      // The first chunk's text equals the encoding of those bytes alone.
      const firstChunk = base64FromBytes(bytes.subarray(0, BASE64_CHUNK_SIZE));
      expect(encoded.startsWith(firstChunk)).toBe(true);
      expect(sameBytes(bytesFromBase64(encoded), bytes)).toBe(true);
    }
  });

  it("handles a megabyte in a reasonable time", () => {
    const bytes = noise(1 << 20);
    const started = performance.now();
    const decoded = bytesFromBase64(base64FromBytes(bytes));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(sameBytes(decoded, bytes)).toBe(true);
  });

  it("encodes a subarray view by its own bytes only", () => {
    const buffer = text("xxfooxx");
    expect(base64FromBytes(buffer.subarray(2, 5))).toBe("Zm9v");
  });
});

describe("bytesFromBase64", () => {
  it("round-trips text in any script", () => {
    const sample = "héllo wörld — 漢字 😀 \u0000\n";
    expect(new TextDecoder().decode(bytesFromBase64(base64FromBytes(text(sample))))).toBe(sample);
  });

  it("throws for a length that is not a multiple of 4", () => {
    for (const bad of ["A", "AB", "ABC", "Zm9vY", "Zm9vYg=", "Zm9vYg==="]) {
      expect(() => bytesFromBase64(bad)).toThrowError(new Error(INVALID_BASE64_LENGTH));
    }
    expect(INVALID_BASE64_LENGTH).toBe("Invalid string. Length must be a multiple of 4");
  });

  it("throws a clear error for characters outside the alphabet", () => {
    expect(() => bytesFromBase64("Zm9*")).toThrowError('Invalid base64 character "*" at position 3');
    expect(() => bytesFromBase64("Zm 9")).toThrowError('Invalid base64 character " " at position 2');
    expect(() => bytesFromBase64("Zm-_")).toThrowError('Invalid base64 character "-" at position 2');
    expect(() => bytesFromBase64("Zm9\n")).toThrowError(/position 3/);
    expect(() => bytesFromBase64("ZÅ9v")).toThrowError(/position 1/);
  });

  it("throws for padding anywhere but the end", () => {
    expect(() => bytesFromBase64("Zg==Zm9v")).toThrowError(/Invalid base64 character "=" at position 2/);
    expect(() => bytesFromBase64("Z===")).toThrowError(/"=" at position 1/);
    expect(() => bytesFromBase64("====")).toThrowError(/"=" at position 0/);
  });

  it("tells unequal byte arrays apart (the helper the large tests use)", () => {
    expect(sameBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 3))).toBe(false);
    expect(sameBytes(Uint8Array.of(1), Uint8Array.of(1, 0))).toBe(false);
  });

  it("decodes the empty string to no bytes", () => {
    expect(bytesFromBase64("")).toEqual(new Uint8Array(0));
  });
});
