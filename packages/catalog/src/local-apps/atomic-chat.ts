import { urlComponent } from "../code/url-component";
import { LISTED_BY } from "./listing-rules";
import { isGgufModel, isMlxModel } from "./model-rules";
import type { LocalApp } from "./types";

/** Atomic Chat: a desktop chat app for GGUF and MLX models. */
export const atomicChat: LocalApp = {
  prettyLabel: "Atomic Chat",
  docsUrl: "https://atomic.chat",
  mainTask: "text-generation",
  shows: (model) => isGgufModel(model) || isMlxModel(model),
  listedBy: LISTED_BY["atomic-chat"],
  deepLink: (model) => `atomic-chat://models/huggingface/${urlComponent(model.id)}`,
};
