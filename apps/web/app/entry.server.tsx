import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
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

/** How long a page's deferred parts may take before the render gives up on them. */
export const streamTimeout = 5_000;

/**
 * Renders a page's HTML as a stream, as React Router's default entry does (crawlers get the whole
 * document at once), and adds the time until the HTML is ready to the request's Server-Timing.
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
  const userAgent = request.headers.get("user-agent");
  const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const ready = () => {
      shellRendered = true;
      timing?.add("render", performance.now() - started);
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeout);
          timeout = undefined;
          callback();
        },
      });
      headers.set("Content-Type", "text/html");
      pipe(body);
      resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
    };
    const { pipe, abort } = renderToPipeableStream(
      <PageMarkupContext.Provider value={markup && ((index) => markup.get(index))}>
        <ServerRouter context={routerContext} url={request.url} />
      </PageMarkupContext.Provider>,
      {
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError: reject,
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
