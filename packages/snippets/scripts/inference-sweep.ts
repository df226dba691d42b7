// Generates the inference snippets of real model records, for every provider offered for each
// model (and streaming on and off for chat models), and collects what went wrong: a generator
// that throws, a snippet its language's parser rejects, text that leaked from an object. Shared by
// scripts/sweep.ts (the whole sample catalogue) and test/sample-models.test.ts (a slice of it).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { type ModelRecord, normalizeModelRecord } from "@modelhub/catalog";
import { type CodeSample, findSyntaxErrors } from "@modelhub/testkit";
import {
  AUTO_PROVIDER,
  CHAT_TASK,
  getInferenceSnippets,
  getProviderDefinition,
  getProvidersForModel,
  INFERENCE_PROVIDERS,
  inferenceTaskOf,
  type SnippetOptions,
} from "../src/index";

/** The bundled sample catalogue: gzip JSON Lines, one Hub API model record a line. */
export const SAMPLE_MODELS_PATH = fileURLToPath(
  new URL("../../../data/sample/models.jsonl.gz", import.meta.url),
);

/** The parsed JSON of every line of a JSON Lines file, gunzipped first when its name ends in .gz. */
export function readJsonLines(path: string): unknown[] {
  const bytes = readFileSync(path);
  return (path.endsWith(".gz") ? gunzipSync(bytes) : bytes)
    .toString("utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as unknown);
}

/** What a sweep runs. */
export interface InferenceSweepOptions {
  /**
   * Besides the providers the model's own mapping offers, every provider serving its task, with
   * the Hub id standing in for the provider's id (the sample records carry few mappings).
   */
  everyProvider?: boolean;
  /** Also each provider with a direct call, a bill-to organisation and a custom endpoint. */
  optionVariants?: boolean;
}

/** What a sweep found. Every list of problems is empty when all is well. */
export interface InferenceSweepReport {
  /** Records read. */
  records: number;
  /** Records normalizeModelRecord rejected, with its message. */
  rejected: string[];
  /** Models with a task the router serves (chat, or a routed pipeline tag). */
  routedModels: number;
  /** Models with no routed task, by pipeline tag ("(none)" when absent). */
  notRouted: Map<string, number>;
  /** (model, provider, options) cases generated. */
  cases: number;
  /** Cases that gave no snippet (the provider does not serve the task: logged, not an error). */
  emptyCases: number;
  /** Snippets generated (and parsed). */
  snippets: number;
  /** Snippets per `<language>/<client>`. */
  byClient: Map<string, number>;
  /** Cases per task. */
  byTask: Map<string, number>;
  /** Messages the generator logged, with their count (e.g. an unserved provider). */
  logged: Map<string, number>;
  /** Generators that threw, as "model id [provider options]: message". */
  thrown: string[];
  /** Snippets their language's parser rejected, as "label: message". */
  syntaxErrors: string[];
  /** Snippets holding text that leaked from an object ("[object Object]") or a missing value. */
  leaks: string[];
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function increment(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** Texts that only appear when a value that is not text reached the code. */
const LEAK = /\[object Object\]|\{\{|(?<![\w.])(?:undefined|NaN)(?![\w])/u;

/** The providers to try for a model, each with the model record to use for it. */
function providersFor(model: ModelRecord, everyProvider: boolean): [string, ModelRecord][] {
  const offered = getProvidersForModel(model).map((p): [string, ModelRecord] => [p, model]);
  if (!everyProvider) return offered;
  const task = inferenceTaskOf(model);
  const seen = new Set(offered.map(([provider]) => provider));
  const extra = INFERENCE_PROVIDERS.filter(
    (provider) => !seen.has(provider) && task && getProviderDefinition(provider)?.tasks[task],
  ).map((provider): [string, ModelRecord] => [
    provider,
    {
      ...model,
      inferenceProviderMapping: {
        ...model.inferenceProviderMapping,
        [provider]: { providerId: model.id, status: "live", task: task ?? "" },
      },
    },
  ]);
  return [...offered, ...extra];
}

function variantsFor(isChat: boolean, optionVariants: boolean): SnippetOptions[] {
  const variants: SnippetOptions[] = [{}];
  if (isChat) variants.push({ streaming: true });
  if (optionVariants) {
    variants.push({ directRequest: true }, { billTo: "acme-corp" }, { endpointUrl: "http://localhost:8080" });
  }
  return variants;
}

function describeCase(id: string, provider: string, options: SnippetOptions): string {
  const flags = Object.entries(options).map(([key, value]) => (value === true ? key : `${key}=${value}`));
  return `${id} [${[provider, ...flags].join(" ")}]`;
}

/** Generates and parses the snippets of every record; never throws on a bad record (it is reported). */
export function sweepInferenceSnippets(
  raws: readonly unknown[],
  options: InferenceSweepOptions = {},
): InferenceSweepReport {
  const report: InferenceSweepReport = {
    records: raws.length,
    rejected: [],
    routedModels: 0,
    notRouted: new Map(),
    cases: 0,
    emptyCases: 0,
    snippets: 0,
    byClient: new Map(),
    byTask: new Map(),
    logged: new Map(),
    thrown: [],
    syntaxErrors: [],
    leaks: [],
  };
  const samples: CodeSample[] = [];
  const logger = { error: (text: string) => increment(report.logged, text) };
  raws.forEach((raw, index) => {
    let model: ModelRecord;
    try {
      model = normalizeModelRecord(raw);
    } catch (error) {
      report.rejected.push(`line ${index + 1}: ${message(error)}`);
      return;
    }
    const task = inferenceTaskOf(model);
    if (!task) {
      increment(report.notRouted, model.pipeline_tag ?? "(none)");
      return;
    }
    report.routedModels++;
    for (const [provider, record] of providersFor(model, options.everyProvider === true)) {
      for (const variant of variantsFor(task === CHAT_TASK, options.optionVariants === true)) {
        // "auto" has no direct call of its own; the generator treats it as routed.
        if (provider === AUTO_PROVIDER && variant.directRequest) continue;
        const name = describeCase(model.id, provider, variant);
        report.cases++;
        increment(report.byTask, task);
        try {
          const snippets = getInferenceSnippets(record, provider, variant, { logger });
          if (snippets.length === 0) report.emptyCases++;
          for (const snippet of snippets) {
            const label = `${name} ${snippet.language}/${snippet.client}`;
            report.snippets++;
            increment(report.byClient, `${snippet.language}/${snippet.client}`);
            samples.push({ language: snippet.language, content: snippet.content, label });
            if (LEAK.test(snippet.content)) report.leaks.push(label);
          }
        } catch (error) {
          report.thrown.push(`${name}: ${message(error)}`);
        }
      }
    }
  });
  report.syntaxErrors = findSyntaxErrors(samples).map((failure) => `${failure.label}: ${failure.message}`);
  return report;
}

/**
 * A deterministic slice: up to `perTag` records of each pipeline tag (file order), so every task
 * the sample holds is represented.
 */
export function sliceByPipelineTag(raws: readonly unknown[], perTag: number): unknown[] {
  const taken = new Map<string, number>();
  return raws.filter((raw) => {
    const tag =
      raw !== null && typeof raw === "object" && "pipeline_tag" in raw ? String(raw.pipeline_tag) : "(none)";
    const count = taken.get(tag) ?? 0;
    if (count >= perTag) return false;
    taken.set(tag, count + 1);
    return true;
  });
}
