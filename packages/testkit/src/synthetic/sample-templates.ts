import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { asRecord, asStringList } from "@modelhub/catalog";
import { findSampleDir, type SampleManifest } from "@modelhub/store";
import type { DatasetTemplate } from "./synthetic-datasets";
import type { ModelTemplate } from "./synthetic-models";

/** The records of one of the bundled sample's files, parsed. */
function sampleRecords(sampleDir: string, kind: "models" | "datasets"): Record<string, unknown>[] {
  const manifest = JSON.parse(readFileSync(join(sampleDir, "manifest.json"), "utf8")) as SampleManifest;
  const lines = gunzipSync(readFileSync(join(sampleDir, manifest[kind].file)))
    .toString("utf8")
    .split("\n");
  return lines.flatMap((line) => {
    const record = line ? asRecord(JSON.parse(line)) : undefined;
    return record ? [record] : [];
  });
}

/** The task, library, tag and licence mix of each real model in the bundled sample that has a task. */
export function sampleModelTemplates(sampleDir: string = findSampleDir()): ModelTemplate[] {
  const templates: ModelTemplate[] = [];
  for (const raw of sampleRecords(sampleDir, "models")) {
    if (typeof raw.pipeline_tag !== "string") continue;
    const template: ModelTemplate = { pipeline_tag: raw.pipeline_tag, tags: asStringList(raw.tags) ?? [] };
    if (typeof raw.library_name === "string") template.library_name = raw.library_name;
    const card = asRecord(raw.cardData);
    if (card && typeof card.license === "string") template.cardData = { license: card.license };
    templates.push(template);
  }
  return templates;
}

/** The name, tags and card data of each real dataset in the bundled sample. */
export function sampleDatasetTemplates(sampleDir: string = findSampleDir()): DatasetTemplate[] {
  return sampleRecords(sampleDir, "datasets").flatMap((raw) => {
    const id = typeof raw.id === "string" ? raw.id : "";
    const name = id.slice(id.indexOf("/") + 1);
    if (!name) return [];
    const template: DatasetTemplate = { name, tags: asStringList(raw.tags) ?? [] };
    const card = asRecord(raw.cardData);
    if (card) template.cardData = card;
    return [template];
  });
}
