/**
 * Raised when a mirror cannot go on: the upstream refused a request, kept failing, or sent a
 * record the store refuses. The message names the upstream URL; the store keeps every batch
 * written before it.
 */
export class MirrorError extends Error {
  override name = "MirrorError";
  constructor(
    /** The upstream URL at fault. */
    readonly url: string,
    /** What is wrong, without the URL. */
    readonly problem: string,
  ) {
    super(`${url}: ${problem}`);
  }
}
