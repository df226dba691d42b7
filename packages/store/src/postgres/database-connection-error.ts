/**
 * Raised when a database server cannot be reached or refuses the login. Its message names the
 * server and the reason, for a command to print as it is (never a password, never a stack).
 */
export class DatabaseConnectionError extends Error {
  constructor(
    /** The server as `host:port` (or its socket folder), and the database. */
    readonly server: string,
    /** Why, in a few words. */
    readonly reason: string,
  ) {
    super(`cannot use the PostgreSQL database ${server}: ${reason}`);
    this.name = "DatabaseConnectionError";
  }
}

/** The server a connection URL names, as `host:port/database`, without user or password. */
export function describeServer(url: string): string {
  const parsed = new URL(url);
  const socketHost = parsed.searchParams.get("host");
  const host = parsed.hostname || socketHost || "localhost";
  return `${host}:${parsed.port || "5432"}${parsed.pathname || "/"}`;
}

/** PostgreSQL's error codes for a refused login, a missing database or an ended session, with their reasons. */
const REFUSALS: Record<string, string> = {
  "28P01": "the server refused the password",
  "28000": "the server refused the login",
  "3D000": "the database does not exist",
  "42501": "the user may not connect to it",
  "53300": "the server has too many connections",
  "57P03": "the server is starting up or shutting down",
  // A session the server ended: it shut down, crashed, or an administrator ended it.
  "57P01": "the server shut down",
  "57P02": "the server crashed",
  "57P05": "the server ended an idle session",
  "08006": "the connection failed",
  "08003": "the connection was closed",
};

/** Network failures by Node's error codes, with their reasons. */
const NETWORK_FAILURES: Record<string, string> = {
  ECONNREFUSED: "connection refused (is the server running, on that port?)",
  ENOTFOUND: "no such host",
  EAI_AGAIN: "the host name could not be resolved",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the host is unreachable",
  ECONNRESET: "the server closed the connection",
  ENOENT: "no server socket there (is the server running?)",
};

/**
 * The connection error for what the driver threw while connecting to `url`, or undefined when the
 * error is of another kind (a bug, a failed query). Node gives an AggregateError when every
 * address of a host failed: its first failure is the reason.
 */
export function connectionError(url: string, error: unknown): DatabaseConnectionError | undefined {
  const cause = error instanceof AggregateError && error.errors.length ? error.errors[0] : error;
  const code = (cause as { code?: unknown } | null)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  if (typeof code === "string" && code in REFUSALS)
    return new DatabaseConnectionError(describeServer(url), REFUSALS[code] ?? message);
  if (typeof code === "string" && code in NETWORK_FAILURES) {
    return new DatabaseConnectionError(describeServer(url), NETWORK_FAILURES[code] ?? message);
  }
  // The pool's own bounds (connect-postgres.ts): the server cancelled a statement past its
  // statement_timeout, or no answer came at all (a silent network, a frozen server).
  if (code === "57014" && /statement timeout/i.test(message))
    return new DatabaseConnectionError(describeServer(url), "a query ran past the statement timeout");
  if (message === "Query read timeout")
    return new DatabaseConnectionError(describeServer(url), "the server did not answer in time");
  if (/timeout/i.test(message))
    return new DatabaseConnectionError(describeServer(url), "the connection timed out");
  if (/terminated unexpectedly|Connection terminated|not queryable/i.test(message)) {
    return new DatabaseConnectionError(describeServer(url), "the server closed the connection");
  }
  return undefined;
}
