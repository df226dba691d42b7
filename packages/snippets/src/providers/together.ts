import type { JsonObject } from "@modelhub/catalog";
import {
  chatRoute,
  completionsRoute,
  embeddingsRoute,
  mainInput,
  parametersOf,
  stepsParameters,
  transcriptionRoute,
} from "./shapes";
import type { ProviderDefinition, RouteArgs } from "./types";

// Together AI: OpenAI-style chat, completions, embeddings, images and speech; videos on v2.

/** Video parameters as Together names them: `steps`, and `width` and `height` out of `target_size`. */
function videoParameters(args: RouteArgs): JsonObject {
  const { target_size: size, ...rest } = stepsParameters(args);
  if (typeof size !== "object" || size === null || Array.isArray(size)) return rest;
  return {
    ...rest,
    ...(size.width === undefined ? {} : { width: size.width }),
    ...(size.height === undefined ? {} : { height: size.height }),
  };
}

export const together: ProviderDefinition = {
  baseUrl: "https://api.together.xyz",
  tasks: {
    "automatic-speech-recognition": transcriptionRoute("v1/audio/transcriptions"),
    conversational: chatRoute(),
    "feature-extraction": embeddingsRoute(),
    "image-to-image": {
      path: () => "v1/images/generations",
      body: (args) => {
        const { prompt, ...rest } = stepsParameters(args);
        const image = mainInput(args, "data-url");
        // FLUX.1 Kontext models take one `image_url`; the others a list of reference images.
        const kontext = /kontext/iu.test(args.providerModelId) && /flux\.1/iu.test(args.providerModelId);
        return {
          json: {
            prompt: prompt ?? "",
            ...(kontext ? { image_url: image } : { reference_images: [image] }),
            ...rest,
            response_format: "base64",
            model: args.providerModelId,
          },
        };
      },
    },
    "image-to-video": {
      path: () => "v2/videos",
      body: (args) => {
        const { prompt, ...rest } = videoParameters(args);
        return {
          json: {
            ...rest,
            frame_images: [{ input_image: mainInput(args, "data-url"), frame: "first" }],
            model: args.providerModelId,
            ...(prompt === undefined ? {} : { prompt }),
          },
        };
      },
    },
    "text-generation": completionsRoute(),
    "text-to-image": {
      path: () => "v1/images/generations",
      body: (args) => ({
        json: {
          ...stepsParameters(args),
          prompt: mainInput(args),
          response_format: "base64",
          model: args.providerModelId,
        },
      }),
    },
    "text-to-speech": {
      path: () => "v1/audio/speech",
      body: (args) => ({
        json: { ...parametersOf(args), input: mainInput(args), model: args.providerModelId },
      }),
      output: "bytes",
    },
    "text-to-video": {
      path: () => "v2/videos",
      body: (args) => ({
        json: { ...videoParameters(args), prompt: mainInput(args), model: args.providerModelId },
      }),
    },
  },
};
