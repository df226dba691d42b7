/** Raised when an import source is wrong; the message names the file and line. Nothing was written. */
export class ImportError extends Error {
  override name = "ImportError";
  constructor(
    /** The file at fault. */
    readonly file: string,
    /** 1-based line of the problem, when known. */
    readonly line: number | undefined,
    /** What is wrong, without the location. */
    readonly problem: string,
  ) {
    super(`${file}${line === undefined ? "" : `:${line}`}: ${problem}`);
  }
}
