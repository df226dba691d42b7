import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function dia2Snippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from dia2 import Dia2, GenerationConfig, SamplingConfig

dia = Dia2.from_repo(${model.id}, device="cuda", dtype="bfloat16")
config = GenerationConfig(
    cfg_scale=2.0,
    audio=SamplingConfig(temperature=0.8, top_k=50),
    use_cuda_graph=True,
)
result = dia.generate("[S1] Hello Dia2!", config=config, output_wav="hello.wav", verbose=True)`),
  ];
}

/** Dia2 (library_name "dia2"): streaming dialogue text to speech. */
export const dia2: ModelLibraryEntry = {
  prettyLabel: "Dia2",
  repoName: "Dia2",
  repoUrl: "https://github.com/nari-labs/dia2",
  filter: false,
  snippets: dia2Snippets,
};
