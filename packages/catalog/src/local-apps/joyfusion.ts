import { urlComponent } from "../code/url-component";
import { LISTED_BY } from "./listing-rules";
import type { LocalApp } from "./types";

/** JoyFusion: a macOS app for Core ML text-to-image models made for it (tags "coreml" and "joyfusion"). */
export const joyFusion: LocalApp = {
  prettyLabel: "JoyFusion",
  docsUrl: "https://joyfusion.app",
  mainTask: "text-to-image",
  macOSOnly: true,
  shows: (model) =>
    model.tags.includes("coreml") &&
    model.tags.includes("joyfusion") &&
    model.pipeline_tag === "text-to-image",
  listedBy: LISTED_BY.joyfusion,
  deepLink: (model) => `https://joyfusion.app/import_from_hf?repo_id=${urlComponent(model.id)}`,
};
