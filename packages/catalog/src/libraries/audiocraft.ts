import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** The Audiocraft model class for each tag, with example text descriptions. */
const AUDIOCRAFT_MODELS = [
  { tag: "musicgen", className: "MusicGen", descriptions: ["happy rock", "energetic EDM", "sad jazz"] },
  {
    tag: "audiogen",
    className: "AudioGen",
    descriptions: ["dog barking", "siren of an emergency vehicle", "footsteps in a corridor"],
  },
  { tag: "magnet", className: "MAGNeT", descriptions: ["disco beat", "energetic EDM", "funky groove"] },
] as const;

function audiocraftSnippets(model: ModelRecord): LibrarySnippet[] {
  const kind = AUDIOCRAFT_MODELS.find(({ tag }) => model.tags.includes(tag));
  if (!kind) return [pythonSnippet("# Type of model unknown: expected a musicgen, audiogen or magnet tag.")];
  const duration =
    kind.tag === "audiogen" ? code("\nmodel.set_generation_params(duration=5)  # seconds") : code("");
  return [
    pythonSnippet(py`
from audiocraft.models import ${code(kind.className)}

model = ${code(kind.className)}.get_pretrained(${model.id})${duration}

descriptions = [${code(kind.descriptions.map((text) => JSON.stringify(text)).join(", "))}]
wav = model.generate(descriptions)  # one sample per description`),
  ];
}

/** Audiocraft (library_name "audiocraft"): MusicGen, AudioGen and MAGNeT; the tags say which. */
export const audiocraft: ModelLibraryEntry = {
  prettyLabel: "Audiocraft",
  repoName: "audiocraft",
  repoUrl: "https://github.com/facebookresearch/audiocraft",
  filter: false,
  countDownloads: { paths: ["state_dict.bin"] },
  snippets: audiocraftSnippets,
};
