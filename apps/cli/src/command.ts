/** Where a command writes; tests pass in buffers instead of the process streams. */
export interface CommandIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** One `modelhub <name>` subcommand. */
export interface Command {
  /** One line for the command list. */
  summary: string;
  /** Full help text: usage line, arguments, options. */
  help: string;
  /** Runs the command with the arguments after its name; resolves to the exit code. */
  run(args: string[], io: CommandIo): Promise<number> | number;
}

/** A usage mistake: printed with a hint to --help, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}
