import {
  type ExampleInput,
  getExampleInput,
  getTaskDetail,
  isPipelineType,
  type ModelRecord,
  NO_INPUT_EXAMPLE,
  PIPELINES,
  type PipelineType,
  resolveCanonicalTask,
  type WidgetExample,
} from "@modelhub/catalog";
import { type DemoView, toDemoView } from "./task-page.server";

/** A declared example output, by shape (the Hub's widget `output:` forms). */
export type WidgetOutputView =
  | { kind: "labels"; data: { label: string; score: number }[] }
  | { kind: "answer"; answer: string; score?: number }
  | { kind: "text"; text: string }
  | { kind: "url"; url: string };

/** One example as the widget panel shows it; every value is plain text. */
export interface WidgetExampleView {
  title?: string;
  fields: { label: string; text: string }[];
  messages?: { role: string; content: string }[];
  table?: { columns: string[]; rows: string[][] };
  output?: WidgetOutputView;
}

/** The widget panel of a model page. */
export interface WidgetPanelView {
  /** Where the examples come from: the model's own card, the task's default, or nowhere. */
  source: "model" | "task" | "none";
  taskName?: string;
  examples: WidgetExampleView[];
  /**
   * The task page's example, input and output together, shown when no example declares its own
   * output: its input is not the one above, so its output is only read beside its own.
   */
  taskDemo?: { inputs: DemoView[]; outputs: DemoView[] };
  /** Shown when there is no example input at all. */
  emptyText?: string;
}

const MAX_EXAMPLES = 4;

/** The widget panel of `model`: its own widget examples, else its task's example input. */
export function buildWidgetPanel(model: ModelRecord): WidgetPanelView {
  const task = isPipelineType(model.pipeline_tag) ? (model.pipeline_tag as PipelineType) : undefined;
  const taskName = task ? PIPELINES[task].name : undefined;
  const own = [...(model.widgetData ?? []), ...(model.cardData?.widget ?? [])];
  const conversation = conversationExample(own);
  const examples = conversation
    ? [conversation]
    : own.length
      ? own.slice(0, MAX_EXAMPLES).map(fromWidgetExample)
      : ([getExampleInput(model)].filter(Boolean) as ExampleInput[]).map(fromExampleInput);
  const source = own.length ? "model" : examples.length ? "task" : "none";
  const detail = task ? taskDetailOf(task) : undefined;
  const panel: WidgetPanelView = { source, examples };
  if (detail && !detail.isPlaceholder && !examples.some((example) => example.output)) {
    panel.taskDemo = {
      inputs: detail.demo.inputs.map(toDemoView),
      outputs: detail.demo.outputs.map(toDemoView),
    };
  }
  if (taskName) panel.taskName = taskName;
  if (source === "none") {
    // The catalogue's sentence assumes a task; a model that names none gets a plainer one.
    panel.emptyText = task
      ? NO_INPUT_EXAMPLE
      : "This model does not name a task, so there is no example to show.";
  }
  return panel;
}

/**
 * The task's own page data, else its canonical task's: translation has its own example even
 * though its page redirects to text generation's.
 */
function taskDetailOf(task: PipelineType) {
  const canonical = resolveCanonicalTask(task);
  return getTaskDetail(task) ?? (canonical ? getTaskDetail(canonical) : undefined);
}

