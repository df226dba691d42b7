import { urlComponent } from "../code/url-component";
import { LISTED_BY } from "./listing-rules";
import { isGgufModel } from "./model-rules";
import type { LocalApp } from "./types";

/** Unsloth Desktop: runs and fine-tunes GGUF and Unsloth models; the link opens the chosen file. */
export const unsloth: LocalApp = {
  prettyLabel: "Unsloth Desktop",
  docsUrl: "https://unsloth.ai/docs",
  mainTask: "text-generation",
  shows: (model) => model.tags.includes("unsloth") || isGgufModel(model),
  listedBy: LISTED_BY.unsloth,
  deepLink: (model, choice) =>
    `unsloth://open_from_hf?model=${urlComponent(model.id)}${choice ? `&file=${urlComponent(choice.file)}` : ""}`,
};
