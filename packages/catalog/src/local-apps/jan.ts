import { urlComponent } from "../code/url-component";
import { LISTED_BY } from "./listing-rules";
import { isGgufModel } from "./model-rules";
import type { LocalApp } from "./types";

/** Jan: an open-source desktop chat app for GGUF models. */
export const jan: LocalApp = {
  prettyLabel: "Jan",
  docsUrl: "https://jan.ai",
  mainTask: "text-generation",
  shows: isGgufModel,
  listedBy: LISTED_BY.jan,
  deepLink: (model) => `jan://models/huggingface/${urlComponent(model.id)}`,
};
