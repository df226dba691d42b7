// Evaluation results from a model card's `model-index` front matter: a list of entries, each with
// `results` of { task, dataset, metrics: [{ type, name, value, verified }] }. Cards are written by
// hand and by tools, and some get the shape wrong: what cannot be read as a result is skipped.
import { isPipelineType, PIPELINES } from "../tasks/pipelines";
import { asNonEmptyString, asRecord } from "./coerce";
import type { CardData } from "./model-record-types";

/** One metric a card reports: what was measured, on what, and the value. */
export interface EvalResult {
  /** The task's name ("Text Generation"), or its id when the catalogue does not know it. */
  task: string;
  /** The dataset's name, else its id ("IFEval (0-Shot)", "HuggingFaceH4/ifeval"). */
  dataset: string;
  /** The dataset's configuration and split, when the card names them. */
  config?: string;
  split?: string;
  /** The metric's name, else its type ("strict accuracy", "acc_norm"). */
  metric: string;
  /** As the card gives it: a number, or a string such as "81.2 ± 0.4". */
  value: number | string;
  /** Whether the Hub verified the result (cards say `verified: true` only through its evaluations). */
  verified: boolean;
}

/** The longest text kept of any field (names are short; a value string is a number with notes). */
const MAX_TEXT = 200;

/** Every result of the card's `model-index`, in the card's order; malformed parts are skipped. */
export function evalResultsOf(card: CardData | undefined): EvalResult[] {
  const index = card?.["model-index"];
  if (!Array.isArray(index)) return [];
  const results: EvalResult[] = [];
  for (const entry of index) {
    const entryResults = asRecord(entry)?.results;
    if (!Array.isArray(entryResults)) continue;
    for (const raw of entryResults) {
      const result = asRecord(raw);
      const task = taskLabel(asRecord(result?.task));
      const dataset = asRecord(result?.dataset);
      const datasetLabel = text(dataset?.name) ?? text(dataset?.type);
      if (!result || !task || !datasetLabel || !Array.isArray(result.metrics)) continue;
      const config = text(dataset?.config);
      const split = text(dataset?.split);
      for (const rawMetric of result.metrics) {
        const metric = asRecord(rawMetric);
        const metricLabel = text(metric?.name) ?? text(metric?.type);
        const value = metricValue(metric?.value);
        if (!metricLabel || value === undefined) continue;
        results.push({
          task,
          dataset: datasetLabel,
          ...(config ? { config } : {}),
          ...(split ? { split } : {}),
          metric: metricLabel,
          value,
          verified: metric?.verified === true,
        });
      }
    }
  }
  return results;
}

function taskLabel(task: Record<string, unknown> | undefined): string | undefined {
  const name = text(task?.name);
  if (name) return name;
  const type = text(task?.type);
  return type && isPipelineType(type) ? PIPELINES[type].name : type;
}

/** A finite number, or a non-empty string; anything else (null, objects, NaN) is no value. */
function metricValue(value: unknown): number | string | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  return text(value);
}

function text(value: unknown): string | undefined {
  const str = asNonEmptyString(value)?.trim();
  return str && str.length > MAX_TEXT ? `${str.slice(0, MAX_TEXT)}…` : str;
}
