// Realistic synthetic model records for scale tests: each one copies the task, library and tag
// mix of a real sample model (so tasks, libraries and tag combinations occur as often as on the
// Hub sample), with a new id, a long-tailed download count, plausible dates and files, a parameter
// count to match its weights file and, for a few, gating, and, for popular models, inference
// providers serving it.
import { longTail, pick, seededRandom } from "./random";
import { providerMapper } from "./synthetic-provider-mapping";

/** What a synthetic record copies from a real one. */
export interface ModelTemplate {
  pipeline_tag?: string;
  library_name?: string;
  tags: string[];
  cardData?: Record<string, unknown>;
}

const WORDS = [
  "llama",
  "mistral",
  "qwen",
  "gemma",
  "phi",
  "bert",
  "roberta",
  "t5",
  "whisper",
  "clip",
  "vit",
  "sdxl",
  "flux",
  "tiny",
  "small",
  "base",
  "large",
  "instruct",
  "chat",
  "coder",
  "vision",
  "audio",
  "embed",
  "rerank",
  "distil",
  "mini",
  "mega",
  "nova",
  "orca",
  "falcon",
  "yolo",
  "detr",
  "sam",
  "wav2vec",
  "bark",
  "owl",
  "lynx",
  "finch",
  "heron",
  "otter",
  "maple",
  "cedar",
  "aurora",
  "zephyr",
  "hermes",
  "dolphin",
];
const SIZES = ["", "", "", "-0.5B", "-1B", "-1.5B", "-3B", "-7B", "-8B", "-13B", "-34B", "-70B"];
const SUFFIXES = ["", "", "", "-GGUF", "-AWQ", "-GPTQ", "-v2", "-v0.1", "-finetuned", "-lora", "-it", "-mlx"];
const START = Date.parse("2021-01-01T00:00:00Z");
const END = Date.parse("2026-05-01T00:00:00Z");

const DOWNLOAD_SCALE = 20;
const DOWNLOAD_ALPHA = 0.7;

/** The share of synthetic models with at least `downloads` downloads (the tail's survival function). */
function downloadShare(downloads: number): number {
  return (1 + downloads / DOWNLOAD_SCALE) ** -DOWNLOAD_ALPHA;
}

/**
 * Picks templates task by task, each task weighted by the square root of its template count: the
 * sample over-represents text generation, and this keeps every real task in the mix.
 */
function templatePicker(random: () => number, templates: readonly ModelTemplate[]): () => ModelTemplate {
  const byTask = new Map<string, ModelTemplate[]>();
  for (const template of templates) {
    const key = template.pipeline_tag ?? "";
    byTask.set(key, [...(byTask.get(key) ?? []), template]);
  }
  const groups = [...byTask.values()];
  const cumulative: number[] = [];
  let total = 0;
  for (const group of groups) {
    total += Math.sqrt(group.length);
    cumulative.push(total);
  }
  return () => {
    const target = random() * total;
    const index = cumulative.findIndex((edge) => edge > target);
    return pick(random, groups[index === -1 ? groups.length - 1 : index] ?? templates);
  };
}

/**
 * `count` synthetic model records in the Hub API's shape, built from `templates` (real models).
 * Ids are unique; authors follow a Zipf-like distribution over `count / 20` owners.
 */
export function* syntheticModels(
  count: number,
  templates: readonly ModelTemplate[],
  seed = 1,
): Generator<Record<string, unknown>> {
  if (templates.length === 0) throw new Error("synthetic models need at least one template");
  const random = seededRandom(seed);
  const owners = Math.max(10, Math.floor(count / 20));
  const nextTemplate = templatePicker(random, templates);
  // Its own stream, so that mappings leave every other field of a seeded dump as the seed gives it.
  const mapProviders = providerMapper(seededRandom(seed ^ 0x5eedfa11));
  const gating = seededRandom(seed ^ 0x6a7ed);
  for (let i = 0; i < count; i++) {
    const template = nextTemplate();
    const owner = `user${Math.floor(owners * random() ** 3)}`;
    const name = `${pick(random, WORDS)}-${pick(random, WORDS)}${pick(random, SIZES)}${pick(random, SUFFIXES)}-${i.toString(36)}`;
    const downloads = longTail(random, DOWNLOAD_SCALE, DOWNLOAD_ALPHA);
    const created = START + Math.floor(random() * (END - START));
    const modified = created + Math.floor(random() * (END - created));
    const weights = template.tags.includes("gguf") ? `${name}.Q4_K_M.gguf` : "model.safetensors";
    const record: Record<string, unknown> = {
      id: `${owner}/${name}`,
      author: owner,
      tags: template.tags,
      downloads,
      likes: Math.floor(downloads ** 0.5 * random()),
      trendingScore: Math.floor(random() * random() * 50),
      createdAt: new Date(created).toISOString(),
      lastModified: new Date(modified).toISOString(),
      private: false,
      siblings: [
        { rfilename: ".gitattributes", size: 1519 },
        { rfilename: "README.md", size: 200 + Math.floor(random() * 8000) },
        { rfilename: weights, size: Math.floor(1e8 + random() * 1.5e10) },
      ],
    };
    if (template.pipeline_tag) record.pipeline_tag = template.pipeline_tag;
    if (template.library_name) record.library_name = template.library_name;
    if (template.cardData) record.cardData = template.cardData;
    const weightBytes = (record.siblings as { size: number }[])[2]?.size ?? 0;
    // As many parameters as the weights file holds: two bytes each in safetensors (BF16), about
    // 4.8 bits each in a Q4_K_M GGUF file.
    if (weights.endsWith(".gguf")) record.gguf = { total: Math.round(weightBytes / 0.6) };
    else record.safetensors = { total: Math.round(weightBytes / 2) };
    const gated = gating();
    if (gated < 0.03) record.gated = gated < 0.01 ? "manual" : "auto";
    const mapping = mapProviders({
      id: String(record.id),
      pipelineTag: template.pipeline_tag,
      tags: template.tags,
      share: downloadShare(downloads),
    });
    if (mapping) record.inferenceProviderMapping = mapping;
    yield record;
  }
}
