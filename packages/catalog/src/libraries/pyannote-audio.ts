import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function pipelineSnippet(model: ModelRecord): LibrarySnippet {
  return pythonSnippet(py`
from pyannote.audio import Audio, Pipeline
from pyannote.core import Segment

pipeline = Pipeline.from_pretrained(${model.id})

# Run on a whole file
output = pipeline("file.wav")

# Run on an excerpt only
waveform, sample_rate = Audio().crop("file.wav", Segment(start=2.0, end=5.0))
excerpt_output = pipeline({"waveform": waveform, "sample_rate": sample_rate})`);
}

function modelSnippet(model: ModelRecord): LibrarySnippet {
  return pythonSnippet(py`
from pyannote.audio import Inference, Model
from pyannote.core import Segment

model = Model.from_pretrained(${model.id})
inference = Inference(model)

# Run on a whole file
output = inference("file.wav")

# Run on an excerpt only
excerpt_output = inference.crop("file.wav", Segment(start=2.0, end=5.0))`);
}

/** Repositories tagged pyannote-audio-pipeline hold a full pipeline; the others a single model. */
function pyannoteSnippets(model: ModelRecord): LibrarySnippet[] {
  return [model.tags.includes("pyannote-audio-pipeline") ? pipelineSnippet(model) : modelSnippet(model)];
}

/** pyannote.audio (library_name "pyannote-audio"): speaker diarization pipelines and models. */
export const pyannoteAudio: ModelLibraryEntry = {
  prettyLabel: "pyannote.audio",
  repoName: "pyannote-audio",
  repoUrl: "https://github.com/pyannote/pyannote-audio",
  filter: true,
  snippets: pyannoteSnippets,
};
