import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  brotliCompress as brotliCompressCallback,
  constants,
  createBrotliCompress,
  createGzip,
  gzip as gzipCallback,
} from "node:zlib";
import { DatabaseBusyError, DatabaseConnectionError } from "@modelhub/store";
import { createRequestHandler } from "react-router";
import { answerApiRequest, CROSS_ORIGIN_HEADERS } from "../app/api/handle-api-request.server";
import { getStore } from "../app/api/store.server";
import { writeApiAnswer } from "../app/api/write-api-answer.server";
import { watchDatabaseOutage } from "../app/lib/database-outage.server";
import { withPageMarkup } from "../app/lib/page-markup.server";
import { ServerTiming, withServerTiming } from "../app/lib/server-timing.server";
import { appBuild } from "./app-build";
import { writeDatabaseUnavailable } from "./database-unavailable";
import { buildIdentity, cachingHeaders, createValidators, isNotModified } from "./http-caching";
import { PageQueue } from "./page-queue";
import { startWorkers } from "./start-workers";
import { createStaticFiles, isCompressible, pickEncoding } from "./static-files";

/** Options of the production server. */
export interface ServerOptions {
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Interface to listen on; all interfaces when absent. */
  host?: string;
  /** SQLite database file or postgres:// URL, passed to the app as MODELHUB_DB. */
  dbPath?: string;
  /** Where progress lines go. */
  log?: (line: string) => void;
  /** Server processes sharing the port (decision 087); 1, the default, serves from this one. */
  workers?: number;
}

/** A running server. */
export interface RunningServer {
  /** Base URL, e.g. http://localhost:3000. */
  url: string;
  port: number;
  /** The process ids of the workers serving now, when several do. */
  workerPids?(): number[];
  /** Stops the server. */
  close(): Promise<void>;
}

/**
 * Pages rendered at once by one process; the others wait in the order they came. A page read from
 * the SQLite store runs from start to end without yielding, so one at a time would do; two let the
 * CPU work while a PostgreSQL read is on its way.
 */
const PAGES_AT_ONCE = 2;

/**
 * This module runs from the server bundle, build/server/index.js (`npm run build`): the files it
 * serves and the bundle it names in its validators are its own build's.
 */
const SERVER_BUNDLE = fileURLToPath(import.meta.url);
const CLIENT_DIR = join(dirname(SERVER_BUNDLE), "..", "client");

