import { describe, expect, it } from "vitest";
import { imageSize } from "./image-size";

const encode = (text: string) => new TextEncoder().encode(text);

describe("imageSize", () => {
  it("reads a PNG header", () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer);
    view.setUint32(16, 640);
    view.setUint32(20, 480);
    expect(imageSize(png)).toEqual({ width: 640, height: 480 });
  });

  it("reads an SVG's width and height, else its viewBox", () => {
    expect(imageSize(encode('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200">'))).toEqual({
      width: 320,
      height: 200,
    });
    expect(imageSize(encode('<?xml version="1.0"?>\n<svg viewBox="0 0 512 384" xmlns="x">'))).toEqual({
      width: 512,
      height: 384,
    });
  });

  it("says nothing for bytes it does not know", () => {
    expect(imageSize(encode("hello"))).toBeUndefined();
  });
});
