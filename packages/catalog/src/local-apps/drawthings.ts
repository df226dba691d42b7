import { urlComponent } from "../code/url-component";
import { LISTED_BY } from "./listing-rules";
import { isDiffusersModel } from "./model-rules";
import type { LocalApp } from "./types";

/** Draw Things: a macOS and iOS image app; its import page loads a diffusers pipeline or LoRA. */
export const drawThings: LocalApp = {
  prettyLabel: "Draw Things",
  docsUrl: "https://drawthings.ai",
  mainTask: "text-to-image",
  macOSOnly: true,
  shows: (model) =>
    isDiffusersModel(model) && (model.pipeline_tag === "text-to-image" || model.tags.includes("lora")),
  listedBy: LISTED_BY.drawthings,
  deepLink: (model) => {
    const loader = model.tags.includes("lora") ? "load_lora_weights" : "from_pretrained";
    return `https://drawthings.ai/import/diffusers/pipeline.${loader}?repo_id=${urlComponent(model.id)}`;
  },
};
