import { urlComponent } from "../code/url-component";
import { LISTED_BY } from "./listing-rules";
import { isDiffusersModel } from "./model-rules";
import type { LocalApp } from "./types";

/** DiffusionBee: a macOS app for diffusers text-to-image models. */
export const diffusionBee: LocalApp = {
  prettyLabel: "DiffusionBee",
  docsUrl: "https://diffusionbee.com",
  mainTask: "text-to-image",
  macOSOnly: true,
  shows: (model) => isDiffusersModel(model) && model.pipeline_tag === "text-to-image",
  listedBy: LISTED_BY.diffusionbee,
  deepLink: (model) => `https://diffusionbee.com/huggingface_import?model_id=${urlComponent(model.id)}`,
};
