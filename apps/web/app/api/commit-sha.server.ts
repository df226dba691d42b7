/** A git commit id: 40 hex digits (SHA-1, what the Hub uses), or 64 for a SHA-256 repository. */
const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;

/**
 * The `sha` (head commit id) of a record as imported, lower-cased, or undefined when it has none
 * or it is not a commit id. The bundled sample has none: its sources carry no commit ids, and we
 * never make one up.
 *
 * A missing sha is left out of the JSON, not sent as `null` or `""`. `@huggingface/hub` types
 * `sha` as a required string (every Hub repository is a git repository), which only an invented
 * or empty string would satisfy; leaving the key out is how this API answers every field it has
 * no data for, and `null` or `""` would look like data to a client that compares it with a
 * revision.
 */
export function commitSha(raw: Record<string, unknown> | undefined): string | undefined {
  const sha = raw?.sha;
  return typeof sha === "string" && COMMIT_SHA.test(sha) ? sha.toLowerCase() : undefined;
}