/** A declared `output:` in any of the Hub's shapes; anything else is ignored. */
export function parseWidgetOutput(output: unknown): WidgetOutputView | undefined {
  if (Array.isArray(output)) {
    const data = output.flatMap((entry) =>
      entry && typeof entry === "object" && typeof entry.label === "string" && typeof entry.score === "number"
        ? [{ label: entry.label as string, score: entry.score as number }]
        : [],
    );
    return data.length ? { kind: "labels", data } : undefined;
  }
  if (!output || typeof output !== "object") return undefined;
  const record = output as Record<string, unknown>;
  if (typeof record.answer === "string") {
    return typeof record.score === "number"
      ? { kind: "answer", answer: record.answer, score: record.score }
      : { kind: "answer", answer: record.answer };
  }
  if (typeof record.text === "string") return { kind: "text", text: record.text };
  if (typeof record.url === "string" && /^https?:\/\//i.test(record.url))
    return { kind: "url", url: record.url };
  return undefined;
}

const FIELD_LABELS: [key: keyof WidgetExample, label: string][] = [
  ["text", "Text"],
  ["context", "Context"],
  ["source_sentence", "Source sentence"],
  ["candidate_labels", "Candidate labels"],
  ["src", "File"],
];

/**
 * A card whose `widget:` is one conversation (a list of messages rather than of examples, as some
 * chat models' cards write it) as one example; undefined for any other list. A message's content
 * may be a list of parts, shown as its text and its images' addresses.
 */
function conversationExample(examples: readonly WidgetExample[]): WidgetExampleView | undefined {
  const entries = examples as readonly Record<string, unknown>[];
  if (!entries.length || !entries.every((entry) => typeof entry.role === "string")) return undefined;
  const messages = entries.flatMap((entry) => {
    const content = messageText(entry.content);
    return content ? [{ role: entry.role as string, content }] : [];
  });
  return messages.length ? { fields: [], messages: messages.slice(0, 20) } : undefined;
}

/** A chat message's content as text: a string, or its text parts and `[image: url]` for its images. */
function messageText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .flatMap((part) => {
      const record = part && typeof part === "object" ? (part as Record<string, unknown>) : {};
      if (record.type === "text" && typeof record.text === "string") return [record.text];
      const url = (record.image_url as Record<string, unknown> | undefined)?.url;
      return record.type === "image_url" && typeof url === "string" ? [`[image: ${url}]`] : [];
    })
    .join("\n");
}

function fromWidgetExample(example: WidgetExample): WidgetExampleView {
  const view: WidgetExampleView = { fields: [] };
  if (typeof example.example_title === "string") view.title = example.example_title;
  for (const [key, label] of FIELD_LABELS) {
    const value = example[key];
    if (typeof value === "string" && value) view.fields.push({ label, text: value });
  }
  if (example.sentences?.length) view.fields.push({ label: "Sentences", text: example.sentences.join("\n") });
  if (example.messages?.length)
    view.messages = example.messages.map((m) => ({ role: m.role, content: m.content }));
  if (example.table) view.table = tableView(example.table);
  const output = parseWidgetOutput(example.output);
  if (output) view.output = output;
  return view;
}

function fromExampleInput(input: ExampleInput): WidgetExampleView {
  switch (input.kind) {
    case "text":
    case "fill-mask":
      return { fields: [{ label: "Text", text: input.text }] };
    case "chat":
      return {
        fields: [],
        messages: input.messages.map((message) => ({
          role: message.role,
          content: messageText(message.content),
        })),
      };
    case "question-answering":
      return {
        fields: [
          { label: "Question", text: input.question },
          { label: "Context", text: input.context },
        ],
      };
    case "table-question-answering":
      return { fields: [{ label: "Query", text: input.query }], table: tableView(input.table) };
    case "sentence-similarity":
      return {
        fields: [
          { label: "Source sentence", text: input.sourceSentence },
          { label: "Sentences", text: input.sentences.join("\n") },
        ],
      };
    case "zero-shot-classification":
      return {
        fields: [
          { label: "Text", text: input.text },
          { label: "Candidate labels", text: input.candidateLabels.join(", ") },
        ],
      };
    case "image":
    case "audio":
      return { fields: [{ label: input.kind === "image" ? "Image file" : "Audio file", text: input.file }] };
    case "zero-shot-image-classification":
      return {
        fields: [
          { label: "Image file", text: input.file },
          { label: "Candidate labels", text: input.candidateLabels.join(", ") },
        ],
      };
    case "image-to-image":
    case "image-to-video":
      return {
        fields: [
          { label: "Image file", text: input.file },
          { label: "Prompt", text: input.prompt },
        ],
      };
    case "document-question-answering":
    case "visual-question-answering":
      return {
        fields: [
          { label: "Image file", text: input.file },
          { label: "Question", text: input.question },
        ],
      };
    case "tabular":
      return { fields: [], table: tableView(input.table) };
  }
}

function tableView(table: Record<string, string[]>): { columns: string[]; rows: string[][] } {
  const columns = Object.keys(table);
  const height = Math.max(0, ...columns.map((column) => table[column]?.length ?? 0));
  const rows = Array.from({ length: Math.min(height, 20) }, (_, row) =>
    columns.map((column) => String(table[column]?.[row] ?? "")),
  );
  return { columns, rows };
}
