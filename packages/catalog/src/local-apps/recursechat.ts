import { urlComponent } from "../code/url-component";
import { LISTED_BY } from "./listing-rules";
import { isGgufModel } from "./model-rules";
import type { LocalApp } from "./types";

/** RecurseChat: a macOS chat app for local GGUF models. */
export const recurseChat: LocalApp = {
  prettyLabel: "RecurseChat",
  docsUrl: "https://recurse.chat",
  mainTask: "text-generation",
  macOSOnly: true,
  shows: isGgufModel,
  listedBy: LISTED_BY.recursechat,
  deepLink: (model) => `recursechat://new-hf-gguf-model?hf-model-id=${urlComponent(model.id)}`,
};
