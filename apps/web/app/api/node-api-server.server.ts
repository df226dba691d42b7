import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Store } from "@modelhub/store";
import { handleApiRequest } from "./handle-api-request.server";

/** A running API-only server. */
export interface ApiServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  server: Server;
  close(): Promise<void>;
}

function toRequest(incoming: IncomingMessage, origin: string): Request {
  return new Request(new URL(incoming.url ?? "/", origin), {
    method: incoming.method ?? "GET",
    headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
      value === undefined
        ? []
        : (Array.isArray(value) ? value : [value]).map((item) => [name, item] as [string, string]),
    ),
  });
}

/**
 * Serves only the JSON API over node:http (404 JSON for every other path). For tests, the API
 * benchmark and API-only deployments; the web site mounts `handleApiRequest` in its own server.
 */
export async function startApiServer(
  store: Store,
  options: { host?: string; port?: number } = {},
): Promise<ApiServer> {
  const host = options.host ?? "127.0.0.1";
  let origin = "";
  const server = createServer((incoming, outgoing) => {
    handleApiRequest(store, toRequest(incoming, origin))
      .then(async (response) => {
        const answer =
          response ??
          new Response(JSON.stringify({ error: "not found" }), {
            status: 404,
            headers: { "content-type": "application/json; charset=utf-8" },
          });
        outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
        outgoing.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch((error: unknown) => {
        outgoing.writeHead(500, { "content-type": "application/json; charset=utf-8" });
        outgoing.end(JSON.stringify({ error: error instanceof Error ? error.message : "internal error" }));
      });
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
