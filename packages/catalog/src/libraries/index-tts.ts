import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function indexTtsSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from huggingface_hub import snapshot_download
from indextts.infer import IndexTTS

snapshot_download(${model.id}, local_dir="checkpoints")

# config.yaml comes with the checkpoints
tts = IndexTTS(model_dir="checkpoints", cfg_path="checkpoints/config.yaml")

voice = "path/to/your/reference_voice.wav"  # the voice to imitate
text = "Hello, how are you?"
tts.infer(voice, text, "output_index.wav")`),
  ];
}

/** IndexTTS (library_name "index-tts"): zero-shot voice-cloning text to speech. */
export const indexTts: ModelLibraryEntry = {
  prettyLabel: "IndexTTS",
  repoName: "IndexTTS",
  repoUrl: "https://github.com/index-tts/index-tts",
  filter: false,
  snippets: indexTtsSnippets,
};
