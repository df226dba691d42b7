import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import { noteDatabaseOutage } from "./lib/database-outage.server";
import { PageMarkupContext } from "./lib/page-markup";
import { currentPageMarkup } from "./lib/page-markup.server";
import { currentServerTiming } from "./lib/server-timing.server";

/** How long a page's render may take before it gives up (React Router reads this too). */
export const streamTimeout = 5_000;

/**
 * Renders a page's whole HTML, its hydration data included, before answering: the server reads
 * every page whole anyway (start-server.ts), and a page has no deferred parts to stream. The time
 * until the HTML is ready goes in the request's Server-Timing. Not `renderToString`: React Router
 * writes the hydration data from a component that suspends until the data is encoded, which
 * `renderToString` would leave to the browser as an empty fallback, and the page would not hydrate.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Response | Promise<Response> {
  // A HEAD answer has no body: nothing to render (RFC 9110).
  if (request.method === "HEAD") return new Response(null, { status, headers });
  const timing = currentServerTiming();
  const markup = currentPageMarkup();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    // React writes a page in small pieces: kept in one list, not passed through a stream each.
    const html = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        timing?.add("render", performance.now() - started);
        headers.set("Content-Type", "text/html");
        resolve(new Response(Buffer.concat(chunks), { status, headers }));
        callback();
      },
    });
    html.on("error", reject);
    const { pipe, abort } = renderToPipeableStream(
      <PageMarkupContext.Provider value={markup && ((index) => markup.get(index))}>
        <ServerRouter context={routerContext} url={request.url} />
      </PageMarkupContext.Provider>,
      {
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(html);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready reach React Router, which logs them itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * Logs what a loader or the render threw, as React Router does by default, but for a database
 * that cannot be used: that is noted for the server's 503 answer (its log has one line for it).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  const cause =
    isRouteErrorResponse(error) && (error as { error?: unknown }).error
      ? (error as { error?: unknown }).error
      : error;
  if (noteDatabaseOutage(cause) || request.signal.aborted) return;
  console.error(cause);
};
