import type { JsonObject } from "@modelhub/catalog";
import { mainInput, parametersOf } from "./shapes";
import type { ProviderDefinition, ProviderRoute, RouteArgs } from "./types";

// Replicate: predictions of a model (`owner/name`) or of a pinned version (`owner/name:version`),
// with `Prefer: wait` so the answer comes back in the same call.

function predictionRoute(input: (args: RouteArgs) => JsonObject): ProviderRoute {
  return {
    path: (id) => (id.includes(":") ? "v1/predictions" : `v1/models/${id}/predictions`),
    body: (args) => {
      const version = args.providerModelId.split(":")[1];
      return { json: { input: input(args), ...(version ? { version } : {}) } };
    },
  };
}

const prompted = predictionRoute((args) => ({ ...parametersOf(args), prompt: mainInput(args) }));

export const replicate: ProviderDefinition = {
  baseUrl: "https://api.replicate.com",
  headers: { Prefer: "wait" },
  tasks: {
    "automatic-speech-recognition": predictionRoute((args) => ({
      ...parametersOf(args),
      audio: mainInput(args, "data-url"),
    })),
    "image-to-image": predictionRoute((args) => {
      // Replicate models name their image input differently; the router sends every spelling.
      const image = mainInput(args, "data-url");
      return { ...parametersOf(args), image, images: [image], input_image: image, input_images: [image] };
    }),
    "text-to-image": prompted,
    "text-to-speech": predictionRoute((args) => ({ ...parametersOf(args), text: mainInput(args) })),
    "text-to-video": prompted,
  },
};
