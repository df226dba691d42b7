// Runs the library snippet builders and the example-input functions over real model records and
// collects what went wrong: a builder that throws, a snippet its language's parser rejects, an
// example-input function that throws. Shared by scripts/sweep-library-snippets.ts (the whole
// sample catalogue) and test/sample-models.test.ts (a small slice of it).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { type CodeSample, findSyntaxErrors } from "@modelhub/testkit";
import { describeExampleInput } from "../src/inputs/describe";
import { getExampleInput } from "../src/inputs/task-inputs";
import { getModelLibrary } from "../src/libraries/library-snippets";
import { getLocalApps } from "../src/local-apps/app-snippets";
import { type ModelRecord, normalizeModelRecord } from "../src/model/model-record";

/** The bundled sample catalogue of models: gzip JSON Lines, one Hub API model record a line. */
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

/** What a sweep found. Every list of problems is empty when all is well. */
export interface SweepReport {
  /** Records read. */
  records: number;
  /** Records normalizeModelRecord rejected, with its message. */
  rejected: string[];
  /** Models whose library has a snippet builder. */
  modelsWithBuilder: number;
  /** Snippets built. */
  snippets: number;
  /** Per library_name: models seen and snippets built (libraries with a builder only). */
  byLibrary: Map<string, { models: number; snippets: number }>;
  /** Models some local app runs (its display rule holds), for which the apps wrote commands. */
  localAppModels: number;
  /** Local app commands written (also parsed, and counted in `byLanguage`). */
  localAppSnippets: number;
  /** Snippets per language. */
  byLanguage: Map<string, number>;
  /** Models whose builder returned no snippet (not an error: some builders have nothing to say). */
  empty: string[];
  /** Builders that threw, as "model id (library): message". */
  thrown: string[];
  /** Snippets their language's parser rejected, as "model id (library) #n [language]: message". */
  syntaxErrors: string[];
  /** Example-input functions that threw, as "model id: message". */
  inputErrors: string[];
}

function message(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** What a sweep runs besides the library builders and the example inputs. */
export interface SweepOptions {
  /** Also write and parse the commands of the local apps that run each model (default true). */
  localApps?: boolean;
}

/** Builds, parses and describes every record; never throws on a bad record (it is reported). */
export function sweepModels(raws: readonly unknown[], options: SweepOptions = {}): SweepReport {
  const { localApps = true } = options;
  const report: SweepReport = {
    records: raws.length,
    rejected: [],
    modelsWithBuilder: 0,
    snippets: 0,
    localAppModels: 0,
    localAppSnippets: 0,
    byLibrary: new Map(),
    byLanguage: new Map(),
    empty: [],
    thrown: [],
    syntaxErrors: [],
    inputErrors: [],
  };
  const samples: CodeSample[] = [];
  for (const raw of raws) {
    let model: ModelRecord;
    try {
      model = normalizeModelRecord(raw);
    } catch (error) {
      report.rejected.push(message(error));
      continue;
    }
    try {
      getExampleInput(model);
      describeExampleInput(model);
    } catch (error) {
      report.inputErrors.push(`${model.id}: ${message(error)}`);
    }
    const addSample = (language: CodeSample["language"], content: string, label: string) => {
      report.byLanguage.set(language, (report.byLanguage.get(language) ?? 0) + 1);
      samples.push({ language, content, label });
    };
    try {
      const apps = localApps ? getLocalApps(model) : [];
      if (apps.length > 0) report.localAppModels += 1;
      for (const { app, snippets } of apps) {
        report.localAppSnippets += snippets.length;
        snippets.forEach((snippet, index) => {
          addSample(snippet.language, snippet.content, `${model.id} (local app ${app}) #${index + 1}`);
        });
      }
    } catch (error) {
      report.thrown.push(`${model.id} (local apps): ${message(error)}`);
    }
    const library = model.library_name;
    const builder = getModelLibrary(library)?.snippets;
    if (library === undefined || !builder) continue;
    report.modelsWithBuilder += 1;
    const counts = report.byLibrary.get(library) ?? { models: 0, snippets: 0 };
    report.byLibrary.set(library, counts);
    counts.models += 1;
    // The builder itself, not getLibrarySnippets, which hides a throw behind an empty list.
    try {
      const snippets = builder(model);
      if (snippets.length === 0) report.empty.push(`${model.id} (${library})`);
      counts.snippets += snippets.length;
      report.snippets += snippets.length;
      snippets.forEach((snippet, index) => {
        addSample(snippet.language, snippet.content, `${model.id} (${library}) #${index + 1}`);
      });
    } catch (error) {
      report.thrown.push(`${model.id} (${library}): ${message(error)}`);
    }
  }
  report.syntaxErrors = findSyntaxErrors(samples).map(
    (failure) => `${failure.label} [${failure.language}]: ${failure.message}`,
  );
  return report;
}

/** The value of a top-level string field of a raw record, when it has one. */
function stringField(raw: unknown, key: string): string | undefined {
  const value = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** The first `perKey` records for each value of `keyOf` (undefined keys are skipped), in file order. */
export function firstPerKey(
  raws: readonly unknown[],
  keyOf: (raw: unknown) => string | undefined,
  perKey: number,
): unknown[] {
  const taken = new Map<string, number>();
  return raws.filter((raw) => {
    const key = keyOf(raw);
    if (key === undefined) return false;
    const count = taken.get(key) ?? 0;
    taken.set(key, count + 1);
    return count < perKey;
  });
}

/**
 * A deterministic slice of records: the first `perLibrary` records of each library_name, in file
 * order (records without a library_name are left out).
 */
export function firstPerLibrary(raws: readonly unknown[], perLibrary: number): unknown[] {
  return firstPerKey(raws, (raw) => stringField(raw, "library_name"), perLibrary);
}

/**
 * Every library's builder on the same real metadata: the first `perTask` records of each
 * pipeline_tag (and of models without one), each relabelled as a model of every library that has
 * a builder. The sample holds few libraries, so this is how most builders meet real records.
 */
export function asEveryLibrary(
  raws: readonly unknown[],
  libraries: readonly string[],
  perTask: number,
): unknown[] {
  const picked = firstPerKey(raws, (raw) => stringField(raw, "pipeline_tag") ?? "(none)", perTask);
  return libraries.flatMap((library) =>
    picked.map((raw) => ({ ...(raw as Record<string, unknown>), library_name: library })),
  );
}
