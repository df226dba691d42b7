import type { ApiError } from "./api-error.server";

/**
 * An API response as plain data: a status, headers and a JSON body text. The Node servers write
 * it straight to the socket; `answerToResponse` makes a Fetch Response of it for React Router and
 * tests. (Building and reading back a Fetch Response cost about a tenth of a listing's CPU.)
 */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  /** JSON text; not sent for HEAD. */
  body: string;
}

const JSON_TYPE = "application/json; charset=utf-8";

/** A JSON answer with the API's headers. */
export function jsonAnswer(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): ApiAnswer {
  return {
    status: init.status ?? 200,
    headers: { "content-type": JSON_TYPE, ...init.headers },
    body: JSON.stringify(body),
  };
}

/** The JSON error answer of an ApiError: `{"error": message}`. */
export function errorAnswer(error: ApiError): ApiAnswer {
  return jsonAnswer(
    { error: error.message },
    {
      status: error.status,
      headers: { ...error.headers, ...(error.status === 405 ? { allow: "GET, HEAD" } : {}) },
    },
  );
}

/** The answer as a Fetch Response (no body for HEAD, headers kept). */
export function answerToResponse(answer: ApiAnswer, method: string): Response {
  return new Response(method === "HEAD" || answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}
