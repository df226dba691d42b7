import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { asRecord, asStringList } from "@modelhub/catalog";
import { findSampleDir, type SampleManifest } from "../sample/ensure-sample-loaded";
import type { ModelTemplate } from "./synthetic-models";

/** The task, library, tag and licence mix of each real model in the bundled sample that has a task. */
export function sampleModelTemplates(sampleDir: string = findSampleDir()): ModelTemplate[] {
  const manifest = JSON.parse(readFileSync(join(sampleDir, "manifest.json"), "utf8")) as SampleManifest;
  const lines = gunzipSync(readFileSync(join(sampleDir, manifest.models.file)))
    .toString("utf8")
    .split("\n");
  const templates: ModelTemplate[] = [];
  for (const line of lines) {
    if (!line) continue;
    const raw = asRecord(JSON.parse(line));
    if (!raw || typeof raw.pipeline_tag !== "string") continue;
    const template: ModelTemplate = { pipeline_tag: raw.pipeline_tag, tags: asStringList(raw.tags) ?? [] };
    if (typeof raw.library_name === "string") template.library_name = raw.library_name;
    const card = asRecord(raw.cardData);
    if (card && typeof card.license === "string") template.cardData = { license: card.license };
    templates.push(template);
  }
  return templates;
}
