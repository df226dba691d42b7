// The registry of `modelhub` subcommands. To add one: write `commands/<name>.ts` exporting a
// `Command`, then import it here and add it under its name (keep the keys sorted).
import type { Command } from "../command";
import { appsCommand } from "./apps";
import { importCommand } from "./import";
import { librariesCommand } from "./libraries";
import { mirrorCommand } from "./mirror";
import { quantCommand } from "./quant";
import { serveCommand } from "./serve";
import { snippetsCommand } from "./snippets";
import { tasksCommand } from "./tasks";

export const COMMANDS: Record<string, Command> = {
  apps: appsCommand,
  import: importCommand,
  libraries: librariesCommand,
  mirror: mirrorCommand,
  quant: quantCommand,
  serve: serveCommand,
  snippets: snippetsCommand,
  tasks: tasksCommand,
};
