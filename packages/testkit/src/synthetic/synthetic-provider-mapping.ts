// Inference provider mappings for synthetic models. On the Hub only popular models are served:
// most of the most downloaded ones, a few below, chiefly chat, text generation, image and
// embedding models, each by one to a few providers, some of which serve far more models than others.

/** One provider's entry in a model's `inferenceProviderMapping` (the record form the normalizer reads). */
export interface SyntheticProviderEntry {
  status: "live" | "staging";
  providerId: string;
  task: string;
}

export interface SyntheticProvider {
  /** Real provider id, as in the snippets package's registry. */
  id: string;
  /** How many models it serves, relative to the others. */
  weight: number;
  /** The tasks it serves (the snippets registry's routes for it). */
  tasks: readonly string[];
  /** The model's id at the provider, from its Hub id (default: the same id). */
  providerId?: (id: string, name: string) => string;
}

const CHAT = ["conversational"];
const TEXT = ["conversational", "text-generation"];
const EMBED_TEXT = ["conversational", "text-generation", "feature-extraction"];
const MEDIA = ["text-to-image", "image-to-image", "text-to-video", "image-to-video"];
const lower = (id: string) => id.toLowerCase();

/**
 * Providers with rough relative weights. OpenAI is left out: it serves only its own closed
 * models, never a Hub repository. Cohere, Z.ai and PublicAI serve only a few (their own).
 */
export const SYNTHETIC_PROVIDERS: readonly SyntheticProvider[] = [
  { id: "featherless-ai", weight: 30, tasks: TEXT },
  { id: "novita", weight: 12, tasks: [...CHAT, "text-to-video"], providerId: lower },
  { id: "together", weight: 10, tasks: [...EMBED_TEXT, ...MEDIA, "automatic-speech-recognition"] },
  {
    id: "hf-inference",
    weight: 8,
    tasks: [
      ...EMBED_TEXT,
      "sentence-similarity",
      "fill-mask",
      "text-classification",
      "token-classification",
      "question-answering",
      "translation",
      "summarization",
      "zero-shot-classification",
      "image-classification",
      "zero-shot-image-classification",
      "object-detection",
      "image-to-text",
      "text-to-image",
      "image-to-image",
      "automatic-speech-recognition",
    ],
  },
  {
    id: "fal-ai",
    weight: 12,
    tasks: [...MEDIA, "image-text-to-image", "text-to-speech", "automatic-speech-recognition"],
    providerId: (_, name) => `fal-ai/${lower(name)}`,
  },
  {
    id: "fireworks-ai",
    weight: 6,
    tasks: CHAT,
    providerId: (_, name) => `accounts/fireworks/models/${lower(name).replaceAll(".", "p")}`,
  },
  {
    id: "replicate",
    weight: 5,
    tasks: [
      "text-to-image",
      "image-to-image",
      "text-to-video",
      "text-to-speech",
      "automatic-speech-recognition",
    ],
    providerId: lower,
  },
  {
    id: "wavespeed",
    weight: 4,
    tasks: [...MEDIA, "image-text-to-image"],
    providerId: (_, name) => `wavespeed-ai/${lower(name)}`,
  },
  { id: "nscale", weight: 4, tasks: ["conversational", "text-to-image"] },
  { id: "deepinfra", weight: 4, tasks: [...EMBED_TEXT, "automatic-speech-recognition"] },
  { id: "groq", weight: 3, tasks: CHAT, providerId: lower },
  { id: "scaleway", weight: 3, tasks: EMBED_TEXT },
  { id: "ovhcloud", weight: 3, tasks: TEXT },
  { id: "cerebras", weight: 2, tasks: CHAT, providerId: (_, name) => lower(name) },
  { id: "baseten", weight: 2, tasks: CHAT },
  { id: "cohere", weight: 0.5, tasks: CHAT, providerId: (_, name) => lower(name) },
  { id: "zai-org", weight: 0.5, tasks: ["conversational", "text-to-image"], providerId: (_, name) => name },
  { id: "publicai", weight: 0.5, tasks: CHAT },
];

/** Tasks most served models have; other tasks with a provider are served less often. */
const MAIN_TASKS = new Set([
  "conversational",
  "text-generation",
  "feature-extraction",
  "sentence-similarity",
  ...MEDIA,
  "image-text-to-image",
]);

/** The most downloaded share of models of which most are served. */
const POPULAR_SHARE = 0.005;
/** The very top, served by more providers. */
const TOP_SHARE = 0.0005;
const STAGING_RATE = 0.05;

/** The task providers serve a model for: chat models (text or vision) are served as "conversational". */
export function servedTask(pipelineTag: string | undefined, tags: readonly string[]): string | undefined {
  if (
    tags.includes("conversational") &&
    (pipelineTag === "text-generation" || pipelineTag === "image-text-to-text")
  ) {
    return "conversational";
  }
  return pipelineTag;
}

function serveRate(task: string, share: number): number {
  const main = MAIN_TASKS.has(task);
  if (share <= POPULAR_SHARE) return main ? 0.8 : 0.3;
  return main ? 0.004 : 0.0005;
}

const byTask = new Map<string, SyntheticProvider[]>();

function servingProviders(task: string): SyntheticProvider[] {
  let providers = byTask.get(task);
  if (!providers) {
    providers = SYNTHETIC_PROVIDERS.filter((provider) => provider.tasks.includes(task));
    byTask.set(task, providers);
  }
  return providers;
}

/** Up to `count` distinct providers, each drawn with probability proportional to its weight. */
function drawProviders(random: () => number, candidates: SyntheticProvider[], count: number) {
  const left = [...candidates];
  const drawn: SyntheticProvider[] = [];
  while (drawn.length < count && left.length) {
    let target = random() * left.reduce((sum, provider) => sum + provider.weight, 0);
    let index = 0;
    while (index < left.length - 1 && target >= (left[index]?.weight ?? 0)) {
      target -= left[index]?.weight ?? 0;
      index++;
    }
    drawn.push(...left.splice(index, 1));
  }
  return drawn;
}

/**
 * A mapper from a synthetic model to its provider mapping (undefined: no provider serves it),
 * drawing from `random` one number per model, and more for a served one. `share` is the share of
 * models downloaded at least as much as this one.
 */
export function providerMapper(
  random: () => number,
): (model: {
  id: string;
  pipelineTag?: string;
  tags: readonly string[];
  share: number;
}) => Record<string, SyntheticProviderEntry> | undefined {
  return ({ id, pipelineTag, tags, share }) => {
    const served = random();
    const task = servedTask(pipelineTag, tags);
    if (task === undefined) return undefined;
    const candidates = servingProviders(task);
    if (!candidates.length || served >= serveRate(task, share)) return undefined;
    // One provider for about half, six for a few (the very top draws the count evenly), and
    // never more than half of those serving the task: few models are served by all of them.
    const wanted = 1 + Math.min(5, Math.floor(random() ** (share <= TOP_SHARE ? 1 : 2.5) * 6));
    const count = Math.min(wanted, Math.ceil(candidates.length / 2));
    const name = id.slice(id.indexOf("/") + 1);
    const mapping: Record<string, SyntheticProviderEntry> = {};
    for (const provider of drawProviders(random, candidates, count)) {
      mapping[provider.id] = {
        status: random() < STAGING_RATE ? "staging" : "live",
        providerId: provider.providerId?.(id, name) ?? id,
        task,
      };
    }
    return mapping;
  };
}
