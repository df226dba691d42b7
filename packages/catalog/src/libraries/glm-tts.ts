import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** GLM-TTS (library_name "glm-tts"). */
export const glmTts: ModelLibraryEntry = {
  prettyLabel: "GLM-TTS",
  repoName: "GLM-TTS",
  repoUrl: "https://github.com/zai-org/GLM-TTS",
  filter: false,
  countDownloads: { paths: ["flow/flow.pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
