import { urlComponent } from "../code/url-component";
import { LISTED_BY } from "./listing-rules";
import { isGgufModel, isMlxModel } from "./model-rules";
import type { LocalApp } from "./types";

/** LM Studio: a desktop app for GGUF and MLX models; its link opens the model, and the chosen file. */
export const lmStudio: LocalApp = {
  prettyLabel: "LM Studio",
  docsUrl: "https://lmstudio.ai",
  mainTask: "text-generation",
  shows: (model) => isGgufModel(model) || isMlxModel(model),
  listedBy: LISTED_BY.lmstudio,
  deepLink: (model, choice) =>
    `lmstudio://open_from_hf?model=${urlComponent(model.id)}${choice ? `&file=${urlComponent(choice.file)}` : ""}`,
};
