import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ApiAnswer } from "./api-answer.server";

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes an answer to a Node response: no body for HEAD (but the GET's length), compressed in
 * zlib's thread pool when the server picked an encoding the client accepts.
 */
export function writeApiAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  answer: ApiAnswer,
  encoding?: "br" | "gzip",
): void {
  if (answer.status === 204) {
    // No content: no Content-Length either (RFC 9110).
    response.writeHead(204, answer.headers);
    response.end();
    return;
  }
  const body = Buffer.from(answer.body);
  if (!encoding || body.length < COMPRESS_FROM_BYTES) {
    response.writeHead(answer.status, { ...answer.headers, "content-length": body.length });
    response.end(request.method === "HEAD" ? undefined : body);
    return;
  }
  const done = (error: Error | null, compressed: Buffer) => {
    if (error) {
      response.writeHead(500, { "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify({ error: `could not compress the response: ${error.message}` }));
      return;
    }
    response.writeHead(answer.status, {
      ...answer.headers,
      "content-encoding": encoding,
      vary: "Accept-Encoding",
      "content-length": compressed.length,
    });
    response.end(request.method === "HEAD" ? undefined : compressed);
  };
  if (encoding === "br") {
    brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, done);
  } else {
    gzip(body, done);
  }
}
