import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A failure the stand-in answers a request with instead of its answer. */
export type Fault =
  | { kind: "429"; retryAfter?: string }
  | { kind: "500" }
  | { kind: "slow"; ms: number }
  | { kind: "truncated" }
  | { kind: "drop" }
  | { kind: "hold" };

/** A request the stand-in received. */
export interface SeenRequest {
  path: string;
  host: string;
  authorization?: string;
}

export interface StandInOptions {
  /** Records by kind ("models", "datasets", "spaces"), each with an id and a lastModified. */
  records: Record<string, Record<string, unknown>[]>;
  /** Cards by model id, served at /{id}/resolve/main/README.md. */
  cards?: Map<string, string>;
  /** The bearer token every request must carry (401 without it, 403 with another). */
  token?: string;
  /** The largest page it serves, whatever `limit` asks. */
  maxPageSize?: number;
  /** The host its Link headers name (another origin than the one asked: a token must not follow). */
  linkHost?: string;
  /** Whether its listings ignore `full` and list summaries only. */
  summariesOnly?: boolean;
  /** Fields its full listings leave out, as the Hub's leave out safetensors and GGUF metadata. */
  listingOmits?: readonly string[];
}

/** A local upstream with the Hub's listing API and the faults a test asks for. */
export interface StandIn {
  url: string;
  port: number;
  requests: SeenRequest[];
  /** Faults to answer with, in order, for requests whose path `match` accepts (all when absent). */
  faults: { match?: (path: string) => boolean; fault: Fault }[];
  /** Called with each request before it is answered (a test may stop a client there). */
  onRequest?: (request: SeenRequest) => void;
  records: Record<string, Record<string, unknown>[]>;
  close(): Promise<void>;
}

const SUMMARY_FIELDS = ["id", "author", "downloads", "likes", "tags", "pipeline_tag", "lastModified"];

/**
 * Serves `/api/{kind}` (sorted by lastModified, newest first, with `limit`, an offset `cursor`,
 * `author`, `full`, `expand=lastModified`), `/api/{kind}/{id}` and model cards, as the Hub does,
 * and answers with the faults queued in `faults` first.
 */
export async function startStandIn(options: StandInOptions): Promise<StandIn> {
  const held: ServerResponse[] = [];
  const standIn: StandIn = {
    url: "",
    port: 0,
    requests: [],
    faults: [],
    records: options.records,
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? "/", `http://${request.headers.host}`);
    const seen: SeenRequest = {
      path: `${url.pathname}${url.search}`,
      host: request.headers.host ?? "",
      ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
    };
    standIn.requests.push(seen);
    standIn.onRequest?.(seen);
    const index = standIn.faults.findIndex(({ match }) => !match || match(seen.path));
    const fault = index >= 0 ? standIn.faults.splice(index, 1)[0]?.fault : undefined;
    if (fault?.kind === "hold") {
      held.push(response);
      return;
    }
    if (fault?.kind === "drop") {
      request.socket.destroy();
      return;
    }
    if (fault?.kind === "429") {
      response.writeHead(429, {
        "content-type": "application/json",
        ...(fault.retryAfter ? { "retry-after": fault.retryAfter } : {}),
      });
      response.end(JSON.stringify({ error: "Too many requests" }));
      return;
    }
    if (fault?.kind === "500") {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: "Internal Error" }));
      return;
    }
    if (options.token !== undefined) {
      const given = request.headers.authorization;
      if (given !== `Bearer ${options.token}`) {
        response.writeHead(given ? 403 : 401, { "content-type": "application/json" });
        response.end(
          JSON.stringify({ error: given ? "Invalid credentials in Authorization header" : "Unauthorized" }),
        );
        return;
      }
    }
    const { status, body, link } = route(url);
    const text = typeof body === "string" ? body : JSON.stringify(body);
    const headers: Record<string, string> = {
      "content-type": typeof body === "string" ? "text/plain" : "application/json",
      "content-length": String(Buffer.byteLength(text)),
      ...(link ? { link } : {}),
    };
    if (fault?.kind === "truncated") {
      // Says the whole length, sends half, then hangs up.
      response.writeHead(status, headers);
      response.write(text.slice(0, Math.floor(text.length / 2)));
      setTimeout(() => request.socket.destroy(), 10);
      return;
    }
    const send = () => {
      response.writeHead(status, headers);
      response.end(text);
    };
    if (fault?.kind === "slow") setTimeout(send, fault.ms);
    else send();
  }

  function route(url: URL): { status: number; body: unknown; link?: string } {
    const card = url.pathname.match(/^\/(.+)\/resolve\/main\/README\.md$/);
    if (card) {
      const text = options.cards?.get(decodeURIComponent(card[1] ?? ""));
      return text === undefined
        ? { status: 404, body: { error: "Entry not found" } }
        : { status: 200, body: text };
    }
    const match = url.pathname.match(/^\/api\/(models|datasets|spaces)(?:\/(.+))?$/);
    const records = match ? standIn.records[match[1] ?? ""] : undefined;
    if (!match || !records) return { status: 404, body: { error: "Not found" } };
    if (match[2] !== undefined) {
      const id = decodeURIComponent(match[2]);
      const record = records.find((item) => item.id === id);
      return record
        ? { status: 200, body: record }
        : { status: 404, body: { error: "Repository not found" } };
    }
    const params = url.searchParams;
    let listed = records.filter((item) => !params.has("author") || item.author === params.get("author"));
    if (params.get("sort") === "lastModified") {
      listed = [...listed].sort(
        (a, b) =>
          String(b.lastModified).localeCompare(String(a.lastModified)) ||
          String(a.id).localeCompare(String(b.id)),
      );
    }
    const limit = Math.min(Number(params.get("limit") ?? 1000), options.maxPageSize ?? 1000);
    const offset = Number(params.get("cursor") ?? 0);
    const page = listed.slice(offset, offset + limit);
    const shaped = page.map((item) => {
      if (params.get("expand") === "lastModified") return { id: item.id, lastModified: item.lastModified };
      if (params.get("full") === "true" && !options.summariesOnly) {
        return Object.fromEntries(
          Object.entries(item).filter(([field]) => !options.listingOmits?.includes(field)),
        );
      }
      return Object.fromEntries(
        SUMMARY_FIELDS.filter((field) => field in item).map((field) => [field, item[field]]),
      );
    });
    if (offset + limit >= listed.length) return { status: 200, body: shaped };
    const next = new URL(url);
    if (options.linkHost) next.host = `${options.linkHost}:${standIn.port}`;
    next.searchParams.set("cursor", String(offset + limit));
    return { status: 200, body: shaped, link: `<${next.href}>; rel="next"` };
  }

  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.port = (server.address() as AddressInfo).port;
  standIn.url = `http://127.0.0.1:${standIn.port}`;
  return standIn;
}
