/** An API failure with its HTTP status; the message is sent as `{"error": message}`. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    /** HTTP status: 400 for bad parameters, 404 for unknown ids, 405 for other methods. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A 400 naming the parameter at fault. */
export function badParameter(name: string, problem: string): ApiError {
  return new ApiError(400, `invalid parameter "${name}": ${problem}`);
}

/** A JSON response with the API's headers. */
export function jsonResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "content-type": "application/json; charset=utf-8", ...init.headers },
  });
}

/** The JSON error response of an ApiError. */
export function errorResponse(error: ApiError): Response {
  return jsonResponse(
    { error: error.message },
    { status: error.status, headers: error.status === 405 ? { allow: "GET, HEAD" } : {} },
  );
}
