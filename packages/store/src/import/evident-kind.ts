import { asRecord, isRecord } from "@modelhub/catalog";
import type { ImportKind } from "./import-path";

/** Tag namespaces only dataset repositories carry on the Hub. */
const DATASET_TAG = /^(task_categories|size_categories|modality|format):/;
/** Card fields only dataset cards have. */
const DATASET_CARD_FIELDS = ["task_categories", "size_categories", "task_ids"];
/** Fields of the Hub's model info that dataset info never has. */
const MODEL_FIELDS = ["modelId", "pipeline_tag", "library_name", "transformersInfo", "safetensors", "gguf"];
/** Fields of the Hub's space info that no other kind has. */
const SPACE_FIELDS = ["sdk", "subdomain", "runtime"];
/** Card fields only a space's card has: how the app runs and looks. */
const SPACE_CARD_FIELDS = ["sdk", "app_file", "app_port", "colorFrom", "colorTo", "emoji"];

/**
 * The kind a raw Hub record plainly is, from fields and tags only one kind has: a dataset by its
 * `task_categories:`-style tags or card fields, a model by fields such as `pipeline_tag`, a space
 * by its `sdk` or its card's look (`emoji`, `colorFrom`); undefined when it shows none, or more
 * than one (then only the caller's choice decides).
 */
export function evidentKind(record: unknown): ImportKind | undefined {
  if (!isRecord(record)) return undefined;
  const tags = Array.isArray(record.tags) ? record.tags : [];
  const card = asRecord(record.cardData) ?? {};
  const evident: ImportKind[] = [];
  if (
    tags.some((tag) => typeof tag === "string" && DATASET_TAG.test(tag)) ||
    DATASET_CARD_FIELDS.some((field) => Object.hasOwn(card, field))
  ) {
    evident.push("datasets");
  }
  if (MODEL_FIELDS.some((field) => Object.hasOwn(record, field))) evident.push("models");
  if (
    SPACE_FIELDS.some((field) => Object.hasOwn(record, field)) ||
    SPACE_CARD_FIELDS.some((field) => Object.hasOwn(card, field))
  ) {
    evident.push("spaces");
  }
  return evident.length === 1 ? evident[0] : undefined;
}
