import { readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

/** Whether a content type is worth compressing. */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|javascript|xml)|image\/svg)/.test(type);
}

/** A file ready to send: its bytes in each encoding computed so far. */
export interface StaticFile {
  type: string;
  /** Cache-Control value: hashed assets never change, other files are revalidated hourly. */
  cacheControl: string;
  body: Buffer;
  encoded: Map<"br" | "gzip", Buffer>;
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/**
 * Serves files under `root` (the client build), keeping each file and its compressed forms in
 * memory after the first request. Paths outside the root are never read.
 */
export function createStaticFiles(root: string) {
  const cache = new Map<string, StaticFile | null>();

  function lookup(pathname: string): StaticFile | undefined {
    if (cache.has(pathname)) return cache.get(pathname) ?? undefined;
    let file: StaticFile | null = null;
    try {
      const decoded = decodeURIComponent(pathname);
      const path = normalize(join(root, decoded));
      if (path.startsWith(root + sep) && !decoded.includes("\0") && statSync(path).isFile()) {
        const type = TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
        const immutable = decoded.startsWith("/assets/");
        file = {
          type,
          cacheControl: immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
          body: readFileSync(path),
          encoded: new Map(),
        };
      }
    } catch {
      file = null;
    }
    cache.set(pathname, file);
    return file ?? undefined;
  }

  /** The file's bytes in the chosen encoding (compressed once, then cached). */
  function bodyFor(file: StaticFile, encoding: "br" | "gzip" | undefined): Buffer {
    if (!encoding || !isCompressible(file.type) || file.body.length < 512) return file.body;
    let encoded = file.encoded.get(encoding);
    if (!encoded) {
      encoded =
        encoding === "br"
          ? brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(file.body, { level: 9 });
      file.encoded.set(encoding, encoded);
    }
    return encoded;
  }

  return { lookup, bodyFor };
}
