import { existsSync, statSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { asRecord, getLibrarySnippets, type ModelRecord, normalizeModelRecord } from "@modelhub/catalog";
import {
  AUTO_PROVIDER,
  decimalFromText,
  getInferenceSnippets,
  getProvidersForModel,
  INFERENCE_PROVIDERS,
  type InferenceSnippet,
  isKnownProvider,
  type SnippetLogger,
  SnippetOptionError,
  type SnippetOptions,
} from "@modelhub/snippets";
import {
  ImportError,
  isPostgresUrl,
  migrationMessage,
  openStore,
  readTextFile,
  resolveStoreLocation,
} from "@modelhub/store";
import { type Command, type CommandIo, UsageError } from "../command";

/** One output line of `--batch`. */
export interface BatchResult {
  /** The input line's `id`, echoed as given. */
  id?: unknown;
  inference: InferenceSnippet[];
  /** The model library's "use this model" snippets. */
  library: string[];
  /** Why this line gave no snippets. */
  error?: string;
}

/** An input file's text; the error of one that cannot be read names it as `described`. */
function readInputText(path: string, described: string): string {
  try {
    return readTextFile(path);
  } catch (error) {
    // Not UTF-8: the import error names the file and line already.
    if (error instanceof ImportError) throw new Error(error.message);
    throw new Error(`cannot read ${described}: ${(error as NodeJS.ErrnoException).code ?? "error"}`);
  }
}

/** The model JSON file at `path` (the Hub API shape). */
function readModelFile(path: string): ModelRecord {
  const text = readInputText(path, `model file ${path}`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error(`${path} is not valid JSON`);
  }
  return normalizeModelRecord(raw);
}

/**
 * The model with this id in the store at `dbPath` (which must exist: it is never created here).
 * An older store's schema is updated first, and `log` hears of each change.
 */
async function readStoredModel(
  id: string,
  dbPath: string,
  log: (line: string) => void,
): Promise<ModelRecord> {
  if (!isPostgresUrl(dbPath) && !existsSync(dbPath)) {
    throw new Error(`no model file ${id}, and no store at ${dbPath} to look the id up in (see --db)`);
  }
  const store = await openStore(dbPath, {
    onMigration: (migration) => log(migrationMessage(dbPath, migration)),
  });
  try {
    const model = await store.models.get(id);
    if (!model) throw new Error(`no model file ${id}, and no model with that id in ${dbPath}`);
    return model;
  } finally {
    await store.close();
  }
}

/**
 * The model a MODEL argument names: a model JSON file (the Hub API shape) when a file of that name
 * exists or the name ends in .json, else a model id looked up in the store at `dbPath` (also when
 * a folder has the id's name, as a checkout of the repository does).
 */
export async function resolveModel(
  arg: string,
  dbPath: string,
  log: (line: string) => void = () => {},
): Promise<ModelRecord> {
  const isFile = existsSync(arg) && !statSync(arg).isDirectory();
  if (isFile || arg.endsWith(".json")) return readModelFile(arg);
  return readStoredModel(arg, dbPath, log);
}

function checkProvider(provider: string): string {
  if (!isKnownProvider(provider)) {
    throw new UsageError(
      `unknown provider '${provider}' (one of: ${AUTO_PROVIDER}, ${INFERENCE_PROVIDERS.join(", ")})`,
    );
  }
  return provider;
}

/** Reads the batch line's options, rejecting fields of the wrong type. */
function batchOptions(value: unknown): SnippetOptions {
  if (value === undefined) return {};
  const record = asRecord(value);
  if (!record) throw new Error('"options" must be an object');
  const options: SnippetOptions = {};
  for (const key of ["streaming", "directRequest"] as const) {
    if (record[key] === undefined) continue;
    if (typeof record[key] !== "boolean") throw new Error(`"options.${key}" must be a boolean`);
    options[key] = record[key];
  }
  for (const key of ["temperature", "max_tokens", "top_p"] as const) {
    if (record[key] === undefined) continue;
    if (typeof record[key] !== "number") throw new Error(`"options.${key}" must be a number`);
    options[key] = record[key];
  }
  for (const key of ["billTo", "endpointUrl", "accessToken"] as const) {
    if (record[key] === undefined) continue;
    if (typeof record[key] !== "string" || record[key].trim() === "")
      throw new Error(`"options.${key}" must be a non-empty string`);
    options[key] = record[key];
  }
  return options;
}

/**
 * One input line of `--batch` turned into its output line; never throws. A line that is not JSON
 * has no id to echo: its error names `lineNumber`, the line's place in the input.
 */
export function runBatchLine(line: string, logger: SnippetLogger, lineNumber?: number): BatchResult {
  let id: unknown;
  let hasId = false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (error) {
    const where = lineNumber === undefined ? "the line" : `line ${lineNumber}`;
    return { inference: [], library: [], error: `${where} is not valid JSON: ${(error as Error).message}` };
  }
  try {
    const input = asRecord(parsed);
    if (!input) throw new Error("a line must be a JSON object");
    hasId = "id" in input;
    id = input.id;
    const model = normalizeModelRecord(input.model);
    const provider = input.provider === undefined ? defaultProvider(model) : input.provider;
    if (typeof provider !== "string") throw new Error('"provider" must be a string');
    checkProvider(provider);
    const logged: string[] = [];
    const recording: SnippetLogger = {
      error: (message, cause) => {
        logged.push(message);
        logger.error(message, cause);
      },
    };
    const inference = getInferenceSnippets(model, provider, batchOptions(input.options), {
      logger: recording,
    });
    const library = getLibrarySnippets(model).map((snippet) => snippet.content);
    // A provider that does not serve the task is reported on the line as well as on stderr.
    const error = inference.length === 0 && logged.length > 0 ? { error: logged.join("; ") } : {};
    return { ...(hasId ? { id } : {}), inference, library, ...error };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...(hasId ? { id } : {}), inference: [], library: [], error: message };
  }
}

