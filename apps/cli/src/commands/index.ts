// The registry of `modelhub` subcommands. To add one: write `commands/<name>.ts` exporting a
// `Command`, then add its loader here under its name (keep the keys sorted). A command's module is
// loaded when it runs, so that `modelhub serve` loads none of the packages' sources beside the
// built server, which holds its own (decision 091).
import type { Command } from "../command";

export const COMMANDS: Record<string, () => Promise<Command>> = {
  apps: async () => (await import("./apps")).appsCommand,
  import: async () => (await import("./import")).importCommand,
  libraries: async () => (await import("./libraries")).librariesCommand,
  mirror: async () => (await import("./mirror")).mirrorCommand,
  quant: async () => (await import("./quant")).quantCommand,
  serve: async () => (await import("./serve")).serveCommand,
  snippets: async () => (await import("./snippets")).snippetsCommand,
  tasks: async () => (await import("./tasks")).tasksCommand,
};
