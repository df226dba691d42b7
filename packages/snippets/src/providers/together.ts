import {
  chatRoute,
  completionsRoute,
  embeddingsRoute,
  mainInput,
  omit,
  parametersOf,
  transcriptionRoute,
} from "./shapes";
import type { ProviderDefinition } from "./types";

// Together AI: OpenAI-style chat, completions, embeddings, images and speech; videos on v2.

export const together: ProviderDefinition = {
  baseUrl: "https://api.together.xyz",
  tasks: {
    "automatic-speech-recognition": transcriptionRoute("v1/audio/transcriptions"),
    conversational: chatRoute(),
    "feature-extraction": embeddingsRoute(),
    "image-to-image": {
      path: () => "v1/images/generations",
      body: (args) => {
        const { prompt, ...rest } = omit(parametersOf(args), "num_inference_steps");
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
        const { prompt, ...rest } = parametersOf(args);
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
          ...omit(parametersOf(args), "num_inference_steps"),
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
      body: (args) => {
        const { num_inference_steps: steps, ...rest } = parametersOf(args);
        return {
          json: {
            ...rest,
            ...(steps === undefined ? {} : { steps }),
            prompt: mainInput(args),
            model: args.providerModelId,
          },
        };
      },
    },
  },
};
