import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Store } from "@modelhub/store";
import { jsonAnswer } from "./api-answer.server";
import { answerApiRequest } from "./handle-api-request.server";
import { writeApiAnswer } from "./write-api-answer.server";

/** A running API-only server. */
export interface ApiServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * Serves only the JSON API over node:http (404 JSON for every other path). For tests, the API
 * benchmark and API-only deployments; `modelhub serve` answers /api/* the same way before its
 * pages.
 */
export async function startApiServer(
  store: Store,
  options: { host?: string; port?: number } = {},
): Promise<ApiServer> {
  const host = options.host ?? "127.0.0.1";
  let origin = "";
  const server = createServer(async (incoming, outgoing) => {
    const method = incoming.method ?? "GET";
    try {
      const url = new URL(incoming.url ?? "/", origin);
      const answer =
        (await answerApiRequest(store, method, url)) ??
        jsonAnswer({ error: `No API endpoint at ${url.pathname}` }, { status: 404 });
      writeApiAnswer(incoming, outgoing, answer);
    } catch (error) {
      const message = error instanceof Error ? error.message : "internal error";
      writeApiAnswer(incoming, outgoing, jsonAnswer({ error: message }, { status: 500 }));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  return {
    url: origin,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