/** The provider used when none is given: the first that serves the model, else hf-inference. */
function defaultProvider(model: ModelRecord): string {
  return getProvidersForModel(model)[0] ?? "hf-inference";
}

function runBatch(inPath: string, outPath: string, io: CommandIo): number {
  const text = readInputText(inPath, inPath);
  const results: string[] = [];
  const lines = text.split(/\r?\n/u);
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    const logger: SnippetLogger = { error: (message) => io.stderr.write(`line ${index + 1}: ${message}\n`) };
    results.push(JSON.stringify(runBatchLine(line, logger, index + 1)));
  });
  try {
    writeFileSync(outPath, results.length ? `${results.join("\n")}\n` : "");
  } catch (error) {
    throw new Error(`cannot write ${outPath}: ${(error as NodeJS.ErrnoException).code ?? "error"}`);
  }
  io.stderr.write(`${results.length} line(s) written to ${outPath}\n`);
  return 0;
}

/**
 * Prints a model's snippets: its inference calls, then its own library's "use this model" code.
 * `--json` prints the batch format's line without the id: {"inference": [...], "library": [...]}.
 */
function printSnippets(
  model: ModelRecord,
  inference: InferenceSnippet[],
  json: boolean,
  io: CommandIo,
): void {
  const library = getLibrarySnippets(model);
  if (json) {
    const output = { inference, library: library.map((snippet) => snippet.content) };
    io.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return;
  }
  const blocks = [
    ...inference.map((snippet) => `== ${snippet.language} / ${snippet.client} ==\n${snippet.content}\n`),
    ...library.map(
      (snippet) => `== ${snippet.language} / ${model.library_name} (library) ==\n${snippet.content}\n`,
    ),
  ];
  io.stdout.write(blocks.join("\n"));
}

/** A number flag as a SnippetOptions field (`{}` when not given); anything but a number is a usage error. */
function numberOption(
  value: string | undefined,
  flag: string,
  field: "temperature" | "max_tokens" | "top_p",
): Partial<SnippetOptions> {
  if (value === undefined) return {};
  const number = decimalFromText(value);
  if (number === undefined) throw new UsageError(`--${flag} needs a number, not '${value}'`);
  return { [field]: number };
}

/** Options of one model's snippets: a batch gives them on each of its lines, or needs none. */
const PER_MODEL_OPTIONS = [
  "provider",
  "streaming",
  "bill-to",
  "endpoint-url",
  "direct",
  "temperature",
  "max-tokens",
  "top-p",
  "json",
  "db",
] as const;

