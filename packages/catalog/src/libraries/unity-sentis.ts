import type { ModelRecord } from "../model/model-record";
import { sh } from "./shared/code-template";
import { shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/**
 * Sentis models run inside the Unity engine, from C#. The snippet fetches the .sentis file into
 * the project's StreamingAssets, where C# code loads it with ModelLoader.Load.
 */
function sentisSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet(sh`
# Download the model into your Unity project, then load it from C# with
# ModelLoader.Load(Application.streamingAssetsPath + "/<file>.sentis") and run it with a worker:
# see https://docs.unity3d.com/Packages/com.unity.sentis@latest
pip install -U huggingface_hub
hf download ${model.id} --include "*.sentis" --local-dir Assets/StreamingAssets`),
  ];
}

/** Unity Sentis (library_name "unity-sentis"): neural networks run in Unity games and apps. */
export const unitySentis: ModelLibraryEntry = {
  prettyLabel: "unity-sentis",
  repoName: "unity-sentis",
  repoUrl: "https://github.com/Unity-Technologies/sentis-samples",
  filter: true,
  countDownloads: { extensions: ["sentis"] },
  snippets: sentisSnippets,
};
