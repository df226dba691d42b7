import type { PipelineType } from "../pipelines";

/** A demo file shipped in `packages/catalog/assets/tasks/`, named by its file name there. */
export interface DemoAsset {
  /** File name inside `packages/catalog/assets/tasks/`. */
  file: string;
  /** Alternative text / caption for people who cannot see or hear it. */
  alt: string;
}

/** A token span inside a text, e.g. a named entity. `start` and `end` are character offsets. */
export interface TextToken {
  /** Label of the span, e.g. "PERSON". */
  type: string;
  /** Offset of the span's first character. */
  start: number;
  /** Offset just past its last character. */
  end: number;
}

/** One input or output of a task demo, tagged by `type`; `label` is its caption. */
export type DemoItem =
  /** A text, shown as is. */
  | { type: "text"; label: string; content: string }
  /** An image file shipped with the package. */
  | ({ type: "img"; label?: string } & DemoAsset)
  /** An audio file shipped with the package. */
  | ({ type: "audio"; label?: string } & DemoAsset)
  /** A table: column headers, then rows of cells. */
  | { type: "tabular"; label?: string; columns: string[]; rows: (string | number)[][] }
  /** A bar chart of labels and their scores (0 to 1), e.g. class probabilities. */
  | { type: "chart"; label?: string; data: { label: string; score: number }[] }
  /** A text with marked spans, e.g. named entities. */
  | { type: "text-with-tokens"; label?: string; text: string; tokens: TextToken[] };

/** An evaluation metric of a task. */
export interface TaskMetric {
  /** Metric id, e.g. "accuracy". */
  id: string;
  /** What it measures, in a sentence or two. */
  description: string;
}

/** A model, dataset or demo app the task page recommends. */
export interface TaskReference {
  /** Hub id, e.g. "openai/whisper-large-v3". */
  id: string;
  /** Why it is worth a look, in a few words. */
  description: string;
}

/** Everything a task page shows. */
export interface TaskDetail {
  /** One or two sentences on what the task does. */
  summary: string;
  /** Example input and output of the task. */
  demo: {
    /** What goes into the model. */
    inputs: DemoItem[];
    /** What comes out. */
    outputs: DemoItem[];
  };
  /** How models of the task are evaluated. */
  metrics: TaskMetric[];
  /** Recommended models. */
  models: TaskReference[];
  /** Recommended datasets. */
  datasets: TaskReference[];
  /** Demo apps (spaces), each a description plus an id. */
  spaces: TaskReference[];
  /** Models the page's live widget may use. */
  widgetModels: string[];
  /** Id of an explanatory video, when there is one. */
  youtubeId?: string;
  /** Set when this task's page is another task's page (the page redirects there). */
  canonicalId?: PipelineType;
  /** Set while the page is a stub that only names the task and points to its listings. */
  isPlaceholder?: boolean;
  /** Markdown about the task, written for this project (from `about.md`). */
  about: string;
}

/** What a task's `data.ts` holds: the page without its about text, which comes from `about.md`. */
export type TaskPageData = Omit<TaskDetail, "about">;

/** Why a task has no page. */
export interface TaskWithoutPage {
  /** One sentence for maintainers and the API: why there is no page. */
  reason: string;
}
