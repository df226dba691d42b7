import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** encoderfile (library_name "encoderfile"). */
export const encoderfile: ModelLibraryEntry = {
  prettyLabel: "encoderfile",
  repoName: "encoderfile",
  repoUrl: "https://github.com/mozilla-ai/encoderfile",
  filter: false,
  countDownloads: { extensions: ["encoderfile"] },
  noSnippetsReason: SEE_REPOSITORY,
};
