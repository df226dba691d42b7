import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake router received. */
export interface RecordedRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the fake router answers. */
export interface FakeResponse {
  status?: number;
  contentType: string;
  body: string | Buffer;
}

/**
 * A local HTTP server on 127.0.0.1 standing in for the router, providers and custom endpoints:
 * it records every request and answers with `respond(request)`.
 */
export class FakeRouter {
  readonly requests: RecordedRequest[] = [];
  respond: (request: RecordedRequest) => FakeResponse = () => ({
    contentType: "application/json",
    body: "{}",
  });
  private server: Server | undefined;
  private port = 0;

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const request: RecordedRequest = {
          method: req.method ?? "",
          url: req.url ?? "",
          headers: req.headers,
          body: Buffer.concat(chunks),
        };
        this.requests.push(request);
        const answer = this.respond(request);
        res.writeHead(answer.status ?? 200, { "Content-Type": answer.contentType });
        res.end(answer.body);
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Forgets recorded requests; returns those recorded so far. */
  take(): RecordedRequest[] {
    return this.requests.splice(0);
  }
}

/** A chat completion, as OpenAI-compatible servers answer. */
export function chatCompletionBody(model: string): string {
  return JSON.stringify({
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: "assistant", content: "Paris." }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

/**
 * A streamed chat answer spelling "Hello world", with the chunks streaming loops must survive:
 * one with no choices and one whose delta has no content.
 */
export function chatStreamBody(model: string): string {
  const chunk = (choices: unknown[]) =>
    `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1_700_000_000, model, choices })}\n\n`;
  return [
    chunk([{ index: 0, delta: { role: "assistant" }, finish_reason: null }]),
    chunk([{ index: 0, delta: { content: "Hello" }, finish_reason: null }]),
    chunk([]),
    chunk([{ index: 0, delta: { content: " world" }, finish_reason: null }]),
    chunk([{ index: 0, delta: {}, finish_reason: "stop" }]),
    "data: [DONE]\n\n",
  ].join("");
}
