// The model record: the Hub API's model shape as the product reads it, every field but `id`
// optional. `normalizeModelRecord` (model-record.ts) makes one out of untrusted JSON.
import type { JsonObject, JsonValue } from "./coerce";

/** The tag that marks a model whose code lives in its repository (loading it needs trust_remote_code). */
export const CUSTOM_CODE_TAG = "custom_code";

/** One file of a model repository. */
export interface ModelFile {
  /** Path of the file inside the repository. */
  rfilename: string;
  /** Size in bytes, when known. */
  size?: number;
}

/** One example input a model's author declared for the widget (card `widget:` or API `widgetData`). */
export interface WidgetExample {
  /** Free text input (most text tasks). */
  text?: string;
  /** Context for question answering. */
  context?: string;
  /** Sentence-similarity source sentence. */
  source_sentence?: string;
  /** Sentence-similarity candidates. */
  sentences?: string[];
  /** Zero-shot candidate labels, comma separated as on the Hub. */
  candidate_labels?: string;
  /** Chat messages for conversational widgets. */
  messages?: {
    /** Who speaks: "system", "user" or "assistant". */
    role: string;
    /** What is said. */
    content: string;
  }[];
  /** Image, audio or document URL the example points at. */
  src?: string;
  /** Display title of the example. */
  example_title?: string;
  /**
   * The declared output shown next to the example, kept as JSON: an object (`{text}`, `{url}`,
   * `{answer, score}`) or a list of `{label, score}` entries, as the Hub's widget specs allow.
   */
  output?: JsonObject | JsonValue[];
  /** Table for table question answering or tabular tasks: column name to cell values. */
  table?: Record<string, string[]>;
  /** Every other key, as the author wrote it. */
  [key: string]: unknown;
}

/** Where an inference provider serves the model. */
export interface ProviderMapping {
  /** The model's id at that provider. */
  providerId: string;
  /** "live" or "staging". */
  status?: string;
  /** The task the provider serves the model for. */
  task?: string;
}

/** Fields of config.json (and the Hub's derived config) that snippet builders read. */
export interface ModelConfig {
  /** Model classes the checkpoint was saved from, e.g. ["LlamaForCausalLM"]. */
  architectures?: string[];
  /** The transformers model family, e.g. "llama" or "roberta". */
  model_type?: string;
  /** Adapter-transformers: the base model and the adapter's model class. */
  adapter_transformers?: {
    /** Id of the model the adapter plugs into. */
    model_name?: string;
    /** Class of that model. */
    model_class?: string;
  };
  /** KerasHub: the task classes the preset can be loaded as. */
  keras_hub?: {
    /** Task class names, e.g. ["CausalLM"]. */
    tasks?: string[];
  };
  /** PEFT adapters. */
  peft?: {
    /** Id of the base model the adapter was trained on. */
    base_model_name_or_path?: string;
    /** PEFT task type, e.g. "CAUSAL_LM". */
    task_type?: string;
  };
  /** scikit-learn models saved for the Hub. */
  sklearn?: {
    /** The saved estimator. */
    model?: {
      /** Its file name in the repository. */
      file?: string;
    };
    /** "pickle" or "skops". */
    model_format?: string;
  };
  /** SpeechBrain models. */
  speechbrain?: {
    /** The inference interface class, e.g. "EncoderDecoderASR". */
    speechbrain_interface?: string;
    /** The vocoder interface class of a text-to-speech model. */
    vocoder_interface?: string;
    /** Id of the vocoder model a text-to-speech model pairs with. */
    vocoder_model_id?: string;
  };
  /** Diffusers pipelines (from model_index.json). */
  diffusers?: {
    /** The pipeline class, e.g. "StableDiffusionXLPipeline". */
    _class_name?: string;
  };
  /** Every other key, as found. */
  [key: string]: unknown;
}

/** Model-card front matter fields the product reads; every other key is kept too. */
export interface CardData {
  /** License id, e.g. "apache-2.0". */
  license?: string;
  /** Ids of the models this one was trained or merged from (a single string becomes a list). */
  base_model?: string[];
  /** Trigger words of a LoRA or textual inversion, used in its example prompt. */
  instance_prompt?: string;
  /** Languages of the model, as ISO 639 codes. */
  language?: string[];
  /** Tags the author added. */
  tags?: string[];
  /** Ids of the datasets it was trained on. */
  datasets?: string[];
  /** The task the author declared. */
  pipeline_tag?: string;
  /** The library the author declared. */
  library_name?: string;
  /** Example inputs for the widget. */
  widget?: WidgetExample[];
  [key: string]: unknown;
}

/**
 * A model as the product reads it: the Hub API's model shape, every field but `id` optional,
 * each of the right type or absent (see `normalizeModelRecord`).
 */
export interface ModelRecord {
  /** `<owner>/<name>`, or a bare name for legacy canonical models. */
  id: string;
  /** The owner: the part of the id before the slash, unless the record says otherwise. */
  author?: string;
  /** The model's task, e.g. "text-generation". */
  pipeline_tag?: string;
  /** The library that loads it, e.g. "transformers"; picks its snippet builder. */
  library_name?: string;
  /** Hub tags: library, task, language, license, "custom_code", "conversational", ... */
  tags: string[];
  /** Downloads over the last 30 days. */
  downloads?: number;
  /** Downloads since the model was created. */
  downloadsAllTime?: number;
  /** Number of likes. */
  likes?: number;
  /** The Hub's trending score. */
  trendingScore?: number;
  /** When the repository was created (ISO 8601). */
  createdAt?: string;
  /** When it last changed (ISO 8601). */
  lastModified?: string;
  /** Whether the repository is private. */
  private?: boolean;
  /** false, true, or how access is granted ("auto", "manual"). */
  gated?: boolean | string;
  /** The model's config.json, with the fields the snippet builders read typed. */
  config?: ModelConfig;
  /** The model card's front matter. */
  cardData?: CardData;
  /** How transformers loads the model. */
  transformersInfo?: {
    /** The auto class that loads it with its task head, e.g. "AutoModelForCausalLM". */
    auto_model?: string;
    /** The preprocessing class, e.g. "AutoTokenizer". */
    processor?: string;
    /** The task transformers serves it for. */
    pipeline_tag?: string;
    /** The model's own class, for custom code. */
    custom_class?: string;
  };
  /** Example inputs for the widget, from the card or the API. */
  widgetData?: WidgetExample[];
  /** The tokenizer's mask token, for fill-mask models. */
  mask_token?: string;
  /** The repository's files. */
  siblings?: ModelFile[];
  /** GGUF metadata the Hub read from the model's .gguf files. */
  gguf?: JsonObject;
  /** Parameter counts by data type, from the safetensors headers. */
  safetensors?: JsonObject;
  /** Inference providers that serve the model, keyed by provider name. */
  inferenceProviderMapping?: Record<string, ProviderMapping>;
  /** The model card's markdown, front matter included (our extension of the Hub shape). */
  readme?: string;
}
