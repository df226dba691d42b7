import { chatRoute, mainInput, omit, parametersOf, promptBody, stepsParameters } from "./shapes";
import type { ProviderDefinition, ProviderRoute, RouteArgs } from "./types";

// Providers of image and video models (and, for some, chat).

function wavespeedRoute(withImage: boolean): ProviderRoute {
  return {
    path: (id) => `api/v3/${id}`,
    body: (args: RouteArgs) => {
      if (!withImage) return promptBody(args);
      const { prompt, ...rest } = parametersOf(args);
      const image = mainInput(args, "base64");
      return { json: { ...omit(rest, "images"), prompt: prompt ?? null, image, images: [image] } };
    },
  };
}

export const wavespeed: ProviderDefinition = {
  baseUrl: "https://api.wavespeed.ai",
  tasks: {
    "image-text-to-image": wavespeedRoute(true),
    "image-text-to-video": wavespeedRoute(true),
    "image-to-image": wavespeedRoute(true),
    "image-to-video": wavespeedRoute(true),
    "text-to-image": wavespeedRoute(false),
    "text-to-video": wavespeedRoute(false),
  },
};

export const novita: ProviderDefinition = {
  baseUrl: "https://api.novita.ai",
  tasks: {
    // Text generation goes through chat: the router's Novita route for it is the chat endpoint itself.
    conversational: chatRoute("v3/openai/chat/completions"),
    "text-to-video": {
      path: (id) => `v3/async/${id}`,
      body: (args) => ({
        json: { ...stepsParameters(args), prompt: mainInput(args) },
      }),
    },
  },
};

export const nscale: ProviderDefinition = {
  baseUrl: "https://inference.api.nscale.com",
  tasks: {
    conversational: chatRoute(),
    "text-to-image": {
      path: () => "v1/images/generations",
      body: (args) => promptBody(args, { response_format: "b64_json", model: args.providerModelId }),
    },
  },
};

export const zaiOrg: ProviderDefinition = {
  baseUrl: "https://api.z.ai",
  headers: { "x-source-channel": "hugging_face", "accept-language": "en-US,en" },
  tasks: {
    conversational: chatRoute("api/paas/v4/chat/completions"),
    "image-to-text": {
      path: () => "api/paas/v4/layout_parsing",
      body: (args) => ({ json: { model: args.providerModelId, file: mainInput(args, "data-url") } }),
    },
    "text-to-image": {
      path: () => "api/paas/v4/async/images/generations",
      body: (args) => promptBody(args, { model: args.providerModelId }),
    },
  },
};
