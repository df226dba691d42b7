import { chatRoute } from "./shapes";
import type { ProviderDefinition } from "./types";

// Providers that serve chat completions only, at the OpenAI path or their own.

export const baseten: ProviderDefinition = {
  baseUrl: "https://inference.baseten.co",
  tasks: { conversational: chatRoute() },
};

export const cerebras: ProviderDefinition = {
  baseUrl: "https://api.cerebras.ai",
  tasks: { conversational: chatRoute() },
};

export const cohere: ProviderDefinition = {
  baseUrl: "https://api.cohere.com",
  tasks: { conversational: chatRoute("compatibility/v1/chat/completions") },
};

export const fireworksAi: ProviderDefinition = {
  baseUrl: "https://api.fireworks.ai",
  tasks: { conversational: chatRoute("inference/v1/chat/completions") },
};

export const openai: ProviderDefinition = {
  baseUrl: "https://api.openai.com",
  directOnly: true,
  tasks: { conversational: chatRoute() },
};

export const publicai: ProviderDefinition = {
  baseUrl: "https://api.publicai.co",
  tasks: { conversational: chatRoute() },
};
