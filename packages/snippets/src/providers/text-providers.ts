import {
  chatRoute,
  completionsRoute,
  embeddingsRoute,
  mainInput,
  parametersOf,
  transcriptionRoute,
} from "./shapes";
import type { ProviderDefinition } from "./types";

// Providers of text models: chat, text completions, embeddings and speech.

export const deepinfra: ProviderDefinition = {
  baseUrl: "https://api.deepinfra.com",
  tasks: {
    "automatic-speech-recognition": transcriptionRoute("v1/openai/audio/transcriptions"),
    conversational: chatRoute("v1/openai/chat/completions"),
    "feature-extraction": embeddingsRoute("v1/openai/embeddings"),
    "text-generation": completionsRoute("v1/openai/completions"),
    "text-to-speech": {
      path: () => "v1/openai/audio/speech",
      body: (args) => ({
        json: { ...parametersOf(args), input: mainInput(args), model: args.providerModelId },
      }),
      output: "bytes",
    },
  },
};

export const featherlessAi: ProviderDefinition = {
  baseUrl: "https://api.featherless.ai",
  tasks: { conversational: chatRoute(), "text-generation": completionsRoute() },
};

export const groq: ProviderDefinition = {
  baseUrl: "https://api.groq.com",
  // Text generation goes through chat: the router's Groq route for it is the chat endpoint itself.
  tasks: { conversational: chatRoute("openai/v1/chat/completions") },
};

export const ovhcloud: ProviderDefinition = {
  baseUrl: "https://oai.endpoints.kepler.ai.cloud.ovh.net",
  tasks: { conversational: chatRoute(), "text-generation": completionsRoute() },
};

export const scaleway: ProviderDefinition = {
  baseUrl: "https://api.scaleway.ai",
  tasks: {
    conversational: chatRoute(),
    "feature-extraction": embeddingsRoute(),
    "text-generation": completionsRoute(),
  },
};
