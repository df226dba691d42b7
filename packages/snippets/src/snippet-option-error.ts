import type { SnippetOptions } from "./types";

/**
 * A snippet option whose value the generator cannot write (a temperature out of range, an endpoint
 * URL with a query string). `option` names it as SnippetOptions does, so that a caller can name
 * its own flag or parameter for it; still a RangeError to callers that only ask that.
 */
export class SnippetOptionError extends RangeError {
  override name = "SnippetOptionError";

  constructor(
    readonly option: keyof SnippetOptions,
    message: string,
  ) {
    super(message);
  }
}
