import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from "../lib/database-outage.server";

/** An API failure with its HTTP status; the message is sent as `{"error": message}`. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    /** HTTP status: 400 for bad parameters, 404 for unknown ids and revisions, 405 for other methods. */
    readonly status: number,
    message: string,
    /** Extra response headers, e.g. the Hub's `x-error-code` that clients map to error types. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** A 400 naming the parameter at fault. */
export function badParameter(name: string, problem: string): ApiError {
  return new ApiError(400, `invalid parameter "${name}": ${problem}`);
}

/** A 503 while the database cannot be used: a short message, no host, no stack. */
export function databaseUnavailable(): ApiError {
  return new ApiError(503, DATABASE_UNAVAILABLE_MESSAGE, {
    "retry-after": String(DATABASE_RETRY_AFTER_SECONDS),
  });
}
