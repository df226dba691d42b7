/** Where an import is in its source: what errors and progress report. */
export interface ImportLocation {
  /** The file (or repository folder) being read. */
  file: string;
  /** The 1-based line of the record being written, when the source has lines. */
  line?: number;
  /** Bytes of the source file read so far (compressed bytes for gzip). */
  bytesRead?: number;
}