export const snippetsCommand: Command = {
  summary: "Print the inference-call snippets of a model",
  help: `Usage: modelhub snippets MODEL [--provider P] [--streaming] [--bill-to ORG]
                         [--endpoint-url URL] [--direct] [--json] [--db PATH]
       modelhub snippets --batch IN.jsonl --out OUT.jsonl

Prints how to call the model through the inference router: one snippet per language (python,
js, sh) and client (huggingface_hub, requests, openai, fal_client, huggingface.js, fetch, curl)
that applies, each under a "== language / client ==" line; then how to load it with its own
library, under "== language / library (library) ==" lines. MODEL is a path to a model JSON file
(the Hub API's model shape) or the id of a model in the store (e.g. meta-llama/Llama-3.1-8B).

Options:
  --provider P        Provider to call: ${AUTO_PROVIDER} (the router picks), or one of
                      ${INFERENCE_PROVIDERS.join(", ")}.
                      Default: the first provider serving the model, else hf-inference.
  --streaming         Chat models: stream the answer.
  --bill-to ORG       Bill the organisation ORG (X-HF-Bill-To header).
  --endpoint-url URL  Call this endpoint (e.g. a local TGI or vLLM server) instead.
  --direct            Call the provider's own API, not the router.
  --temperature N     Chat models: sampling temperature (0 to 2).
  --max-tokens N      Chat models: the most tokens to generate.
  --top-p N           Chat models: nucleus sampling (above 0, up to 1).
  --json              Print {"inference": [{"language", "client", "content"}], "library": [code]}.
  --db PATH           Store to look MODEL ids up in (default: $MODELHUB_DB or var/modelhub.db).
  --batch IN.jsonl    One request per line: {"id"?, "model", "provider", "options"?} (options:
                      streaming, billTo, endpointUrl, directRequest, accessToken, temperature,
                      max_tokens, top_p); writes
  --out OUT.jsonl     one line per request, in order: {"id"?, "inference", "library", "error"?}.
  -h, --help          Show this help.

Examples:
  modelhub snippets model.json --provider together --streaming
  modelhub snippets model.json --endpoint-url http://localhost:8080 --json
  modelhub snippets --batch requests.jsonl --out snippets.jsonl
`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: {
        provider: { type: "string" },
        streaming: { type: "boolean" },
        "bill-to": { type: "string" },
        "endpoint-url": { type: "string" },
        direct: { type: "boolean" },
        temperature: { type: "string" },
        "max-tokens": { type: "string" },
        "top-p": { type: "string" },
        json: { type: "boolean" },
        batch: { type: "string" },
        out: { type: "string" },
        db: { type: "string" },
      },
      allowPositionals: true,
    });
    if (values.batch !== undefined || values.out !== undefined) {
      if (values.batch === undefined || values.out === undefined)
        throw new UsageError("--batch needs --out, and --out needs --batch");
      if (positionals.length > 0) throw new UsageError("give either MODEL or --batch, not both");
      const perModel = PER_MODEL_OPTIONS.filter((option) => values[option] !== undefined);
      if (perModel.length) {
        throw new UsageError(
          `--${perModel[0]} does not apply to --batch: each line gives its own "provider" and "options"`,
        );
      }
      return runBatch(values.batch, values.out, io);
    }
    if (positionals.length !== 1) throw new UsageError("give one MODEL (a model JSON file or a model id)");
    if (values.db !== undefined && values.db.trim() === "") throw new UsageError("--db needs a file path");
    for (const option of ["provider", "bill-to", "endpoint-url"] as const) {
      if (values[option]?.trim() === "") throw new UsageError(`--${option} needs a value`);
    }
    const dbPath = resolveStoreLocation(values.db ?? process.env.MODELHUB_DB ?? "var/modelhub.db");
    const model = await resolveModel(positionals[0]!, dbPath, (line) => io.stderr.write(`${line}\n`));
    const provider = checkProvider(values.provider ?? defaultProvider(model));
    const options: SnippetOptions = {
      ...(values.streaming ? { streaming: true } : {}),
      ...(values["bill-to"] === undefined ? {} : { billTo: values["bill-to"] }),
      ...(values["endpoint-url"] === undefined ? {} : { endpointUrl: values["endpoint-url"] }),
      ...(values.direct ? { directRequest: true } : {}),
      ...numberOption(values.temperature, "temperature", "temperature"),
      ...numberOption(values["max-tokens"], "max-tokens", "max_tokens"),
      ...numberOption(values["top-p"], "top-p", "top_p"),
    };
    const logger: SnippetLogger = { error: (message) => io.stderr.write(`${message}\n`) };
    let snippets: InferenceSnippet[];
    try {
      snippets = getInferenceSnippets(model, provider, options, { logger });
    } catch (error) {
      // An option value the generator cannot write (--temperature 5) is the command line's fault.
      if (error instanceof SnippetOptionError) throw new UsageError(error.message);
      throw error;
    }
    if (snippets.length === 0 && !values.json) {
      io.stderr.write(`no inference snippets for ${model.id} with provider ${provider}\n`);
    }
    printSnippets(model, snippets, values.json === true, io);
    return 0;
  },
};
