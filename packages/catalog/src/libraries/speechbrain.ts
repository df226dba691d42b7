import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

interface InterfaceUse {
  /** The speechbrain.inference module that defines the class. */
  module: string;
  /** The method that runs the model on one audio file. */
  method: string;
}

/** The speechbrain.inference classes a hub config may name. */
const INTERFACES: Readonly<Record<string, InterfaceUse>> = {
  EncoderASR: { module: "ASR", method: "transcribe_file" },
  EncoderClassifier: { module: "classifiers", method: "classify_file" },
  EncoderDecoderASR: { module: "ASR", method: "transcribe_file" },
  SepformerSeparation: { module: "separation", method: "separate_file" },
  SpectralMaskEnhancement: { module: "enhancement", method: "enhance_file" },
};

function speechbrainSnippets(model: ModelRecord): LibrarySnippet[] {
  const speechbrainInterface = model.config?.speechbrain?.speechbrain_interface;
  if (speechbrainInterface === undefined) {
    return [pythonSnippet("# ⚠️ interface not specified in config.json (speechbrain.speechbrain_interface)")];
  }
  const use = Object.hasOwn(INTERFACES, speechbrainInterface) ? INTERFACES[speechbrainInterface] : undefined;
  if (use === undefined) {
    return [
      pythonSnippet("# ⚠️ interface in config.json invalid: it names no known speechbrain.inference class"),
    ];
  }
  // The interface name is one of the keys above, so it is safe to write as a Python name.
  return [
    pythonSnippet(py`
from speechbrain.inference.${code(use.module)} import ${code(speechbrainInterface)}

model = ${code(speechbrainInterface)}.from_hparams(source=${model.id})
model.${code(use.method)}("file.wav")`),
  ];
}

/** SpeechBrain (library_name "speechbrain"): pretrained speech interfaces loaded from their hyperparameters. */
export const speechbrain: ModelLibraryEntry = {
  prettyLabel: "speechbrain",
  repoName: "speechbrain",
  repoUrl: "https://github.com/speechbrain/speechbrain",
  docsUrl: "https://huggingface.co/docs/hub/speechbrain",
  filter: true,
  countDownloads: { paths: ["hyperparams.yaml"] },
  snippets: speechbrainSnippets,
};
