import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { imageSize } from "./image-size";

const FILE_NAME = /^[\w][\w.-]*$/;

/** Content types of the demo files the catalogue ships. */
export const ASSET_TYPES: Readonly<Record<string, string>> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  flac: "audio/flac",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg",
  mp4: "video/mp4",
  webm: "video/webm",
};

let assetsDir: string | undefined;

/**
 * `packages/catalog/assets/tasks`, found through the catalogue's package entry so it works from the
 * sources (tests, dev) and from the bundled server build alike.
 */
export function taskAssetsDir(): string {
  assetsDir ??= join(
    dirname(createRequire(import.meta.url).resolve("@modelhub/catalog")),
    "..",
    "assets",
    "tasks",
  );
  return assetsDir;
}

/** A demo file's bytes and content type, or undefined when the name is not a shipped file. */
export function readTaskAsset(file: string): { body: Buffer; type: string } | undefined {
  const type = ASSET_TYPES[file.split(".").pop()?.toLowerCase() ?? ""];
  if (!FILE_NAME.test(file) || !type) return undefined;
  try {
    return { body: readFileSync(join(taskAssetsDir(), file)), type };
  } catch {
    return undefined;
  }
}

const sizes = new Map<string, { width: number; height: number } | undefined>();

/** Pixel size of a demo image (cached), so pages can reserve its box before it loads. */
export function taskAssetSize(file: string): { width: number; height: number } | undefined {
  if (!sizes.has(file)) {
    const asset = readTaskAsset(file);
    sizes.set(file, asset ? imageSize(asset.body) : undefined);
  }
  return sizes.get(file);
}
