import { describe, expect, it } from "vitest";
import { type ByteChunk, linesOf } from "../src/import/read-lines";

/** The text's UTF-8 bytes cut into chunks at the given byte offsets. */
function chunksOf(text: string, cuts: readonly number[]): ByteChunk[] {
  const bytes = Buffer.from(text, "utf8");
  const ends = [...cuts, bytes.length];
  return ends.map((end, i) => ({ bytes: bytes.subarray(ends[i - 1] ?? 0, end), bytesRead: end }));
}

const linesIn = (chunks: readonly ByteChunk[]) =>
  [...linesOf(chunks, "dump.jsonl")].map(({ text, number }) => [number, text]);

describe("linesOf", () => {
  it("numbers LF and CRLF lines and keeps a last line without a newline", () => {
    expect(linesIn(chunksOf("one\r\ntwo\n\nthree", []))).toEqual([
      [1, "one"],
      [2, "two"],
      [3, ""],
      [4, "three"],
    ]);
  });

  it("joins a line cut across several chunks, also inside a character", () => {
    const text = '{"card":"Café ☕ 模型 🦙"}\n{"id":"é"}\n';
    const bytes = Buffer.byteLength(text);
    // Every way of cutting the input in three gives the same lines.
    for (let first = 1; first < bytes; first += 3) {
      for (let second = first + 1; second < bytes; second += 5) {
        expect(linesIn(chunksOf(text, [first, second]))).toEqual([
          [1, '{"card":"Café ☕ 模型 🦙"}'],
          [2, '{"id":"é"}'],
        ]);
      }
    }
  });

  it("does not keep a reused chunk buffer: pending bytes are copied", () => {
    const buffer = Buffer.from("abc");
    const chunks = function* (): Generator<ByteChunk> {
      yield { bytes: buffer, bytesRead: 3 };
      buffer.write("d\nx");
      yield { bytes: buffer, bytesRead: 6 };
    };
    expect([...linesOf(chunks(), "dump.jsonl")].map(({ text }) => text)).toEqual(["abcd", "x"]);
  });

  it("reports the bytes read with each line", () => {
    const lines = [...linesOf(chunksOf("a\nb\nc", [2, 4]), "dump.jsonl")];
    expect(lines.map(({ bytesRead }) => bytesRead)).toEqual([2, 4, 5]);
  });

  it("refuses a line that is not UTF-8, naming it, even cut across chunks", () => {
    const bytes = Buffer.from([0x61, 0x0a, 0x62, 0xe9, 0x0a, 0x63]); // "b\xe9": Latin-1, not UTF-8
    for (const cut of [0, 3, 4]) {
      const chunks = cut
        ? [
            { bytes: bytes.subarray(0, cut), bytesRead: cut },
            { bytes: bytes.subarray(cut), bytesRead: 6 },
          ]
        : [{ bytes, bytesRead: 6 }];
      expect(() => [...linesOf(chunks, "dump.jsonl")]).toThrow(
        expect.objectContaining({
          file: "dump.jsonl",
          line: 2,
          problem: expect.stringMatching(/^not UTF-8 text/),
        }),
      );
    }
  });
});
