import { isRecord, type JsonObject, type JsonValue } from "@modelhub/catalog";

/**
 * How a sample file travels in a request: as the whole body ("binary"), or inside a JSON body as
 * plain base64 or as a `data:` URL. The request builders place `FileRef`s where a file goes; each
 * client turns them into code that reads the file.
 */
export type FileEncoding = "binary" | "base64" | "data-url";

/** A sample file inside a request value. A JSON object so it can sit anywhere in a payload. */
export type FileRef = {
  /** Path of the file the snippet reads, as the example names it (e.g. "cats.jpg"). */
  $file: string;
  /** How the file's bytes are written into the request. */
  encoding: FileEncoding;
  /** The content type the request labels the file with, when not its extension's (see fileContentType). */
  contentType?: string;
};

export function fileRef(path: string, encoding: FileEncoding = "binary"): FileRef {
  return { $file: path, encoding };
}

export function isFileRef(value: unknown): value is FileRef {
  return (
    isRecord(value) &&
    typeof value.$file === "string" &&
    typeof value.encoding === "string" &&
    (value.contentType === undefined
      ? Object.keys(value).length === 2
      : typeof value.contentType === "string" && Object.keys(value).length === 3)
  );
}

/** The content type a request labels a file with: its own label, else its extension's. */
export function fileContentType(ref: FileRef): string {
  return ref.contentType ?? mimeTypeOf(ref.$file);
}

/** The same file, written another way. */
export function reencode(value: JsonValue | undefined, encoding: FileEncoding): JsonValue | undefined {
  return isFileRef(value) ? fileRef(value.$file, encoding) : value;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  bmp: "image/bmp",
  flac: "audio/flac",
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  m4a: "audio/mp4",
  mp3: "audio/mpeg",
  mp4: "video/mp4",
  ogg: "audio/ogg",
  pdf: "application/pdf",
  png: "image/png",
  tif: "image/tiff",
  tiff: "image/tiff",
  wav: "audio/wav",
  webm: "audio/webm",
  webp: "image/webp",
};

/** The content type of a file, from its extension (application/octet-stream when unknown). */
export function mimeTypeOf(path: string): string {
  const extension = /\.([A-Za-z0-9]+)$/u.exec(path)?.[1]?.toLowerCase() ?? "";
  return MIME_BY_EXTENSION[extension] ?? "application/octet-stream";
}

/** Every file a value refers to, first occurrence first, each path+encoding once. */
export function collectFileRefs(value: JsonValue, found: FileRef[] = []): FileRef[] {
  if (isFileRef(value)) {
    if (!found.some((ref) => ref.$file === value.$file && ref.encoding === value.encoding)) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectFileRefs(item, found);
  } else if (isRecord(value)) {
    for (const item of Object.values(value as JsonObject)) collectFileRefs(item, found);
  }
  return found;
}

/** The value with each file replaced by `replace(ref)` (used for the object views of inputs). */
export function mapFileRefs(value: JsonValue, replace: (ref: FileRef) => JsonValue): JsonValue {
  if (isFileRef(value)) return replace(value);
  if (Array.isArray(value)) return value.map((item) => mapFileRefs(item, replace));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value as JsonObject).map(([key, item]) => [key, mapFileRefs(item, replace)]),
    );
  }
  return value;
}
