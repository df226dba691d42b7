import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** Every Perception Encoder loads as a vision encoder; the PE-Core ones also load as full CLIP models. */
function perceptionEncoderSnippets(model: ModelRecord): LibrarySnippet[] {
  const visionEncoder = pythonSnippet(
    py`
import core.vision_encoder.pe as pe

model = pe.VisionTransformer.from_config(${model.id}, pretrained=True)`,
    "Use as a vision encoder",
  );
  if (!model.id.includes("Core")) return [visionEncoder];
  return [
    pythonSnippet(
      py`
import core.vision_encoder.pe as pe

model = pe.CLIP.from_config(${model.id}, pretrained=True)`,
      "Use as a CLIP model",
    ),
    visionEncoder,
  ];
}

/** Perception Encoder (library_name "perception-encoder"): Meta's image and video encoders. */
export const perceptionEncoder: ModelLibraryEntry = {
  prettyLabel: "PerceptionEncoder",
  repoName: "PerceptionModels",
  repoUrl: "https://github.com/facebookresearch/perception_models",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  snippets: perceptionEncoderSnippets,
};
