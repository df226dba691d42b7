import { mainInput, omit, parametersOf, promptBody } from "./shapes";
import type { ProviderDefinition, ProviderRoute, RouteArgs, RouteBody } from "./types";

// fal.ai: each model is its own app at /<app id>. Long-running tasks go through fal's queue
// (queue.fal.run directly, `?_subdomain=queue` through the router); direct calls authenticate
// with `Key <token>`.

const QUEUE_BASE = "https://queue.fal.run";

function queued(body: (args: RouteArgs) => RouteBody): ProviderRoute {
  return {
    path: (id, routed) => (routed ? `${id}?_subdomain=queue` : id),
    body,
    directBaseUrl: QUEUE_BASE,
  };
}

function immediate(body: (args: RouteArgs) => RouteBody): ProviderRoute {
  return { path: (id) => id, body };
}

/**
 * fal decodes an audio data URL only under a label it maps to a file type: audio/mpeg, audio/x-wav
 * and video/webm (audio/wav, audio/webm and audio/ogg are "Unsupported data URL", as
 * @huggingface/inference records). Its decoder reads the bytes, so other audio, FLAC included,
 * goes as audio/mpeg, as huggingface_hub sends every audio file to fal.
 */
function falContentType(contentType: string): string {
  if (!contentType.startsWith("audio/") && contentType !== "video/webm") return contentType;
  if (contentType === "audio/wav" || contentType === "audio/x-wav") return "audio/x-wav";
  if (contentType === "audio/webm" || contentType === "video/webm") return "video/webm";
  return "audio/mpeg";
}

function imageEdit(args: RouteArgs): RouteBody {
  const image = mainInput(args, "data-url");
  return { json: { ...parametersOf(args), image_url: image, image_urls: [image] } };
}

function animate(args: RouteArgs): RouteBody {
  return { json: { ...parametersOf(args), image_url: mainInput(args, "data-url") } };
}

export const falAi: ProviderDefinition = {
  baseUrl: "https://fal.run",
  directAuthScheme: "Key",
  fileContentType: falContentType,
  tasks: {
    "audio-to-audio": queued((args) => ({
      json: { ...parametersOf(args), audio_url: mainInput(args, "data-url") },
    })),
    "automatic-speech-recognition": immediate((args) => ({
      json: { ...parametersOf(args), audio_url: mainInput(args, "data-url") },
    })),
    "image-segmentation": queued((args) => ({
      json: { ...parametersOf(args), image_url: mainInput(args, "data-url"), sync_mode: true },
    })),
    // Image + instruction tasks take the same body as their image-only counterparts.
    "image-text-to-image": queued(imageEdit),
    "image-text-to-video": queued(animate),
    "image-to-image": queued(imageEdit),
    "image-to-video": queued(animate),
    "text-to-audio": queued((args) => promptBody(args)),
    "text-to-image": queued((args) => promptBody(args)),
    "text-to-speech": immediate((args) => ({ json: { ...omit(parametersOf(args)), text: mainInput(args) } })),
    "text-to-video": queued((args) => promptBody(args)),
  },
};
