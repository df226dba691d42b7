import type { ServerResponse } from "node:http";
import { CROSS_ORIGIN_HEADERS } from "../app/api/handle-api-request.server";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
} from "../app/lib/database-outage.server";

/** The page a visitor gets while the database cannot be used: small, with no part that reads it. */
const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Temporarily unavailable · Modelhub</title>
</head>
<body>
<main>
<h1>Temporarily unavailable</h1>
<p>${DATABASE_UNAVAILABLE_MESSAGE}</p>
</main>
</body>
</html>
`;

/**
 * Answers 503 while the database cannot be used: `{"error": ...}` for the API, a small page
 * otherwise, both asking the client to try again shortly. Nothing is cached.
 */
export function writeDatabaseUnavailable(
  res: ServerResponse,
  isApi: boolean,
  method: string | undefined,
): void {
  const body = isApi ? `${JSON.stringify({ error: DATABASE_UNAVAILABLE_MESSAGE })}\n` : UNAVAILABLE_PAGE;
  if (!res.headersSent) {
    res.writeHead(503, {
      "Content-Type": isApi ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
      ...(isApi ? CROSS_ORIGIN_HEADERS : {}),
    });
  }
  res.end(method === "HEAD" ? undefined : body);
}
