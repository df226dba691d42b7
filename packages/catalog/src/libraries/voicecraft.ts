import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function voicecraftSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from voicecraft import VoiceCraft

model = VoiceCraft.from_pretrained(${model.id})`),
  ];
}

/** VoiceCraft (library_name "voicecraft"): zero-shot speech editing and text to speech. */
export const voicecraft: ModelLibraryEntry = {
  prettyLabel: "VoiceCraft",
  repoName: "VoiceCraft",
  repoUrl: "https://github.com/jasonppy/VoiceCraft",
  docsUrl: "https://github.com/jasonppy/VoiceCraft",
  filter: false,
  snippets: voicecraftSnippets,
};