/**
 * Serves the production build: static files from build/client (compressed, long-cached when
 * hashed), the JSON API straight from the store (no page rendering machinery in its way: see
 * decision 018), and every other request through the React Router app (pages, demo files).
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if (options.workers !== undefined && options.workers > 1) {
    return startWorkers({ ...options, workers: options.workers });
  }
  const log = options.log ?? (() => {});
  if (options.dbPath) process.env.MODELHUB_DB = options.dbPath;
  const handleRequest = createRequestHandler(appBuild, "production");
  const files = createStaticFiles(CLIENT_DIR);
  const validatorsOf = createValidators(buildIdentity(readFileSync(SERVER_BUNDLE), appBuild.assets.version));
  // The store opens now (the sample loads on first start): a server holding the file keeps later
  // imports in WAL beside its reads (decision 024). If an import has the file to itself, requests
  // answer 503 until it ends, and the first one after that opens the store.
  try {
    await getStore(log);
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    log(`${error.message}; answering 503 until then`);
  }

  const pages = new PageQueue(PAGES_AT_ONCE);
  // While the database fails: its reason, logged once, and once more when it answers again.
  let outage: string | undefined;

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const url = requestUrl(req);
    if (!url) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Bad request: the Host header or the path is not a valid URL\n");
      return;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    if (req.method === "GET" || req.method === "HEAD") {
      const file = files.lookup(url.pathname);
      if (file) {
        const body = files.bodyFor(file, encoding);
        res.writeHead(200, {
          "Content-Type": file.type,
          "Cache-Control": file.cacheControl,
          "Content-Length": body.length,
          Vary: "Accept-Encoding",
          ...(body !== file.body && encoding ? { "Content-Encoding": encoding } : {}),
        });
        res.end(req.method === "HEAD" ? undefined : body);
        return;
      }
    }
    // Before routing, so a store an import holds is one clear 503 for pages and the API alike.
    const store = await getStore();
    const isApi = url.pathname.startsWith("/api/");
    // Pages and API answers change only with the data and the build: a client (or a cache in
    // front) that has the current version hears so before anything is read or rendered.
    const validators =
      req.method === "GET" || req.method === "HEAD" ? validatorsOf(await store.dataVersion()) : undefined;
    if (validators && outage !== undefined) {
      outage = undefined;
      log("the database answers again");
    }
    if (validators && isNotModified(req.headers, validators)) {
      res.writeHead(304, {
        ...cachingHeaders(validators),
        ...(isApi ? CROSS_ORIGIN_HEADERS : {}),
        "server-timing": `total;dur=${(performance.now() - started).toFixed(2)}`,
      });
      res.end();
      return;
    }
    if (isApi) {
      const answer = await answerApiRequest(store, req.method ?? "GET", url);
      if (answer) {
        if (validators && answer.status === 200) Object.assign(answer.headers, cachingHeaders(validators));
        writeApiAnswer(req, res, answer, encoding);
        return;
      }
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Pages have no forms that post: React Router would answer a "not found" page and log a
      // stack trace for each such request.
      res.writeHead(405, { "Content-Type": "text/plain; charset=utf-8", Allow: "GET, HEAD" });
      res.end(`Method not allowed: this hub's pages are read with GET, not ${req.method}\n`);
      return;
    }
    const timing = new ServerTiming();
    const queued = performance.now();
    const done = await pages.turn();
    let answer: { response: Response; body?: Buffer };
    try {
      // A client that left while its page waited gets nothing rendered.
      if (req.socket.destroyed) return;
      const waited = performance.now() - queued;
      if (waited >= 0.5) timing.add("queue", waited);
      // A document's highlighted code goes in its markup only; a navigation's data (`.data`) carries it.
      const handle = () => handleRequest(toRequest(req, res, url));
      const { result: response, failure } = await watchDatabaseOutage(() =>
        withServerTiming(timing, () => (url.pathname.endsWith(".data") ? handle() : withPageMarkup(handle))),
      );
      if (failure) {
        await response.body?.cancel();
        throw failure;
      }
      // A page is read whole before its turn ends, so its rendering is not spread over the next
      // pages' work, and a slow client holds no turn while its copy is sent.
      answer = isBuffered(response)
        ? { response, body: Buffer.from(await response.arrayBuffer()) }
        : { response };
    } finally {
      done();
    }
    const headers = {
      ...(validators && answer.response.status === 200 ? cachingHeaders(validators) : {}),
      "server-timing": timing.header(performance.now() - started),
    };
    await (answer.body
      ? sendBuffered(req, res, answer.response, answer.body, encoding, headers)
      : sendResponse(req, res, answer.response, encoding, headers));
  }

  const server = createServer((req, res) => {
    respond(req, res).catch((error: unknown) => {
      if (error instanceof DatabaseConnectionError) {
        if (outage !== error.message) log(`${error.message}; answering 503 until it is back`);
        outage = error.message;
        writeDatabaseUnavailable(res, requestUrl(req)?.pathname.startsWith("/api/") ?? false, req.method);
        return;
      }
      if (error instanceof DatabaseBusyError) {
        if (!res.headersSent) {
          res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "10" });
        }
        res.end(`${error.message}\n`);
        return;
      }
      // A client that hung up before the page was sent (a closed tab, a load tester stopping) is
      // nothing for the server's log.
      if ((error as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE" && res.destroyed) return;
      log(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal server error");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  return {
    url,
    port,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

function toRequest(req: IncomingMessage, res: ServerResponse, url: URL): Request {
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** Whether an answer is text to read whole before it is sent (pages, their data), not a file. */
function isBuffered(response: Response): boolean {
  return response.body !== null && isCompressible(response.headers.get("content-type") ?? "");
}

/** The headers of a React Router answer for node's response, with `extraHeaders` first. */
function headersOf(
  response: Response,
  extraHeaders: Record<string, string>,
): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  return headers;
}

/** Sends an answer read whole, compressed when the client accepts it (off the main thread). */
async function sendBuffered(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  body: Buffer,
  encoding: "br" | "gzip" | undefined,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const headers = headersOf(response, extraHeaders);
  let sent = body;
  if (encoding !== undefined && !response.headers.has("content-encoding")) {
    sent =
      encoding === "br"
        ? await brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzip(body);
    headers["content-encoding"] = encoding;
    headers.vary = "Accept-Encoding";
  }
  headers["content-length"] = String(sent.length);
  res.writeHead(response.status, response.statusText, headers);
  res.end(req.method === "HEAD" ? undefined : sent);
}

async function sendResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  encoding: "br" | "gzip" | undefined,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const headers = headersOf(response, extraHeaders);
  const type = response.headers.get("content-type") ?? "";
  const compress =
    encoding !== undefined &&
    response.body !== null &&
    !response.headers.has("content-encoding") &&
    isCompressible(type);
  if (compress) {
    headers["content-encoding"] = encoding;
    headers.vary = "Accept-Encoding";
    delete headers["content-length"];
  }
  res.writeHead(response.status, response.statusText, headers);
  if (!response.body || req.method === "HEAD") {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>);
  if (!compress) {
    await pipeline(body, res);
    return;
  }
  const compressor =
    encoding === "br"
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
          flush: constants.BROTLI_OPERATION_FLUSH,
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  await pipeline(body, compressor, res);
}

const brotliCompress = promisify(brotliCompressCallback);
const gzip = promisify(gzipCallback);

/** The URL a request names, or undefined when its Host header or target does not make one. */
function requestUrl(req: IncomingMessage): URL | undefined {
  try {
    return new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  } catch {
    return undefined;
  }
}
