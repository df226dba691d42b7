import type { JsonObject, JsonValue } from "@modelhub/catalog";
import { type FileEncoding, isFileRef, reencode } from "../inputs/file-ref";
import type { ProviderRoute, RouteArgs, RouteBody } from "./types";

// Request shapes shared by several providers.

/** The path of a fixed route. */
export function at(path: string): ProviderRoute["path"] {
  return () => path;
}

/** The task inputs' `parameters` object (empty when absent). */
export function parametersOf(args: RouteArgs): JsonObject {
  const parameters = args.inputs.parameters;
  return typeof parameters === "object" && parameters !== null && !Array.isArray(parameters)
    ? parameters
    : {};
}

/** Everything but the named keys. */
export function omit(value: JsonObject, ...keys: string[]): JsonObject {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

/** The parameters with `num_inference_steps` named `steps`, as Together and Novita call it. */
export function stepsParameters(args: RouteArgs): JsonObject {
  const { num_inference_steps: steps, ...rest } = parametersOf(args);
  return steps === undefined ? rest : { ...rest, steps };
}

/** The main input, with its file (if it is one) written the given way. */
export function mainInput(args: RouteArgs, encoding?: FileEncoding): JsonValue {
  const inputs = args.inputs.inputs ?? null;
  return encoding ? (reencode(inputs, encoding) ?? null) : inputs;
}

/** OpenAI-style chat completions: `{model, messages, stream?}` posted to `path`. */
export function chatRoute(path = "v1/chat/completions"): ProviderRoute {
  return {
    path: at(path),
    body: ({ inputs, providerModelId, streaming }) => ({
      json: { model: providerModelId, ...inputs, ...(streaming ? { stream: true } : {}) },
    }),
  };
}

/** OpenAI-style text completions: `{model, prompt, ...parameters}`. */
export function completionsRoute(path = "v1/completions"): ProviderRoute {
  return {
    path: at(path),
    body: (args) => ({
      json: { model: args.providerModelId, prompt: mainInput(args), ...parametersOf(args) },
    }),
  };
}

/** OpenAI-style embeddings: `{input, model}`. */
export function embeddingsRoute(path = "v1/embeddings"): ProviderRoute {
  return {
    path: at(path),
    body: (args) => ({
      json: { ...parametersOf(args), input: mainInput(args), model: args.providerModelId },
    }),
  };
}

/** The generic body as it is: JSON, or the file itself when the input is a lone file. */
export function genericBody(args: RouteArgs): RouteBody {
  const { inputs } = args;
  if (isFileRef(inputs.inputs) && inputs.inputs.encoding === "binary" && inputs.parameters === undefined) {
    return { file: inputs.inputs };
  }
  return { json: inputs };
}

/** `{...parameters, prompt}` plus whatever the provider adds. */
export function promptBody(args: RouteArgs, extra: JsonObject = {}): RouteBody {
  return { json: { ...parametersOf(args), prompt: mainInput(args), ...extra } };
}

/** OpenAI-style transcriptions: the audio file and the model as a multipart form. */
export function transcriptionRoute(path: string): ProviderRoute {
  return {
    path: at(path),
    body: (args) => {
      const file = mainInput(args, "binary");
      if (!isFileRef(file)) return { json: args.inputs };
      return {
        form: { fileField: "file", file, fields: { ...parametersOf(args), model: args.providerModelId } },
      };
    },
  };
}
