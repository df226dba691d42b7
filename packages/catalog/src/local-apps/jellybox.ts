import { urlComponent } from "../code/url-component";
import type { ModelRecord } from "../model/model-record";
import { LISTED_BY } from "./listing-rules";
import { isDiffusersModel, isGgufModel } from "./model-rules";
import type { LocalApp } from "./types";

/** A diffusers text-to-image model or LoRA in safetensors, which Jellybox's image side loads. */
function isJellyboxImageModel(model: ModelRecord): boolean {
  return (
    isDiffusersModel(model) &&
    model.tags.includes("safetensors") &&
    (model.pipeline_tag === "text-to-image" || model.tags.includes("lora"))
  );
}

/** Jellybox: a desktop app for GGUF chat models and diffusers image models. */
export const jellybox: LocalApp = {
  prettyLabel: "Jellybox",
  docsUrl: "https://jellybox.com",
  mainTask: "text-generation",
  shows: (model) => isGgufModel(model) || isJellyboxImageModel(model),
  listedBy: LISTED_BY.jellybox,
  deepLink: (model) => {
    const kind = isGgufModel(model)
      ? "llm/models/huggingface/LLM"
      : model.tags.includes("lora")
        ? "image/models/huggingface/ImageLora"
        : "image/models/huggingface/Image";
    return `jellybox://${kind}/${urlComponent(model.id)}`;
  },
};
