import { urlComponent } from "../code/url-component";
import { LISTED_BY } from "./listing-rules";
import { isGgufModel } from "./model-rules";
import type { LocalApp } from "./types";

/** Msty: a desktop chat app for local GGUF models; the link searches for the model in it. */
export const msty: LocalApp = {
  prettyLabel: "Msty",
  docsUrl: "https://msty.app",
  mainTask: "text-generation",
  shows: isGgufModel,
  listedBy: LISTED_BY.msty,
  deepLink: (model) => `msty://models/search/hf/${urlComponent(model.id)}`,
};
