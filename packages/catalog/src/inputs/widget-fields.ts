// Readers of the fields of an author's widget example. Each returns undefined when the field is
// missing or unusable, so a widget example that does not fit a task is skipped. Author text is
// returned byte for byte (never trimmed or re-encoded).

import { asRecord } from "../model/coerce";
import type { WidgetExample } from "../model/model-record";
import { CHAT_ROLES, type ChatMessage, type ChatRole } from "./types";

/** A non-empty string field of the example. */
export function widgetString(example: WidgetExample, key: string): string | undefined {
  const value = example[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The example's chat messages, when every one has a known role; undefined otherwise. */
export function widgetMessages(example: WidgetExample): ChatMessage[] | undefined {
  const messages = example.messages;
  if (!Array.isArray(messages) || messages.length === 0) return undefined;
  const out: ChatMessage[] = [];
  for (const message of messages) {
    if (!isChatRole(message.role) || typeof message.content !== "string") return undefined;
    out.push({ role: message.role, content: message.content });
  }
  return out;
}

function isChatRole(role: unknown): role is ChatRole {
  return typeof role === "string" && (CHAT_ROLES as readonly string[]).includes(role);
}

/**
 * Candidate labels: the Hub writes them as one comma-separated string ("urgent, not urgent").
 * The list is split at commas and the spaces around each comma dropped (list syntax, not label
 * text); empty labels are skipped. A list of strings is accepted too.
 */
export function widgetLabels(example: WidgetExample): string[] | undefined {
  const value = example.candidate_labels as unknown;
  const labels =
    typeof value === "string"
      ? value.split(",").map((label) => label.replace(/^\s+|\s+$/gu, ""))
      : Array.isArray(value) && value.every((label) => typeof label === "string")
        ? value
        : [];
  const kept = labels.filter((label) => label !== "");
  return kept.length > 0 ? kept : undefined;
}

/** Sentences of a sentence-similarity example (at least one). */
export function widgetSentences(example: WidgetExample): string[] | undefined {
  const sentences = example.sentences;
  return Array.isArray(sentences) && sentences.length > 0 && sentences.every((s) => typeof s === "string")
    ? [...sentences]
    : undefined;
}

/**
 * A table (column name to cells) from `table` or the Hub's tabular `structured_data`. Cells may
 * be strings, numbers or booleans (written as text); every column must have as many cells as the first.
 */
export function widgetTable(example: WidgetExample): Record<string, string[]> | undefined {
  for (const key of ["table", "structured_data"]) {
    const raw = asRecord(example[key]);
    if (!raw) continue;
    const columns = Object.entries(raw);
    if (columns.length === 0) continue;
    // Built with fromEntries so a column named "__proto__" stays an ordinary key.
    const table: [string, string[]][] = [];
    let rows: number | undefined;
    for (const [column, cells] of columns) {
      if (!Array.isArray(cells) || (rows !== undefined && cells.length !== rows)) break;
      const texts = cells.map(cellText);
      if (!texts.every((cell): cell is string => cell !== undefined)) break;
      rows = cells.length;
      table.push([column, texts]);
    }
    if (table.length === columns.length && rows !== undefined && rows > 0) return Object.fromEntries(table);
  }
  return undefined;
}

function cellText(cell: unknown): string | undefined {
  if (typeof cell === "string") return cell;
  if ((typeof cell === "number" && Number.isFinite(cell)) || typeof cell === "boolean") return String(cell);
  return undefined;
}

/** An http(s) link from the example's `src` (an image the author chose), if any. */
export function widgetImageUrl(example: WidgetExample): string | undefined {
  const src = widgetString(example, "src");
  return src && /^https?:\/\/\S+$/iu.test(src) ? src : undefined;
}
