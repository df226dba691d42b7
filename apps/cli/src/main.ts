import { type CommandIo, UsageError } from "./command";
import { COMMANDS } from "./commands/index";

async function overview(): Promise<string> {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  const lines = await Promise.all(
    Object.entries(COMMANDS).map(
      async ([name, load]) => `  ${name.padEnd(width)}  ${(await load()).summary}`,
    ),
  );
  return `Usage: modelhub <command> [options]\n\nCommands:\n${lines.join("\n")}\n\nRun 'modelhub <command> --help' for a command's options.\n`;
}

/** Entry point of the `modelhub` command; returns the process exit code. */
export async function main(argv: string[], io: CommandIo): Promise<number> {
  const [name, ...rest] = argv;
  // `modelhub help import` is `modelhub import --help`.
  if (name === "help" && rest[0] !== undefined && COMMANDS[rest[0]]) return main([rest[0], "--help"], io);
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.stdout.write(await overview());
    return name === undefined ? 2 : 0;
  }
  const load = COMMANDS[name];
  if (!load) {
    io.stderr.write(`modelhub: unknown command '${name}'\n\n${await overview()}`);
    return 2;
  }
  const command = await load();
  if (rest.includes("--help") || rest.includes("-h")) {
    io.stdout.write(`${command.help.trimEnd()}\n`);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      io.stderr.write(
        `modelhub ${name}: ${(error as Error).message}\nRun 'modelhub ${name} --help' for usage.\n`,
      );
      return 2;
    }
    io.stderr.write(`modelhub ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

function isParseArgsError(error: unknown): boolean {
  return error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS");
}
