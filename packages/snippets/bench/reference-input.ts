import type { ModelRecord } from "@modelhub/catalog";

// The reference generator (@huggingface/inference, a devDependency) reads a smaller model shape
// and one provider-mapping entry. Used by the benchmark and the differential tests only.

export interface ReferenceModel {
  id: string;
  pipeline_tag?: string;
  library_name?: string;
  mask_token?: string;
  tags: string[];
  config?: Record<string, unknown>;
  widgetData?: unknown[];
}

export interface ReferenceMapping {
  provider: string;
  providerId: string;
  hfModelId: string;
  status: "live";
  task: string;
}

export function referenceModel(model: ModelRecord): ReferenceModel {
  return {
    id: model.id,
    tags: model.tags,
    ...(model.pipeline_tag ? { pipeline_tag: model.pipeline_tag } : {}),
    ...(model.library_name ? { library_name: model.library_name } : {}),
    ...(model.mask_token ? { mask_token: model.mask_token } : {}),
    ...(model.config ? { config: model.config } : {}),
  };
}

export function referenceMapping(model: ModelRecord, provider: string): ReferenceMapping | undefined {
  const entry = model.inferenceProviderMapping?.[provider];
  if (!entry) return undefined;
  return {
    provider,
    providerId: entry.providerId,
    hfModelId: model.id,
    status: "live",
    task: entry.task ?? model.pipeline_tag ?? "",
  };
}
