import { createHash } from "node:crypto";

/**
 * The Hub gives every repository a 24-hex-digit `_id` (a database object id) that clients such as
 * `@huggingface/hub` return as `id`. We derive a stable one from the kind and repository id.
 */
export function hubObjectId(kind: "model" | "dataset", id: string): string {
  return createHash("sha1").update(`${kind}:${id}`).digest("hex").slice(0, 24);
}
