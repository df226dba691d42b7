import { parseArgs } from "node:util";
import {
  chooseGgufFile,
  type GgufFileChoice,
  getLocalApps,
  ggufFileChoiceOf,
  isLocalAppKey,
  LOCAL_APPS,
  type LocalAppUse,
  UnknownGgufFileError,
} from "@modelhub/catalog";
import { resolveStoreLocation } from "@modelhub/store";
import { type Command, type CommandIo, UsageError } from "../command";
import { resolveModel } from "./snippets";

/** What `modelhub apps --json` prints. */
export interface AppsJson {
  /** The GGUF file the commands and links load, or null when the model lists none. */
  file: string | null;
  /** Its quant label, or null when its name states none. */
  quant: string | null;
  /** Each app that runs the model. */
  apps: LocalAppUse[];
}

function printApps(uses: LocalAppUse[], choice: GgufFileChoice | undefined, io: CommandIo): void {
  if (choice) io.stdout.write(`GGUF file: ${choice.file}${choice.quant ? ` (${choice.quant})` : ""}\n`);
  for (const use of uses) {
    io.stdout.write(`\n== ${use.prettyLabel} (${use.app})${use.macOSOnly ? " · macOS only" : ""} ==\n`);
    io.stdout.write(`Docs: ${use.docsUrl}\n`);
    if (use.deepLink) io.stdout.write(`Open: ${use.deepLink}\n`);
    for (const snippet of use.snippets) {
      io.stdout.write(`\n${snippet.title ? `# ${snippet.title}\n` : ""}${snippet.content}\n`);
    }
  }
}

export const appsCommand: Command = {
  summary: "Print how to run a model with local apps and serving engines",
  help: `Usage: modelhub apps MODEL [--app ID] [--file FILE] [--json] [--db PATH]

Prints the local apps and serving engines that run the model (llama.cpp, Ollama, vLLM, SGLang,
TGI, MLX LM, LM Studio, Jan, ...), each under a "== Name (id) ==" line with its documentation,
the link that opens the model in it and the commands that install it, run the model and call
the started server. GGUF apps load the file --file names, by default the one nearest Q4_K_M.
MODEL is a path to a model JSON file (the Hub API's model shape) or the id of a model in the
store.

Options:
  --app ID     Only this app (one of: ${Object.keys(LOCAL_APPS).join(", ")}).
  --file FILE  The model's .gguf file to load (the first shard of a split one).
  --json       Print {"file", "quant", "apps": [{"app", "prettyLabel", "docsUrl", "mainTask",
               "macOSOnly", "snippets": [{"language", "content", "title"}], "deepLink"?}]}.
  --db PATH    Store to look MODEL ids up in (default: $MODELHUB_DB or var/modelhub.db).
  -h, --help   Show this help.

Examples:
  modelhub apps bartowski/Llama-3.2-3B-Instruct-GGUF --file Llama-3.2-3B-Instruct-Q8_0.gguf
  modelhub apps model.json --app vllm --json
`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: {
        app: { type: "string" },
        file: { type: "string" },
        json: { type: "boolean" },
        db: { type: "string" },
      },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new UsageError("give one MODEL (a model JSON file or a model id)");
    if (values.db !== undefined && values.db.trim() === "") throw new UsageError("--db needs a file path");
    if (values.app !== undefined && !isLocalAppKey(values.app)) {
      throw new UsageError(`unknown app '${values.app}' (one of: ${Object.keys(LOCAL_APPS).join(", ")})`);
    }
    const dbPath = resolveStoreLocation(values.db ?? process.env.MODELHUB_DB ?? "var/modelhub.db");
    const model = await resolveModel(positionals[0]!, dbPath, (line) => io.stderr.write(`${line}\n`));
    let choice: GgufFileChoice | undefined;
    try {
      choice = values.file === undefined ? chooseGgufFile(model) : ggufFileChoiceOf(model, values.file);
    } catch (error) {
      if (error instanceof UnknownGgufFileError) throw new UsageError(error.message);
      throw error;
    }
    const uses = getLocalApps(model, choice).filter(
      (use) => values.app === undefined || use.app === values.app,
    );
    if (values.json) {
      const json: AppsJson = { file: choice?.file ?? null, quant: choice?.quant ?? null, apps: uses };
      io.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
      return 0;
    }
    if (uses.length === 0) {
      const app = values.app === undefined ? undefined : LOCAL_APPS[values.app as keyof typeof LOCAL_APPS];
      io.stderr.write(
        app ? `${app.prettyLabel} does not run ${model.id}\n` : `no local app runs ${model.id}\n`,
      );
      return 0;
    }
    printApps(uses, choice, io);
    return 0;
  },
};
