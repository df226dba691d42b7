import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** NeMo collections we can load a model from, chosen by the model's tags. Only speech recognition for now. */
function nemoDomainSnippet(model: ModelRecord): LibrarySnippet | undefined {
  if (model.tags.includes("automatic-speech-recognition")) {
    return pythonSnippet(py`
import nemo.collections.asr as nemo_asr

asr_model = nemo_asr.models.ASRModel.from_pretrained(${model.id})
transcriptions = asr_model.transcribe(["file.wav"])`);
  }
  return undefined;
}

function nemoSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    nemoDomainSnippet(model) ??
      pythonSnippet("# ⚠️ The model's tag did not correspond to a valid NeMo domain."),
  ];
}

/** NVIDIA NeMo (library_name "nemo"): .nemo checkpoints loaded through their domain collection. */
export const nemo: ModelLibraryEntry = {
  prettyLabel: "NeMo",
  repoName: "NeMo",
  repoUrl: "https://github.com/NVIDIA/NeMo",
  filter: true,
  countDownloads: { paths: ["model_config.yaml"], extensions: ["nemo", "json"] },
  snippets: nemoSnippets,
};
