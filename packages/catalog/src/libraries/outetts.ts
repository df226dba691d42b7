import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, repoNameOf } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/**
 * GGUF and ONNX mirrors of OuteTTS models run through other runtimes, so they get no snippet;
 * the Hugging Face checkpoints load through the outetts interface with the HF backend.
 */
function outettsSnippets(model: ModelRecord): LibrarySnippet[] {
  if (model.tags.includes("gguf") || model.tags.includes("onnx")) return [];
  return [
    pythonSnippet(py`
import outetts

# The outetts.Models member whose value is this repository's name, e.g. VERSION_1_0_SIZE_1B
config = outetts.ModelConfig.auto_config(outetts.Models(${repoNameOf(model.id)}), outetts.Backend.HF)
interface = outetts.Interface(config)

speaker = interface.load_default_speaker("EN-FEMALE-1-NEUTRAL")
output = interface.generate(
    outetts.GenerationConfig(
        text="Hello there, how are you doing?",
        speaker=speaker,
    )
)
output.save("output.wav")`),
  ];
}

/** OuteTTS (library_name "outetts"): text to speech on language-model backbones. */
export const outetts: ModelLibraryEntry = {
  prettyLabel: "OuteTTS",
  repoName: "OuteTTS",
  repoUrl: "https://github.com/edwko/OuteTTS",
  filter: false,
  snippets: outettsSnippets,
};
