import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { textToSpeech } from "./data";

const SCRIPT = new URL("../../../../scripts/make-demo-audio.sh", import.meta.url);
const AUDIO = new URL("../../../../assets/tasks/text-to-speech-output.flac", import.meta.url);

/** Reads channel count and sample rate from a FLAC file's STREAMINFO block. */
function flacStreamInfo(bytes: Buffer): { channels: number; sampleRate: number } {
  if (bytes.subarray(0, 4).toString("latin1") !== "fLaC") throw new Error("not a FLAC file");
  // "fLaC", then a 4-byte metadata block header, then STREAMINFO; its sample rate (20 bits) and
  // channel count minus one (3 bits) start at byte 10 of STREAMINFO.
  const info = bytes.subarray(8);
  const sampleRate = (info.readUInt8(10) << 12) | (info.readUInt8(11) << 4) | (info.readUInt8(12) >> 4);
  const channels = ((info.readUInt8(12) >> 1) & 0b111) + 1;
  return { channels, sampleRate };
}

describe("text-to-speech demo", () => {
  it("speaks exactly the sentence shown as its input", () => {
    const input = textToSpeech.demo.inputs[0];
    const script = readFileSync(SCRIPT, "utf8");
    const spoken = /^tts_sentence='([^']*)'$/m.exec(script)?.[1];
    expect(input?.type === "text" ? input.content : undefined).toBe(spoken);
  });

  it("ships a mono FLAC file, as the script makes it", () => {
    expect(flacStreamInfo(readFileSync(AUDIO))).toEqual({ channels: 1, sampleRate: 12000 });
  });
});
