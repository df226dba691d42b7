import { urlComponent } from "../code/url-component";
import { LISTED_BY } from "./listing-rules";
import { isGgufModel } from "./model-rules";
import type { LocalApp } from "./types";

/** Backyard AI: a character-chat app for GGUF models; the link is its web import page. */
export const backyard: LocalApp = {
  prettyLabel: "Backyard AI",
  docsUrl: "https://backyard.ai",
  mainTask: "text-generation",
  shows: isGgufModel,
  listedBy: LISTED_BY.backyard,
  deepLink: (model) => `https://backyard.ai/hf/model/${urlComponent(model.id)}`,
};
